/**
 * The page script's beacon (lib/client/beacon.ts): one page view after load, the tracked clicks that matter, nothing
 * with Global Privacy Control, and requests that carry no credentials and need no preflight.
 */
import { startBeacons } from '../../lib/client/beacon'
import { recordEvent } from '../../lib/client/tracker'

const ENDPOINT = '/api/events'

function fakeWindow({ gpc = false, readyState = 'complete' }: { gpc?: boolean; readyState?: DocumentReadyState } = {}) {
  const sent: { url: string; init: RequestInit; body: Record<string, unknown> }[] = []
  const listeners: Record<string, () => void> = {}
  const win = {
    navigator: { globalPrivacyControl: gpc },
    location: { pathname: '/services/seo' },
    document: { readyState },
    fetch: vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init, body: JSON.parse(String(init.body)) })
      return new Response(null, { status: 204 })
    }),
    setTimeout: (run: () => void) => run(),
    addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
  } as unknown as Window
  return { win, sent, load: () => listeners.load?.() }
}

test('one page view once the page has loaded, with where the visit came from on its first page', () => {
  const { win, sent, load } = fakeWindow({ readyState: 'loading' })
  startBeacons(
    ENDPOINT,
    { landingPage: '/services/seo?utm_campaign=X', referrer: 'https://news.example.org', utmSource: 'newsletter', utmCampaign: 'X', gclid: 'G' },
    win,
  )
  expect(sent).toEqual([])
  load()
  expect(sent).toHaveLength(1)
  expect(sent[0]!.url).toBe(ENDPOINT)
  // Only what the service keeps for a visit: no landing query, no click id.
  expect(sent[0]!.body).toEqual({
    path: '/services/seo',
    kind: 'pageview',
    landing: true,
    referrer: 'https://news.example.org',
    utmSource: 'newsletter',
    utmCampaign: 'X',
  })
  expect(sent[0]!.init).toMatchObject({ method: 'POST', keepalive: true, mode: 'no-cors', credentials: 'omit' })
  // No Content-Type header: a plain-text body, so no preflight.
  expect(sent[0]!.init.headers).toBeUndefined()
})

test('a page further into the visit says only its path', () => {
  const { win, sent } = fakeWindow()
  startBeacons(ENDPOINT, null, win)
  expect(sent.map((each) => each.body)).toEqual([{ path: '/services/seo', kind: 'pageview' }])
})

test('calls, chats, form submissions, send-message clicks and downloads are sent; other button clicks are not', () => {
  const { win, sent } = fakeWindow()
  startBeacons(ENDPOINT, null, win)
  for (const name of ['button_click', 'phone_click', 'whatsapp_click', 'form_submission', 'send_message_click', 'download'] as const) recordEvent(name, {})
  expect(sent.slice(1).map((each) => each.body)).toEqual(
    ['phone_click', 'whatsapp_click', 'form_submission', 'send_message_click', 'download'].map((kind) => ({ path: '/services/seo', kind })),
  )
})

test('with Global Privacy Control nothing is sent', () => {
  const { win, sent } = fakeWindow({ gpc: true })
  startBeacons(ENDPOINT, { landingPage: '/' }, win)
  recordEvent('phone_click', {})
  expect(sent).toEqual([])
})
