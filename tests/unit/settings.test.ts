// @vitest-environment node
import { absoluteUrl, readSettings } from '../../lib/build/settings'

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
    expect(() => readSettings({ LEADS_ENDPOINT: '//evil.example/api/leads' })).toThrow(/LEADS_ENDPOINT/)
    expect(() => readSettings({ LEADS_ENDPOINT: 'api/leads' })).toThrow(/LEADS_ENDPOINT/)
    expect(() => readSettings({ API_UPSTREAM: 'http://x/api' })).toThrow(/API_UPSTREAM/)
  })

  test('a LEADS_ENDPOINT ending in /api/leads is the lead service: the admin works against its API; any other receiver is not', () => {
    expect(readSettings({ LEADS_ENDPOINT: 'https://leads.agency.in/api/leads' }).leadsServiceApi).toBe('https://leads.agency.in/api')
    expect(readSettings({ LEADS_ENDPOINT: 'http://localhost:8787/api/leads/' }).leadsServiceApi).toBe('http://localhost:8787/api')
    expect(readSettings({ LEADS_ENDPOINT: 'https://agency.in/leads-service/api/leads' }).leadsServiceApi).toBe('https://agency.in/leads-service/api')
    expect(readSettings({ LEADS_ENDPOINT: 'https://formspree.io/f/abcd' }).leadsServiceApi).toBeUndefined()
    expect(readSettings({ LEADS_ENDPOINT: 'https://x.in/api/leads?key=1' }).leadsServiceApi).toBeUndefined()
    expect(readSettings({}).leadsServiceApi).toBeUndefined()
  })

  test("a LEADS_ENDPOINT path is the lead service on the site's own origin, reached through the host's /api/ proxy", () => {
    const settings = readSettings({ LEADS_ENDPOINT: '/api/leads' })
    expect(settings.leadsEndpoint).toBe('/api/leads')
    expect(settings.leadsServiceApi).toBe('/api')
    expect(settings.apiUpstream).toBe('http://127.0.0.1:8787')
    expect(readSettings({ LEADS_ENDPOINT: '/api/leads', API_UPSTREAM: 'https://leads.agency.in/' }).apiUpstream).toBe('https://leads.agency.in')
    expect(readSettings({ LEADS_ENDPOINT: '/forms/submit' }).leadsServiceApi).toBeUndefined()
  })

  test('BUILD_SKIP names the outputs a build leaves out; by default it makes them all, and an unknown name fails', () => {
    expect(readSettings({}).skip).toEqual(new Set())
    expect(readSettings({ BUILD_SKIP: 'pdfs, social-images,search-index' }).skip).toEqual(new Set(['pdfs', 'social-images', 'search-index']))
    expect(readSettings({ BUILD_SKIP: 'search-index' }).skip).toEqual(new Set(['search-index']))
    expect(readSettings({ BUILD_SKIP: 'brotli-twins' }).skip).toEqual(new Set(['brotli-twins']))
    expect(() => readSettings({ BUILD_SKIP: 'pdfs,og' })).toThrow(
      'BUILD_SKIP may list pdfs, social-images, search-index, brotli-twins (comma-separated); got "og"',
    )
  })

  test('absolute URLs never end with a slash', () => {
    expect(absoluteUrl('/', 'https://a.in')).toBe('https://a.in')
    expect(absoluteUrl('/about/team', 'https://a.in')).toBe('https://a.in/about/team')
  })
})
