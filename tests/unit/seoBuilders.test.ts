// @vitest-environment node
import { headersFor } from '../../scripts/headersFile.mjs'
import { buildHeadersFile, buildNginxConf, contentSecurityPolicy, stylePolicy, headerRules, revalidatedPaths } from '../../lib/build/hostRules'
import { readSettings } from '../../lib/build/settings'
import { ogImagePath, ogImageSvg, wrapText } from '../../lib/build/ogImage'
import { buildRobotsTxt, buildSitemapXml } from '../../lib/build/sitemap'
import { breadcrumbTrail, jobPostingLd, moveJsonLdToHead, offerLd, serialiseJsonLd } from '../../lib/build/structuredData'

describe('structured data', () => {
  const labels: Record<string, string> = {
    '/careers': 'Jobs & Career overview',
    '/careers/openings': 'Current Openings',
    '/careers/openings/devops-engineer': 'DevOps Engineer (job)',
  }
  const labelOf = (path: string) => labels[path]

  test('breadcrumbs run from Home through every registered ancestor, only below the top level', () => {
    expect(breadcrumbTrail('/careers/openings/devops-engineer', labelOf)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Jobs & Career', path: '/careers' },
      { name: 'Current Openings', path: '/careers/openings' },
      { name: 'DevOps Engineer (job)', path: '/careers/openings/devops-engineer' },
    ])
    expect(breadcrumbTrail('/careers', labelOf)).toBeNull()
    expect(breadcrumbTrail('/careers/unknown', labelOf)).toBeNull()
  })

  test('JSON-LD cannot close its script element, whatever the content says', () => {
    const json = serialiseJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>')
  })

  test('structured data moves into <head>, in order', () => {
    const html =
      '<html><head><title>x</title></head><body><script type="application/ld+json">{"a":1}</script><p>t</p><script type="application/ld+json">{"b":2}</script></body></html>'
    expect(moveJsonLdToHead(html)).toBe(
      '<html><head><title>x</title><script type="application/ld+json">{"a":1}</script><script type="application/ld+json">{"b":2}</script></head><body><p>t</p></body></html>',
    )
  })

  test('offers are in INR with a unit for monthly and daily prices', () => {
    expect(offerLd('SEO', { amount: 15000, period: 'month', from: true, orMore: false }, '/services/seo')).toMatchObject({
      price: 15000,
      priceCurrency: 'INR',
      priceSpecification: { unitCode: 'MON', minPrice: 15000 },
    })
    expect(offerLd('Site', { amount: 25000, period: 'one-off', from: false, orMore: false }, '/pricing')).not.toHaveProperty('priceSpecification')
  })

  test('a job posting turns an LPA range into a yearly INR salary', () => {
    const job = jobPostingLd({
      title: 'DevOps Engineer',
      description: 'Run our cloud.',
      datePosted: '2026-11-01',
      validThrough: '2027-02-01',
      department: 'Engineering',
      salaryLpa: { min: 7, max: 14 },
      location: { locality: 'Delhi', region: 'Delhi', countryCode: 'IN' },
      path: '/careers/openings/devops-engineer',
    })
    expect(job.baseSalary).toMatchObject({ currency: 'INR', value: { minValue: 700000, maxValue: 1400000, unitText: 'YEAR' } })
    expect(job.employmentType).toBe('FULL_TIME')
  })
})

describe('crawler files', () => {
  test('sitemap.xml lists absolute URLs with lastmod, escaped', () => {
    const xml = buildSitemapXml(['/', '/about'], 'https://a.in', '2026-11-22')
    expect(xml).toContain('<loc>https://a.in</loc>')
    expect(xml).toContain('<loc>https://a.in/about</loc>')
    expect(xml.match(/<lastmod>2026-11-22<\/lastmod>/g)).toHaveLength(2)
  })

  test('robots.txt names the sitemap', () => {
    expect(buildRobotsTxt('https://a.in')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://a.in/sitemap.xml\n')
  })

  test('social image titles wrap to three lines at most', () => {
    expect(wrapText('one two three four five six', 9, 2)).toEqual(['one two', 'three…'])
    expect(wrapText('short', 20, 3)).toEqual(['short'])
    expect(ogImagePath('/')).toBe('/og/index.png')
    expect(ogImagePath('/about/team')).toBe('/og/about/team.png')
    expect(ogImageSvg({ title: 'A & B <c>', section: 'x', brand: 'y', domain: 'z' })).toContain('A &amp; B &lt;c&gt;')
  })

  test('a case study’s social image carries its headline result in the client’s colour, sized to fit its card', () => {
    const plain = ogImageSvg({ title: 'Kavya Textiles: Instagram Sales Up 4.5×', section: 'Portfolio', brand: 'y', domain: 'z' })
    expect(plain).not.toContain('#9d174d')
    const svg = ogImageSvg({
      title: 'Kavya Textiles: Instagram Sales Up 4.5×',
      section: 'Portfolio',
      brand: 'y',
      domain: 'z',
      highlight: { value: '₹1.8 lakh', label: 'saved on electricity a month', colour: '#9d174d' },
    })
    expect(svg).toContain('>₹1.8 lakh</text>')
    expect(svg).toContain('fill="#9d174d"')
    const size = Number(svg.match(/font-size="(\d+)" fill="#9d174d">₹1\.8 lakh/)![1])
    expect(size * 0.62 * '₹1.8 lakh'.length).toBeLessThanOrEqual(300)
    expect(ogImageSvg({ title: 't', section: 's', brand: 'b', domain: 'd', highlight: { value: '2×', label: 'l', colour: '#000000' } })).toMatch(
      /font-size="64" fill="#000000">2×/,
    )
  })
})

describe('host rules', () => {
  const security = { scriptHashes: ['abc='], leadsOrigin: 'https://leads.example.in' }

  test('the CSP allows only the site itself, the hashed inline script and the lead endpoint, and leaves styles to each page', () => {
    const csp = contentSecurityPolicy(security)
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc=';")
    expect(csp).toContain("connect-src 'self' https://leads.example.in")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(contentSecurityPolicy({ scriptHashes: [] })).toContain("script-src 'self' 'wasm-unsafe-eval';")
    expect(contentSecurityPolicy({ scriptHashes: [] })).toContain("connect-src 'self';")
    // Every kind of resource is named, so no default-src is needed (it would also govern styles).
    const directives = csp.split('; ').map((directive) => directive.split(' ')[0])
    for (const kind of ['script-src', 'img-src', 'font-src', 'connect-src', 'manifest-src', 'media-src', 'child-src', 'object-src'])
      expect(directives).toContain(kind)
    expect(directives).not.toContain('default-src')
    expect(directives).not.toContain('style-src')
    expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
    expect(stylePolicy(['abc=', 'def='])).toBe("style-src 'self' 'sha256-abc=' 'sha256-def='")
  })

  const topLevel = [
    { name: 'index.html', isDirectory: false },
    { name: 'about.html', isDirectory: false },
    { name: 'about', isDirectory: true },
    { name: 'admin', isDirectory: true },
    { name: 'assets', isDirectory: true },
    { name: 'sitemap.xml', isDirectory: false },
    { name: '404.html', isDirectory: false },
    { name: '_headers', isDirectory: false },
    { name: '_redirects', isDirectory: false },
    { name: '.vite', isDirectory: true },
  ]
  const fallbacks = [
    { prefix: '/about/', target: '/about' },
    { prefix: '/careers/', target: '/careers' },
  ]

  test('revalidation covers every top-level page, file and folder but assets and the host files', () => {
    expect(revalidatedPaths(topLevel, fallbacks)).toEqual([
      '/',
      '/404',
      '/404.html',
      '/about',
      '/about.html',
      '/about/*',
      '/admin/*',
      '/careers/*',
      '/index.html',
      '/sitemap.xml',
    ])
  })

  test('_headers never sets one header in two rules that match the same path', () => {
    const file = buildHeadersFile(headerRules({ ...security, revalidated: revalidatedPaths(topLevel, fallbacks) }))
    const about = headersFor(file, '/about')
    expect(about['Cache-Control']).toBe('public, max-age=0, must-revalidate')
    expect(about['Content-Security-Policy']).toBe(contentSecurityPolicy(security))
    expect(headersFor(file, '/about/team')['Cache-Control']).toBe('public, max-age=0, must-revalidate')
    expect(headersFor(file, '/careers/anything')['Cache-Control']).toBe('public, max-age=0, must-revalidate')
    expect(headersFor(file, '/assets/entries/x.js')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    for (const path of ['/', '/about', '/about/team', '/assets/a.js', '/sitemap.xml', '/nope']) {
      for (const value of Object.values(headersFor(file, path))) expect(value).not.toMatch(/, public/)
    }
    expect(file).not.toMatch(/^\/admin\/login/m)
    expect(() => headerRules({ ...security, revalidated: ['/about/*', '/about/team'] })).toThrow(
      /\/about\/\* and \/about\/team would both set Cache-Control/,
    )
    expect(() => headerRules({ ...security, revalidated: ['/assets/x.js'] })).toThrow(/would both set Cache-Control/)
  })

  test('Strict-Transport-Security is a setting, on by default, sent on every path', () => {
    expect(readSettings({}).hsts).toBe(true)
    expect(readSettings({ HSTS: 'on' }).hsts).toBe(true)
    expect(readSettings({ HSTS: 'off' }).hsts).toBe(false)
    expect(() => readSettings({ HSTS: 'yes' })).toThrow(/HSTS must be "on" or "off"/)
    const on = buildHeadersFile(headerRules({ ...security, hsts: true, revalidated: [] }))
    for (const path of ['/', '/assets/a.js', '/nope']) expect(headersFor(on, path)['Strict-Transport-Security']).toBe('max-age=31536000')
    expect(buildHeadersFile(headerRules({ ...security, hsts: false, revalidated: [] }))).not.toContain('Strict-Transport-Security')
  })

  test('nginx.conf sets every header at server level only, with a map for the ones some paths get', () => {
    const rules = headerRules({ ...security, hsts: true, revalidated: revalidatedPaths(topLevel, fallbacks) })
    const conf = buildNginxConf({ rules, redirects: { '/seo': '/services/seo' }, fallbacks })
    const server = conf.slice(conf.indexOf('server {'))
    const locations = server.slice(server.indexOf('\n  location '))
    expect(locations).not.toContain('add_header')
    expect(server).toContain(`add_header Content-Security-Policy "${contentSecurityPolicy(security)}" always;`)
    expect(server).toContain('add_header Strict-Transport-Security "max-age=31536000" always;')
    expect(server).toContain('add_header Cache-Control $site_cache_control always;')
    expect(conf).toContain('"~^/about/" "public, max-age=0, must-revalidate";')
    expect(conf).toContain('"~^/assets/" "public, max-age=31536000, immutable";')
    expect(conf).toContain('"/about" "public, max-age=0, must-revalidate";')
    expect(conf).toContain('location = /_headers { return 404; }')
    expect(conf).toContain('location = /_redirects { return 404; }')
    expect(conf).toContain('location = /seo { return 301 /services/seo; }')
    expect(conf).toContain('location /about/ { try_files $uri $uri.html /about.html =404; }')
  })

  test("nginx.conf's /api/ keeps the lead service's own headers, with the host's HSTS or none", () => {
    for (const hsts of [true, false]) {
      const rules = headerRules({ ...security, hsts, revalidated: [] })
      const conf = buildNginxConf({ rules, redirects: {}, fallbacks, apiUpstream: 'http://127.0.0.1:8787' })
      const api = [...conf.matchAll(/ {2}location \/api\/[^{]*\{([^}]*)\}/g)].map((match) => match[1]!)
      expect(api).toHaveLength(2)
      for (const location of api) {
        // An add_header in a location stops the server's being added there (the site's policy among them).
        expect(location.match(/add_header/g)).toHaveLength(1)
        expect(location).toContain(`add_header Strict-Transport-Security "${hsts ? 'max-age=31536000' : ''}" always;`)
      }
    }
  })
})
