/**
 * Where a visit began (lib/client/visit.ts): what a page load records, when a page starts a new visit source, and
 * that storage which throws or holds garbage never breaks anything. Pages are plain objects shaped like a window.
 */
import { ATTRIBUTION_LIMITS } from '../../model/leadFields'
import { attributionOf, externalOrigin, parseAttribution, startVisit, storedAttribution, VISIT_KEY } from '../../lib/client/visit'

const SITE = 'https://www.agency.in'

function memoryStorage(): Storage {
  const data = new Map<string, string>()
  return {
    get length() {
      return data.size
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  }
}

const throwing = (): Storage =>
  new Proxy({} as Storage, {
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    },
  })

/** A page of the site: its URL, the page that linked to it, how it was reached, and the tab's sessionStorage. */
function page(url: string, { referrer = '', type = 'navigate', storage = memoryStorage() }: { referrer?: string; type?: string; storage?: Storage } = {}) {
  const { pathname, search, origin } = new URL(url, SITE)
  return {
    location: { pathname, search, origin },
    document: { referrer },
    performance: { getEntriesByType: () => [{ type }] },
    get sessionStorage() {
      return storage
    },
  } as unknown as Window
}

test('a page load records its path and query, the referring origin (not its path), the UTM parameters and the click ids', () => {
  expect(
    attributionOf(
      new URL(`${SITE}/services/seo?utm_source=newsletter&utm_medium=email&utm_campaign=X&utm_term=seo&utm_content=top&gclid=G1&fbclid=F1&msclkid=M1&x=1`),
      'https://news.example.org/issue/42?ref=abc',
    ),
  ).toEqual({
    landingPage: '/services/seo?utm_source=newsletter&utm_medium=email&utm_campaign=X&utm_term=seo&utm_content=top&gclid=G1&fbclid=F1&msclkid=M1&x=1',
    referrer: 'https://news.example.org',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'X',
    utmTerm: 'seo',
    utmContent: 'top',
    gclid: 'G1',
    fbclid: 'F1',
    msclkid: 'M1',
  })
})

test('the site’s own pages, a missing referrer and anything not http(s) are no referrer', () => {
  expect(externalOrigin(`${SITE}/about`, SITE)).toBeUndefined()
  expect(externalOrigin('', SITE)).toBeUndefined()
  expect(externalOrigin('android-app://com.google.android.gm/', SITE)).toBeUndefined()
  expect(externalOrigin('not a url', SITE)).toBeUndefined()
  expect(externalOrigin('https://agency.in/', SITE)).toBe('https://agency.in')
})

test('values are cleaned to what the lead service accepts: one printable line within the limit, never half a character', () => {
  const long = `${'a'.repeat(ATTRIBUTION_LIMITS.utmCampaign - 1)}😀tail`
  const found = attributionOf(
    new URL(`${SITE}/?utm_campaign=${encodeURIComponent(long)}&utm_source=${encodeURIComponent('news\nletter\u0085 ')}&utm_term=%20%20`),
    '',
  )
  expect(found.utmCampaign).toBe('a'.repeat(ATTRIBUTION_LIMITS.utmCampaign - 1))
  expect(found.utmSource).toBe('newsletter')
  expect(found).not.toHaveProperty('utmTerm')
})

test('a stored value is read back only as an attribution: unknown keys, wrong types and garbage are dropped', () => {
  expect(parseAttribution({ landingPage: '/', utmSource: 'x', evil: '<script>', utmCampaign: 5 })).toEqual({ landingPage: '/', utmSource: 'x' })
  expect(parseAttribution({ utmSource: 'x' })).toBeNull()
  expect(parseAttribution('[1,2]')).toBeNull()
  expect(parseAttribution(null)).toBeNull()
  expect(parseAttribution([{ landingPage: '/' }])).toBeNull()
  // Kept to the lead service's rules, which would refuse the whole lead otherwise: a landing page on the site, a
  // referrer that is only an origin.
  expect(parseAttribution({ landingPage: 'nopath', utmSource: 'x' })).toBeNull()
  expect(parseAttribution({ landingPage: '/', referrer: 'javascript:alert(1)', utmCampaign: 'ok\u202ecamp' })).toEqual({
    landingPage: '/',
    utmCampaign: 'okcamp',
  })
  expect(parseAttribution({ landingPage: '/', referrer: 'https://www.google.com/search?q=x' })).toEqual({ landingPage: '/' })
  expect(parseAttribution({ landingPage: '/', referrer: 'https://www.google.com' })).toEqual({ landingPage: '/', referrer: 'https://www.google.com' })
})

test('the first page starts the visit; the site’s own pages keep its attribution; a campaign link or another site starts a new one', () => {
  const storage = memoryStorage()
  const landing = startVisit(page('/services/seo?utm_source=newsletter&utm_campaign=X', { referrer: 'https://news.example.org/a', storage }))
  expect(landing).toMatchObject({
    landingPage: '/services/seo?utm_source=newsletter&utm_campaign=X',
    utmCampaign: 'X',
    referrer: 'https://news.example.org',
  })
  expect(startVisit(page('/about', { referrer: `${SITE}/services/seo`, storage }))).toBeNull()
  expect(startVisit(page('/contact', { referrer: `${SITE}/about`, storage }))).toBeNull()
  const tab = page('/contact', { storage })
  expect(storedAttribution(tab)).toMatchObject({ landingPage: '/services/seo?utm_source=newsletter&utm_campaign=X', utmSource: 'newsletter' })
  // A reload of a landing page (its referrer unchanged) is not a new visit.
  expect(
    startVisit(page('/services/seo?utm_source=newsletter&utm_campaign=X', { referrer: 'https://news.example.org/a', type: 'reload', storage })),
  ).toBeNull()
  // Back on the site from a search engine: a new source.
  expect(startVisit(page('/pricing', { referrer: 'https://www.google.com/', storage }))).toEqual({
    landingPage: '/pricing',
    referrer: 'https://www.google.com',
  })
  expect(storedAttribution(tab)).toEqual({ landingPage: '/pricing', referrer: 'https://www.google.com' })
})

test('a direct visit is recorded too (landing page only), and kept while the visitor moves around', () => {
  const storage = memoryStorage()
  expect(startVisit(page('/', { storage }))).toEqual({ landingPage: '/' })
  expect(startVisit(page('/about', { referrer: `${SITE}/`, storage }))).toBeNull()
  expect(JSON.parse(storage.getItem(VISIT_KEY)!)).toEqual({ landingPage: '/' })
})

test('garbage in storage is replaced by a fresh start; storage that throws breaks nothing and judges by the referrer', () => {
  const storage = memoryStorage()
  storage.setItem(VISIT_KEY, '{not json')
  expect(startVisit(page('/about', { referrer: `${SITE}/`, storage }))).toEqual({ landingPage: '/about' })
  expect(storedAttribution(page('/', { storage }))).toEqual({ landingPage: '/about' })

  const broken = throwing()
  expect(storedAttribution(page('/', { storage: broken }))).toBeUndefined()
  expect(startVisit(page('/?utm_source=x', { storage: broken }))).toEqual({ landingPage: '/?utm_source=x', utmSource: 'x' })
  expect(startVisit(page('/about', { referrer: `${SITE}/`, storage: broken }))).toBeNull()
  expect(startVisit(page('/about', { storage: broken }))).toEqual({ landingPage: '/about' })
})
