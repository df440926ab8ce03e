// @vitest-environment node
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { caseServices, caseStudies } from '../../content/portfolio'
import { publicRoutes } from '../../content/routes'
import { site } from '../../content/site'
import { builtPages, builtSiteUrl, distDir, publicPages } from '../support/site'
import { builtDocument } from './support/builtDocument'

const pages = publicPages()
const siteUrl = builtSiteUrl()
const head = (html: string) => html.slice(0, html.indexOf('</head>'))
const absolute = (path: string) => (path === '/' ? siteUrl : `${siteUrl}${path}`)
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64')
const quote = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const inlineScriptsOf = (html: string) => [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([^<]+)<\/script>/g)].map((match) => match[1]!)

type Node = Record<string, unknown> & { '@type': string | string[] }
function jsonLd(html: string): Node[] {
  expect(html.slice(html.indexOf('</head>')), 'no JSON-LD outside <head>').not.toContain('application/ld+json')
  return [...head(html).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1]!) as Record<string, unknown>
    expect(data['@context']).toBe('https://schema.org')
    return (data['@graph'] as Node[] | undefined) ?? [data as Node]
  })
}
/** Every object in the graph, nested ones too. */
const within = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.flatMap(within)
    : value && typeof value === 'object'
      ? [value as Record<string, unknown>, ...Object.values(value).flatMap(within)]
      : []
const ofType = (nodes: Node[], type: string) => nodes.filter((node) => ([] as string[]).concat(node['@type']).includes(type))

/** The fields each JSON-LD type must carry. */
const required: Record<string, string[]> = {
  Organization: ['@id', 'name', 'url', 'logo', 'telephone', 'email', 'address', 'openingHoursSpecification'],
  Service: ['name', 'description', 'provider', 'offers'],
  JobPosting: ['title', 'description', 'datePosted', 'validThrough', 'employmentType', 'hiringOrganization', 'jobLocation', 'baseSalary'],
  BlogPosting: ['headline', 'datePublished', 'author', 'image', 'publisher', 'mainEntityOfPage'],
  BreadcrumbList: ['itemListElement'],
  FAQPage: ['mainEntity'],
  CreativeWork: ['name', 'description', 'url', 'image', 'creator', 'about', 'dateCreated'],
}

const servicePaths = [
  ...publicRoutes.filter((route) => route.path.startsWith('/services/')).map((route) => route.path),
  '/iot',
  '/iot/smart-devices',
  '/iot/consulting',
  '/developer',
  '/pricing',
]

describe.each(pages.map((page) => [page.path, page] as const))('%s', (path, page) => {
  const nodes = jsonLd(page.html)

  const isHome = path === '/'
  test(isHome ? 'carries the organisation whole, once' : 'names the organisation only by its @id and name', () => {
    const mentions = within(nodes).filter((node) => String(node['@id']).endsWith('#organization'))
    for (const mention of mentions) {
      expect(mention['@id']).toBe(`${siteUrl}/#organization`)
      expect(mention.name).toBe(site.name)
    }
    const whole = mentions.filter((node) => 'address' in node)
    if (isHome) {
      const [organization] = ofType(nodes, 'Organization')
      expect(whole).toEqual([organization])
      expect(ofType(nodes, 'LocalBusiness')).toHaveLength(1)
      expect((organization!.address as Record<string, string>).addressLocality).toBe('Bangalore')
    } else {
      expect(whole).toEqual([])
      expect(ofType(nodes, 'LocalBusiness')).toEqual([])
    }
  })

  test('every JSON-LD node has the required fields of its type', () => {
    for (const node of nodes) {
      for (const type of ([] as string[]).concat(node['@type'])) {
        for (const field of required[type] ?? []) expect(node[field], `${type}.${field}`).toBeDefined()
      }
    }
  })

  test('has breadcrumbs exactly when it is below the top level', () => {
    const depth = path.split('/').filter(Boolean).length
    const crumbs = ofType(nodes, 'BreadcrumbList')
    expect(crumbs).toHaveLength(depth >= 2 ? 1 : 0)
    if (crumbs[0]) {
      const items = crumbs[0].itemListElement as { item: string; position: number }[]
      expect(items[0]!.item).toBe(siteUrl)
      expect(items.at(-1)!.item).toBe(absolute(path))
    }
  })

  test('has FAQPage markup exactly when it shows questions and answers', () => {
    // A question is a disclosure whose summary is an h3 (components/sections/Faq.tsx); the legal pages' sections are h2.
    expect(ofType(nodes, 'FAQPage').length > 0).toBe(/<details[^>]*><summary[^>]*><h3[\s>]/.test(page.html))
  })

  test('has an absolute 1200×630 social image that exists', () => {
    const image = head(page.html).match(/<meta property="og:image" content="([^"]+)"/)?.[1]
    expect(image).toMatch(new RegExp(`^${siteUrl}/og/.+\\.png$`))
    const file = join(distDir, image!.slice(siteUrl.length))
    expect(existsSync(file)).toBe(true)
    const png = readFileSync(file)
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    expect(head(page.html)).toContain('<meta name="twitter:card" content="summary_large_image"/>')
  })

  test('loads nothing from another origin', () => {
    const urls = [...page.html.matchAll(/<(?:script|link|img|iframe|source)[^>]+(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)
    expect(urls.filter((url) => /^(https?:)?\/\//.test(url) && !url.startsWith(siteUrl))).toEqual([])
  })
})

test('Service pages offer their prices in INR', () => {
  for (const path of servicePaths) {
    const page = pages.find((candidate) => candidate.path === path)
    expect(page, path).toBeDefined()
    const services = ofType(jsonLd(page!.html), 'Service')
    expect(services.length, path).toBeGreaterThan(0)
    for (const service of services) {
      const offers = service.offers as { price: number; priceCurrency: string }[]
      expect(offers.length).toBeGreaterThan(0)
      for (const offer of offers) {
        expect(offer.priceCurrency).toBe('INR')
        expect(offer.price).toBeGreaterThan(0)
      }
    }
  }
  const seo = ofType(jsonLd(pages.find((page) => page.path === '/services/seo')!.html), 'Service')[0]!
  expect((seo.offers as { price: number }[]).map((offer) => offer.price)).toEqual([15000, 20000, 12000, 18000])
})

test('each job page is a JobPosting in Delhi, India, with a yearly INR salary from its LPA range', () => {
  const jobPages = pages.filter((page) => /^\/careers\/openings\/[a-z0-9-]+$/.test(page.path))
  expect(jobPages).toHaveLength(6)
  for (const page of jobPages) {
    const [job] = ofType(jsonLd(page.html), 'JobPosting')
    expect(job, page.path).toBeDefined()
    expect(job!.employmentType).toBe('FULL_TIME')
    expect((job!.jobLocation as { address: Record<string, string> }).address).toMatchObject({ addressLocality: 'Delhi', addressCountry: 'IN' })
    const salary = job!.baseSalary as { currency: string; value: { minValue: number; maxValue: number; unitText: string } }
    expect(salary.currency).toBe('INR')
    expect(salary.value.unitText).toBe('YEAR')
    expect(salary.value.minValue % 100000).toBe(0)
    expect(Date.parse(String(job!.validThrough))).toBeGreaterThan(Date.parse(String(job!.datePosted)))
  }
  const senior = ofType(jsonLd(jobPages.find((page) => page.path.endsWith('senior-full-stack-developer'))!.html), 'JobPosting')[0]!
  expect((senior.baseSalary as { value: { minValue: number; maxValue: number } }).value).toMatchObject({ minValue: 800000, maxValue: 1500000 })
})

test('each case study is a CreativeWork by the agency, about the services it used, with breadcrumbs through the portfolio', () => {
  const casePages = pages.filter((page) => /^\/portfolio\/[a-z0-9-]+$/.test(page.path))
  expect(casePages.map((page) => page.path).sort()).toEqual(caseStudies.map((item) => item.meta.path).sort())
  for (const item of caseStudies) {
    const nodes = jsonLd(casePages.find((page) => page.path === item.meta.path)!.html)
    const [work] = ofType(nodes, 'CreativeWork')
    expect(work, item.slug).toBeDefined()
    expect((work!.creator as { '@id': string })['@id']).toBe(`${siteUrl}/#organization`)
    expect((work!.funder as { name: string }).name).toBe(item.client)
    const about = work!.about as { '@type': string; name: string; url: string }[]
    expect(about.map((service) => service.url)).toEqual(item.services.map((service) => absolute(caseServices[service].path)))
    expect(about.every((service) => service['@type'] === 'Service')).toBe(true)
    expect(work!.image).toBe(`${siteUrl}/og${item.meta.path}.png`)
    const crumbs = (ofType(nodes, 'BreadcrumbList')[0]!.itemListElement as { item: string }[]).map((crumb) => crumb.item)
    expect(crumbs).toEqual([siteUrl, absolute('/portfolio'), absolute(item.meta.path)])
  }
})

test('each article is a BlogPosting', () => {
  const articles = pages.filter((page) => /^\/blog\/[a-z0-9-]+$/.test(page.path))
  expect(articles).toHaveLength(7)
  for (const page of articles) expect(ofType(jsonLd(page.html), 'BlogPosting'), page.path).toHaveLength(1)
})

describe('sitemap.xml and robots.txt', () => {
  const sitemap = readFileSync(join(distDir, 'sitemap.xml'), 'utf8')
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

  test('the route registry is exactly the prerendered public pages', () => {
    expect(publicRoutes.map((route) => route.path).sort()).toEqual(pages.map((page) => page.path).sort())
  })

  test('lists every public page once, absolute and without a trailing slash, with a lastmod', () => {
    expect(listed.sort()).toEqual(pages.map((page) => absolute(page.path)).sort())
    expect(sitemap.match(/<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/g)).toHaveLength(listed.length)
  })

  test('lists the portfolio and every case study', () => {
    for (const path of ['/portfolio', ...caseStudies.map((item) => item.meta.path)]) expect(listed, path).toContain(absolute(path))
  })

  test('lists no admin, redirect, search or not-found URL', () => {
    const excluded = builtPages().filter((page) => page.isRedirect || page.isNoindex)
    expect(excluded.length).toBeGreaterThan(9)
    for (const page of excluded) expect(listed, page.path).not.toContain(absolute(page.path))
    expect(sitemap).not.toMatch(/admin|404|\/search</)
  })

  test('robots.txt allows everything, names the sitemap and does not advertise admin pages', () => {
    const robots = readFileSync(join(distDir, 'robots.txt'), 'utf8')
    expect(robots).toContain('User-agent: *\nAllow: /')
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
    expect(robots).not.toMatch(/admin/i)
  })
})

describe('admin pages, kept out of sight', () => {
  const loginPath = `/admin/login/${process.env.ADMIN_LOGIN_SLUG || 'control-room'}`

  test.each([loginPath, '/admin/dashboard', '/admin/setup'])('%s carries robots noindex, nofollow and no canonical link', (path) => {
    const page = builtDocument(path)
    expect([...page.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content'))).toEqual(['noindex, nofollow'])
    expect(page.querySelector('[rel="canonical"]')).toBeNull()
  })

  test('no public page links to or names an admin page', () => {
    const publicOnes = builtPages().filter((page) => !page.path.startsWith('/admin/'))
    expect(publicOnes.length).toBeGreaterThan(20)
    const notFound = { path: '/404', html: readFileSync(join(distDir, '404.html'), 'utf8') }
    for (const page of [...publicOnes, notFound]) expect(page.html, page.path).not.toContain('/admin/')
  })
})

describe('host files', () => {
  test('_headers: a strict CSP, framing refused, and long caching for hashed assets only', () => {
    const headers = readFileSync(join(distDir, '_headers'), 'utf8')
    const csp = headers.match(/Content-Security-Policy: (.+)/)?.[1] ?? ''
    // The one inline script, by its hash: the same text on every page that loads its page script after the first paint.
    const inlineScripts = new Set(builtPages().flatMap((page) => inlineScriptsOf(page.html)))
    expect(inlineScripts.size).toBe(1)
    expect(csp).toMatch(new RegExp(`script-src 'self' 'wasm-unsafe-eval' '${quote(`sha256-${sha256([...inlineScripts][0]!)}`)}';`))
    expect(csp).not.toMatch(/'unsafe-eval'|'unsafe-inline'/)
    expect(csp).toContain("frame-ancestors 'none'")
    for (const header of ['X-Content-Type-Options: nosniff', 'Referrer-Policy:', 'Permissions-Policy:']) expect(headers).toContain(header)
    expect(headers).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/)
    expect(headers).toMatch(/\n\/about\n {2}Cache-Control: public, max-age=0, must-revalidate/)
  })

  test('each page allows its own inline styles and those scripts add, by their hashes, in a policy ahead of them', () => {
    const policies = builtPages().map((page) => {
      const policy = [...page.html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/g)].map((match) => match[1]!)
      expect(policy, page.path).toHaveLength(1)
      expect(page.html.indexOf('http-equiv="Content-Security-Policy"'), page.path).toBeLessThan(page.html.indexOf('<style>'))
      const allowed =
        policy[0]!
          .match(/^style-src 'self'((?: 'sha256-[\w+/=]+')*)$/)?.[1]
          ?.trim()
          .split(' ') ?? []
      const own = [...page.html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => `'sha256-${sha256(match[1]!)}'`)
      expect(own.length, page.path).toBeGreaterThan(0)
      for (const hash of own) expect(allowed, page.path).toContain(hash)
      return allowed.filter((hash) => !own.includes(hash))
    })
    // Besides its own, every page allows the same two: sonner's <style>, empty and then filled.
    const runtime = new Set(policies.map((hashes) => hashes.join(' ')))
    expect([...runtime].map((hashes) => hashes.split(' ').length)).toEqual([2])
  })

  test('_redirects and nginx.conf carry the same short paths and wildcard fallbacks', () => {
    const redirects = readFileSync(join(distDir, '_redirects'), 'utf8')
    const nginx = readFileSync(join(distDir, '..', 'nginx.conf'), 'utf8')
    for (const [from, to] of [
      ['/seo', '/services/seo'],
      ['/ecommerce', '/services/web-development'],
    ]) {
      expect(redirects).toContain(`${from}  ${to}  301`)
      expect(nginx).toContain(`location = ${from} { return 301 ${to}; }`)
    }
    // /portfolio and its case studies are pages: no host rule redirects or rewrites them, and nginx serves portfolio.html.
    expect(redirects).not.toMatch(/^\/portfolio/m)
    expect(nginx).not.toMatch(/location [=~^ ]*\/portfolio/)
    expect(nginx).toContain('try_files $uri $uri.html $uri/index.html =404;')
    expect(existsSync(join(distDir, 'portfolio.html'))).toBe(true)
    expect(builtPages().find((page) => page.path === '/portfolio')?.isRedirect).toBe(false)
    for (const prefix of ['/about/', '/services/', '/iot/', '/careers/']) {
      expect(redirects).toContain(`${prefix}*  ${prefix.slice(0, -1)}  200`)
      expect(nginx).toContain(`location ${prefix} {`)
    }
    expect(nginx).toContain("frame-ancestors 'none'")
  })

  test('icons and the web manifest exist', () => {
    for (const file of ['favicon.svg', 'icons/icon-32.png', 'icons/apple-touch-icon.png', 'icons/icon-192.png', 'icons/icon-512.png']) {
      expect(existsSync(join(distDir, file)), file).toBe(true)
    }
    const manifest = JSON.parse(readFileSync(join(distDir, 'site.webmanifest'), 'utf8'))
    expect(manifest).toMatchObject({ theme_color: '#1d4ed8', start_url: '/' })
  })
})
