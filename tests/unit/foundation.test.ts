import { z } from 'zod'
import { asSentence, defineContent, pageMetaSchema } from '../../content/define'
import { fallbacks, redirects } from '../../content/redirects'
import { navigation } from '../../content/navigation'
import { site, whatsappHref } from '../../content/site'
import { buildRedirectsFile } from '../../lib/build/hostRules'
import { normalisePath, resolveFallback } from '../../lib/routing'
import { buildHeadTags } from '../../lib/build/seo'
import { absoluteUrl, readSettings } from '../../lib/build/settings'

describe('content validation', () => {
  test('defineContent returns the parsed data and fails with every problem and its path', () => {
    const schema = z.object({ title: z.string().min(3), count: z.number() })
    expect(defineContent('ok', schema, { title: 'Fine', count: 2 })).toEqual({ title: 'Fine', count: 2 })
    expect(() => defineContent('content/bad.ts', schema, { title: 'x', count: 'two' } as never)).toThrow(/content\/bad\.ts[\s\S]*title[\s\S]*count/)
  })

  test('asSentence ends text with one full stop: "Pvt. Ltd." and "Oops! Page not found" alike', () => {
    expect(asSentence('Acme Digital Solutions Pvt. Ltd.')).toBe('Acme Digital Solutions Pvt. Ltd.')
    expect(asSentence('Oops! Page not found')).toBe('Oops! Page not found.')
    expect(asSentence('Unexpected Application Error!')).toBe('Unexpected Application Error!')
  })

  test('a header entry with a submenu names its overview page, and one without does not', () => {
    for (const item of navigation.header) expect(item.overview !== undefined, item.label).toBe(item.children !== undefined)
    expect(navigation.header.filter((item) => item.overview).map((item) => item.overview)).toEqual(['About Us', 'Services Overview', 'IoT Overview', 'Careers Overview'])
  })

  test('page meta rejects trailing slashes and short descriptions', () => {
    const meta = { path: '/about', title: 'About the agency', description: 'x'.repeat(60), keywords: ['a1', 'b2', 'c3'] }
    expect(pageMetaSchema.safeParse(meta).success).toBe(true)
    expect(pageMetaSchema.safeParse({ ...meta, path: '/about/' }).success).toBe(false)
    expect(pageMetaSchema.safeParse({ ...meta, description: 'too short' }).success).toBe(false)
  })

  test('the header has the nine SPEC entries with their paths and submenus', () => {
    expect(navigation.header.map((item) => [item.label, item.href])).toEqual([
      ['HOME', '/'],
      ['COMPANY', '/about'],
      ['SERVICES', '/services'],
      ['ON DEMAND DEVELOPER', '/developer'],
      ['PRICE', '/pricing'],
      ['IOT', '/iot'],
      ['JOBS & CAREER', '/careers'],
      ['BLOG', '/blog'],
      ['CONTACT US', '/contact'],
    ])
    const submenu = (label: string) => navigation.header.find((item) => item.label === label)?.children?.map((child) => child.href)
    expect(submenu('COMPANY')).toEqual(['/about', '/about/team', '/about/mission', '/about/why-choose-us', '/about/testimonials'])
    expect(submenu('SERVICES')).toHaveLength(8)
    expect(submenu('IOT')).toEqual(['/iot/solutions', '/iot/smart-devices', '/iot/consulting', '/iot/applications'])
    expect(submenu('JOBS & CAREER')).toEqual(['/careers/openings', '/careers/internships', '/careers/culture', '/careers/benefits'])
  })

  test('one set of contact details: two phones, two emails, the Bangalore office, the footer hours', () => {
    expect(site.phones).toHaveLength(2)
    expect(site.emails).toHaveLength(2)
    expect(site.office.city).toBe('Bangalore')
    expect(site.hours.footer.map((row) => `${row.days} ${row.time}`)).toEqual(['Mon-Fri 9:00 AM-6:00 PM', 'Sat 10:00 AM-4:00 PM', 'Sunday Closed'])
    expect(whatsappHref(site.whatsapp)).toMatch(/^https:\/\/wa\.me\/91\d{10}$/)
  })
})

describe('build settings', () => {
  test('defaults are safe and SITE_URL loses its trailing slash', () => {
    expect(readSettings({}).siteUrl).toBe('https://www.example.com')
    expect(readSettings({ SITE_URL: 'https://agency.in/' }).siteUrl).toBe('https://agency.in')
    expect(readSettings({}).leadsEndpoint).toBeUndefined()
    expect(readSettings({}).adminPassword).toBeUndefined()
  })

  test('bad values fail the build with a clear message', () => {
    expect(() => readSettings({ SITE_URL: 'not a url' })).toThrow(/SITE_URL must be an absolute URL/)
    expect(() => readSettings({ ADMIN_LOGIN_SLUG: '../etc' })).toThrow(/ADMIN_LOGIN_SLUG/)
    expect(() => readSettings({ LEADS_ENDPOINT: 'ftp://x' })).toThrow(/LEADS_ENDPOINT/)
  })

  test('a LEADS_ENDPOINT ending in /api/leads is the lead service: the admin works against its API; any other receiver is not', () => {
    expect(readSettings({ LEADS_ENDPOINT: 'https://leads.agency.in/api/leads' }).leadsServiceApi).toBe('https://leads.agency.in/api')
    expect(readSettings({ LEADS_ENDPOINT: 'http://localhost:8787/api/leads/' }).leadsServiceApi).toBe('http://localhost:8787/api')
    expect(readSettings({ LEADS_ENDPOINT: 'https://agency.in/leads-service/api/leads' }).leadsServiceApi).toBe('https://agency.in/leads-service/api')
    expect(readSettings({ LEADS_ENDPOINT: 'https://formspree.io/f/abcd' }).leadsServiceApi).toBeUndefined()
    expect(readSettings({ LEADS_ENDPOINT: 'https://x.in/api/leads?key=1' }).leadsServiceApi).toBeUndefined()
    expect(readSettings({}).leadsServiceApi).toBeUndefined()
  })

  test('absolute URLs never end with a slash', () => {
    expect(absoluteUrl('/', 'https://a.in')).toBe('https://a.in')
    expect(absoluteUrl('/about/team', 'https://a.in')).toBe('https://a.in/about/team')
  })
})

describe('head tags', () => {
  const input = { path: '/about', title: 'About | Acme', description: 'About the agency and its people.', keywords: ['a', 'b'] }

  test('canonical and og:url are SITE_URL + path, with Open Graph and Twitter basics', () => {
    const head = buildHeadTags(input, 'Acme', 'https://agency.in')
    expect(head.canonical).toBe('https://agency.in/about')
    const find = (key: string) => head.meta.find((tag) => tag.name === key || tag.property === key)?.content
    expect(find('og:url')).toBe('https://agency.in/about')
    expect(find('og:type')).toBe('website')
    expect(find('twitter:card')).toBe('summary_large_image')
    expect(find('keywords')).toBe('a, b')
    expect(find('robots')).toBeUndefined()
  })

  test('noindex pages say so, and pages without an address have no canonical', () => {
    const head = buildHeadTags({ ...input, noindex: true, noCanonical: true }, 'Acme', 'https://agency.in')
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
    expect(head.canonical).toBeNull()
  })
})

describe('routing', () => {
  test('wildcard paths map to their overview; others are not found', () => {
    expect(resolveFallback('/about/anything', fallbacks)).toBe('/about')
    expect(resolveFallback('/about/deep/path/', fallbacks)).toBe('/about')
    expect(resolveFallback('/services/unknown', fallbacks)).toBe('/services')
    expect(resolveFallback('/iot/x', fallbacks)).toBe('/iot')
    expect(resolveFallback('/careers/x', fallbacks)).toBe('/careers')
    expect(resolveFallback('/about', fallbacks)).toBeNull()
    expect(resolveFallback('/about/', fallbacks)).toBeNull()
    expect(resolveFallback('/nope', fallbacks)).toBeNull()
    expect(resolveFallback('/aboutus/x', fallbacks)).toBeNull()
  })

  test('paths are normalised without a trailing slash', () => {
    expect(normalisePath('/about/')).toBe('/about')
    expect(normalisePath('/')).toBe('/')
    expect(normalisePath('')).toBe('/')
  })

  test('_redirects: 301 for short paths, real pages before their wildcard rewrite', () => {
    const file = buildRedirectsFile({ redirects, fallbacks, pages: ['/', '/about', '/about/team', '/services'] })
    expect(file).toContain('/seo  /services/seo  301')
    // /portfolio is a real page now: no rule of any kind sends it elsewhere.
    expect(file).not.toMatch(/^\/portfolio\s/m)
    expect(file.indexOf('/about/team  /about/team  200')).toBeLessThan(file.indexOf('/about/*  /about  200'))
    expect(file).toContain('/services/*  /services  200')
    // No rule sends visitors to a page that was not built.
    expect(file).not.toContain('/iot/*')
  })
})
