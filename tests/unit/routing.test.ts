// @vitest-environment node
import { fallbacks, redirects } from '../../content/redirects'
import { buildRedirectsFile } from '../../lib/build/hostRules'
import { normalisePath, resolveFallback } from '../../lib/routing'

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
