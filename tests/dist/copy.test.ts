// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { builtPages, distDir, publicPages } from '../support/site'

// Copy slips found once and kept out since, checked over the built pages as a visitor and a search engine read them.

const entities: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&#39;': "'", '&nbsp;': ' ' }
const decode = (text: string) => text.replace(/&(?:amp|#x27|#39|quot|lt|gt|nbsp);/g, (entity) => entities[entity] ?? entity)
/** The text of a page's <body> (scripts and styles out, tags to spaces), and its meta descriptions. */
const visibleText = (html: string) =>
  decode(
    html
      .slice(Math.max(0, html.indexOf('<body')))
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ')
const descriptions = (html: string) =>
  [...html.matchAll(/<meta (?:name|property)="(?:description|og:description|twitter:description)" content="([^"]*)"/g)].map((m) => decode(m[1]!))

const notFound = { path: '/404', html: readFileSync(`${distDir}/404.html`, 'utf8') }
const pages = [...builtPages(), notFound]

test('no page has a double full stop (an ellipsis "..." is fine)', () => {
  const doubled = /[^.]\.\.(?!\.)/
  for (const page of pages) {
    for (const text of [visibleText(page.html), ...descriptions(page.html)]) {
      expect(text.match(new RegExp(`.{0,40}${doubled.source}.{0,20}`))?.[0], page.path).toBeUndefined()
    }
  }
})

test('the copyright line ends the company name with one full stop', () => {
  expect(visibleText(builtPages()[0]!.html)).toContain('© 2024 Acme Digital Solutions Pvt. Ltd. All rights reserved.')
})

test('the not-found description reads as sentences', () => {
  for (const text of descriptions(notFound.html)) {
    expect(text).toBe('Oops! Page not found. The page you asked for could not be shown. Return to the Acme Digital home page.')
  }
})

describe("overview links are labelled by the page's own name, and IoT is spelt IoT", () => {
  const sitemap = builtPages().find((page) => page.path === '/sitemap')!
  const linksTo = (html: string, href: string) => [...html.matchAll(new RegExp(`<a href="${href}"[^>]*>([^<]+)</a>`, 'g'))].map((m) => decode(m[1]!))

  test('the sitemap: groups and overview links', () => {
    const text = visibleText(sitemap.html)
    expect(text).not.toMatch(/\bIot\b|\boverview\b/)
    const main = sitemap.html.slice(sitemap.html.indexOf('<main'), sitemap.html.indexOf('</main>'))
    expect(linksTo(main, '/about')).toEqual(['About Us'])
    expect(linksTo(main, '/iot')).toEqual(['IoT Overview'])
    expect(linksTo(main, '/services')).toEqual(['Services Overview'])
    expect(linksTo(main, '/careers')).toEqual(['Careers Overview'])
    expect(main).toMatch(/<h2 id="sitemap-iot"[^>]*>IoT<\/h2>/)
  })

  test('the mobile menu on every page', () => {
    for (const page of [...publicPages(), notFound]) {
      const menu = page.html.slice(
        page.html.indexOf('<dialog id="mobile-menu"'),
        page.html.indexOf('</dialog>', page.html.indexOf('<dialog id="mobile-menu"')),
      )
      expect(menu, page.path).not.toBe('')
      expect(decode(menu), page.path).not.toMatch(/[A-Z]{2,} overview|\bIot\b/)
      expect(linksTo(menu, '/about'), page.path).toEqual(['About Us'])
      expect(linksTo(menu, '/iot'), page.path).toEqual(['IoT Overview'])
    }
  })
})

test('the newsletter says what a subscription is for; enquiry forms keep their own line', () => {
  const home = builtPages().find((page) => page.path === '/')!
  const footer = visibleText(home.html.slice(home.html.indexOf('<footer')))
  expect(footer).toContain('We use your email address only to send you our monthly newsletter; unsubscribe any time.')
  expect(footer).not.toContain('only to answer you')
  const contact = builtPages().find((page) => page.path === '/contact')!
  expect(visibleText(contact.html.slice(contact.html.indexOf('<main'), contact.html.indexOf('</main>')))).toContain(
    'We use what you enter here only to answer you.',
  )
})
