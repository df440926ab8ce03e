/**
 * Where each lead's visit came from, on both storage back ends: validated with the lead, stored with it, the source
 * derived the one way the reports use, and shown back through the admin API (list, search, filters and their
 * choices, CSV and JSON exports).
 */
import { ATTRIBUTION_FIELDS, ATTRIBUTION_LIMITS } from '../../model/leadFields'
import { backends } from './support/backends'
import { adminRequest, lead, login, postLead, serviceSuite } from './support/service'

const CAMPAIGN_VISIT = {
  landingPage: '/services/seo?utm_source=newsletter&utm_medium=email&utm_campaign=diwali-2026&gclid=Cj0KCQ',
  referrer: 'https://news.example.org',
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'diwali-2026',
  utmTerm: 'seo agency delhi',
  utmContent: 'header-link',
  gclid: 'Cj0KCQ',
  fbclid: 'IwAR0abc',
  msclkid: '4f2d9c',
}

describe.each(backends)('lead attribution on $name', (backend) => {
  const service = serviceSuite(backend, { emptied: ['leads'] })

  const row = async (id: unknown) => (await service.db.query<Record<string, unknown>>('select * from leads where id = $1', [id]))[0]!
  const store = async (body: Record<string, unknown>) => {
    const response = await postLead(service.app, body)
    expect(response.status, await response.clone().text()).toBe(201)
    return row(body.id)
  }

  test.skipIf(backend.skipReason)('every field is stored with the lead; the source is utm_source, and the landing path drops the query', async () => {
    const stored = await store(lead('contact', CAMPAIGN_VISIT))
    expect(stored).toMatchObject({
      landing_page: CAMPAIGN_VISIT.landingPage,
      referrer: 'https://news.example.org',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'diwali-2026',
      utm_term: 'seo agency delhi',
      utm_content: 'header-link',
      gclid: 'Cj0KCQ',
      fbclid: 'IwAR0abc',
      msclkid: '4f2d9c',
      source: 'newsletter',
      landing_path: '/services/seo',
    })
  })

  test.skipIf(backend.skipReason)(
    'without utm_source the source is the referring host (without www.), else (direct); no attribution, no source',
    async () => {
      expect((await store(lead('hero', { landingPage: '/', referrer: 'https://www.google.com' }))).source).toBe('google.com')
      expect((await store(lead('hero', { landingPage: '/pricing', referrer: 'http://blog.example.in:8080' }))).source).toBe('blog.example.in')
      expect((await store(lead('popup', { landingPage: '/about' }))).source).toBe('(direct)')
      // An empty utm_source counts as none.
      expect((await store(lead('popup', { landingPage: '/about', utmSource: '' }))).source).toBe('(direct)')
      const none = await store(lead('newsletter'))
      expect(none).toMatchObject({ source: null, landing_page: null, landing_path: null, utm_source: null })
    },
  )

  test.skipIf(backend.skipReason)('each field is refused, naming it, when too long, not one printable line, or not text', async () => {
    for (const field of ATTRIBUTION_FIELDS) {
      const base = field === 'referrer' ? 'https://a.example' : field === 'landingPage' ? '/' : 'x'
      const tooLong = field === 'referrer' ? `https://${'a'.repeat(ATTRIBUTION_LIMITS[field])}.example` : base + 'x'.repeat(ATTRIBUTION_LIMITS[field])
      for (const [what, value] of [
        ['too long', tooLong],
        ['a line break', `${base}\nBcc: someone@example.com`],
        ['a tab', `${base}\tx`],
        ['a NUL', `${base}\u0000`],
        ['a C1 control', `${base}\u0085`],
        ['a line separator', `${base}\u2028x`],
        ['a bidirectional override', `${base}\u202Ex`],
        ['a number', 42],
      ] as const) {
        const response = await postLead(service.app, lead('hero', { [field]: value }))
        expect(response.status, `${field} with ${what}`).toBe(422)
        const body = await response.json()
        expect(body.error.code).toBe('invalid_lead')
        expect(
          body.error.issues.map((issue: { path: string }) => issue.path),
          `${field} with ${what}`,
        ).toContain(field)
      }
      // At the limit it is stored.
      const atLimit =
        field === 'referrer'
          ? `https://${'a'.repeat(ATTRIBUTION_LIMITS[field] - 'https://.example'.length)}.example`
          : base + 'x'.repeat(ATTRIBUTION_LIMITS[field] - base.length)
      expect(atLimit).toHaveLength(ATTRIBUTION_LIMITS[field])
      expect((await postLead(service.app, lead('hero', { landingPage: '/', [field]: atLimit }))).status, field).toBe(201)
    }
    expect((await postLead(service.app, lead('hero', { landingPage: 'https://evil.example/' }))).status).toBe(422)
    expect((await postLead(service.app, lead('hero', { referrer: 'https://www.google.com/search?q=agency' }))).status).toBe(422)
    expect((await postLead(service.app, lead('hero', { referrer: 'javascript:alert(1)' }))).status).toBe(422)
    expect(Number((await service.db.query<{ n: number }>('select count(*)::int as n from leads where landing_page is null'))[0]!.n)).toBe(0)
  })

  test.skipIf(backend.skipReason)(
    'the dashboard filters by source and by campaign, searches the attribution, and offers the choices there are',
    async () => {
      await store(lead('contact', { ...CAMPAIGN_VISIT, name: 'Campaign Kumar' }))
      await store(lead('hero', { name: 'Google Gupta', landingPage: '/', referrer: 'https://www.google.com' }))
      await store(lead('hero', { name: 'Direct Das', landingPage: '/contact' }))
      await store(lead('hero', { name: 'Other Campaign', landingPage: '/ppc', utmSource: 'newsletter', utmCampaign: 'monsoon' }))
      const cookie = await login(service.app)
      const names = async (query: string) =>
        ((await (await adminRequest(service.app, 'GET', `/leads?${query}`, { cookie })).json()).rows as { name: string }[]).map((each) => each.name).sort()

      expect(await names('source=newsletter')).toEqual(['Campaign Kumar', 'Other Campaign'])
      expect(await names('source=google.com')).toEqual(['Google Gupta'])
      expect(await names(`source=${encodeURIComponent('(direct)')}`)).toEqual(['Direct Das'])
      expect(await names('campaign=diwali-2026')).toEqual(['Campaign Kumar'])
      expect(await names('source=newsletter&campaign=monsoon')).toEqual(['Other Campaign'])
      // Search: campaign, term, landing page and referrer, in any case.
      expect(await names('q=DIWALI')).toEqual(['Campaign Kumar'])
      expect(await names('q=seo%20agency%20delhi')).toEqual(['Campaign Kumar'])
      expect(await names('q=google')).toEqual(['Google Gupta'])
      expect(await names(`q=${encodeURIComponent('/contact')}`)).toEqual(['Direct Das'])
      // Counts follow the filter.
      const page = await (await adminRequest(service.app, 'GET', '/leads?source=newsletter', { cookie })).json()
      expect(page.counts).toMatchObject({ all: 2, contact: 1, hero: 1 })
      expect(page.rows.find((each: { name: string }) => each.name === 'Campaign Kumar')).toMatchObject({ ...CAMPAIGN_VISIT, source: 'newsletter' })

      const facets = await (await adminRequest(service.app, 'GET', '/leads/facets', { cookie })).json()
      expect(facets.sources).toEqual([
        { value: 'newsletter', count: 2 },
        { value: '(direct)', count: 1 },
        { value: 'google.com', count: 1 },
      ])
      expect(facets.campaigns).toEqual([
        { value: 'diwali-2026', count: 1 },
        { value: 'monsoon', count: 1 },
      ])
      expect((await adminRequest(service.app, 'GET', '/leads?source=a%0Ab', { cookie })).status).toBe(400)
      expect((await adminRequest(service.app, 'GET', '/leads/facets')).status).toBe(401)
    },
  )

  test.skipIf(backend.skipReason)('the CSV has one column per field, the JSON one key per field', async () => {
    await store(lead('contact', { ...CAMPAIGN_VISIT, name: 'Export Eapen' }))
    await store(lead('hero', { name: 'Plain Pillai' }))
    const cookie = await login(service.app)
    const csv = new TextDecoder().decode(
      new Uint8Array(await (await adminRequest(service.app, 'GET', '/leads/export?format=csv', { cookie })).arrayBuffer()).slice(3),
    )
    const [header, ...rows] = csv.split('\r\n')
    const columns = header!.split(',').map((cell) => JSON.parse(cell) as string)
    const cells = (name: string) => {
      const line = rows.find((each) => each.includes(name))!
      const values = [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replaceAll('""', '"'))
      return Object.fromEntries(columns.map((column, index) => [column, values[index]]))
    }
    expect(cells('Export Eapen')).toMatchObject({
      Source: 'newsletter',
      'Landing page': CAMPAIGN_VISIT.landingPage,
      Referrer: 'https://news.example.org',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'diwali-2026',
      utm_term: 'seo agency delhi',
      utm_content: 'header-link',
      gclid: 'Cj0KCQ',
      fbclid: 'IwAR0abc',
      msclkid: '4f2d9c',
    })
    expect(cells('Plain Pillai')).toMatchObject({ Source: '', 'Landing page': '', utm_campaign: '' })

    const json = await (await adminRequest(service.app, 'GET', '/leads/export?format=json&q=eapen', { cookie })).json()
    expect(json[0]).toMatchObject(CAMPAIGN_VISIT)
  })

  test.skipIf(backend.skipReason)('a campaign name that looks like a formula is neutralised in the CSV', async () => {
    await store(lead('hero', { name: 'Formula Fakir', landingPage: '/', utmCampaign: '=HYPERLINK("http://evil.example")' }))
    const cookie = await login(service.app)
    const csv = await (await adminRequest(service.app, 'GET', '/leads/export?format=csv', { cookie })).text()
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
  })
})
