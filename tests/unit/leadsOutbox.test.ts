/**
 * The browser outbox (lib/client/leads.ts) against a fetch that answers like a receiver would: at least once from the
 * browser, every entry queued meanwhile sent in the same flush, retries on a timer, and a clear end for what the
 * receiver refuses or what waited a week. (The whole path against the real lead service: tests/e2e/leadService.spec.ts.)
 */
import { MAX_OUTBOX_AGE_MS } from '../../lib/client/leads'

const ENDPOINT = 'https://leads.agency.test/api/leads'
type Leads = typeof import('../../lib/client/leads')

/** A fresh copy of the module (its flush state is per page). */
const load = async (): Promise<Leads> => {
  vi.resetModules()
  return import('../../lib/client/leads')
}
const outbox = () => JSON.parse(localStorage.getItem('leadsOutbox') ?? '[]') as { lead: { id: string }; attempts: number; nextAttemptAt: number }[]
const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(status === 201 ? '{"received":true}' : '{"error":{"message":"nope"}}', { status, headers })
const entry = (id: string) => ({ id, submittedAt: new Date().toISOString(), name: `Lead ${id}`, email: 'a@b.in', phone: '1' })

/** A receiver that takes every lead (201): the bodies it was sent, in order. */
function receiveLeads(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)))
      return answer(201)
    }),
  )
  return bodies
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

test('a flush also sends what was queued while it ran, one request at a time', async () => {
  const leads = await load()
  const posted: string[] = []
  let inFlight = 0
  let most = 0
  let release: () => void = () => {}
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      inFlight++
      most = Math.max(most, inFlight)
      const id = JSON.parse(String(init.body)).id as string
      if (posted.length === 0) await new Promise<void>((resolve) => (release = resolve))
      posted.push(id)
      inFlight--
      return answer(201)
    }),
  )
  const first = leads.forwardLead(ENDPOINT, 'hero', entry('a'))
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
  const second = leads.forwardLead(ENDPOINT, 'popup', entry('b'))
  release()
  await Promise.all([first, second])
  expect(posted).toEqual(['a', 'b'])
  expect(most).toBe(1)
  expect(outbox()).toEqual([])
})

test('a refused lead (422) leaves the outbox with a console note and is not sent again', async () => {
  const leads = await load()
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer(422)),
  )
  await leads.forwardLead(ENDPOINT, 'contact', entry('refused'))
  expect(outbox()).toEqual([])
  expect(error).toHaveBeenCalledWith(expect.stringContaining('refused an enquiry (422: nope); it is not sent again and stays saved in this browser'))
  await leads.flushOutbox(ENDPOINT)
  expect(fetch).toHaveBeenCalledTimes(1)
})

test('408, 429 and 5xx are retried; 429 waits at least as long as Retry-After', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  for (const [status, headers, wait] of [
    [408, {}, 30_000],
    [503, {}, 30_000],
    [429, { 'Retry-After': '120' }, 120_000],
  ] as const) {
    localStorage.clear()
    const leads = await load()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(status, headers)),
    )
    const before = Date.now()
    await leads.forwardLead(ENDPOINT, 'hero', entry(`s${status}`))
    const [item] = outbox()
    expect(item, String(status)).toMatchObject({ attempts: 1 })
    expect(item!.nextAttemptAt - before, String(status)).toBeGreaterThanOrEqual(wait)
  }
})

test('while the page stays open, a failed send is retried by a timer and then delivered', async () => {
  vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') })
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const leads = await load()
  const fetchMock = vi.fn<() => Promise<Response>>().mockResolvedValueOnce(answer(500)).mockResolvedValue(answer(201))
  vi.stubGlobal('fetch', fetchMock)
  await leads.forwardLead(ENDPOINT, 'hero', entry('timer'))
  expect(outbox()).toHaveLength(1)
  await vi.advanceTimersByTimeAsync(29_000)
  expect(fetchMock).toHaveBeenCalledTimes(1)
  await vi.advanceTimersByTimeAsync(2_000)
  expect(fetchMock).toHaveBeenCalledTimes(2)
  expect(outbox()).toEqual([])
})

test('an entry queued more than 7 days ago is dropped with a console note, not sent', async () => {
  const leads = await load()
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer(201)),
  )
  const old = Date.now() - MAX_OUTBOX_AGE_MS - 60_000
  localStorage.setItem(
    'leadsOutbox',
    JSON.stringify([
      { lead: { ...entry('stale'), type: 'hero' }, attempts: 9, nextAttemptAt: 0, queuedAt: old },
      { lead: { ...entry('fresh'), type: 'hero' }, attempts: 1, nextAttemptAt: 0, queuedAt: Date.now() },
    ]),
  )
  await leads.flushOutbox(ENDPOINT)
  expect(fetch).toHaveBeenCalledTimes(1)
  expect(JSON.parse(String(vi.mocked(fetch).mock.calls[0]![1]!.body)).id).toBe('fresh')
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('Gave up sending 1 enquiry(ies) queued more than 7 days ago: stale'))
  expect(outbox()).toEqual([])
})

test('with storage unavailable the lead is still sent once, without an outbox', async () => {
  const leads = await load()
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer(201)),
  )
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError')
  })
  vi.spyOn(console, 'error').mockImplementation(() => {})
  await leads.forwardLead(ENDPOINT, 'hero', entry('nostorage'))
  expect(fetch).toHaveBeenCalledTimes(1)
  expect(JSON.parse(String(vi.mocked(fetch).mock.calls[0]![1]!.body))).toMatchObject({ id: 'nostorage', type: 'hero', page: '/' })
})

test('each lead carries where the visit began (from this tab’s sessionStorage); unreadable storage sends it without', async () => {
  const leads = await load()
  const bodies = receiveLeads()
  sessionStorage.setItem('visitAttribution', JSON.stringify({ landingPage: '/services/seo?utm_campaign=X', utmSource: 'newsletter', utmCampaign: 'X' }))
  await leads.forwardLead(ENDPOINT, 'hero', entry('with-visit'))
  expect(bodies[0]).toMatchObject({
    id: 'with-visit',
    page: window.location.pathname,
    landingPage: '/services/seo?utm_campaign=X',
    utmSource: 'newsletter',
    utmCampaign: 'X',
  })

  sessionStorage.setItem('visitAttribution', '{"landingPage": 42')
  await leads.forwardLead(ENDPOINT, 'hero', entry('garbage'))
  expect(bodies[1]).toMatchObject({ id: 'garbage' })
  expect(bodies[1]).not.toHaveProperty('landingPage')
  sessionStorage.clear()
})

/**
 * Storage as a browser that blocks it has it: reading window.localStorage or sessionStorage throws. Returns the undo,
 * which the test calls before the shared afterEach clears localStorage.
 */
function blockStorage(): () => void {
  const spies = (['localStorage', 'sessionStorage'] as const).map((name) =>
    vi.spyOn(window, name, 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    }),
  )
  vi.spyOn(console, 'error').mockImplementation(() => {})
  return () => spies.forEach((spy) => spy.mockRestore())
}

test('where storage throws, a lead still carries this page’s own attribution', async () => {
  const leads = await load()
  const visit = await import('../../lib/client/visit')
  const bodies = receiveLeads()
  window.history.replaceState(null, '', '/contact?utm_source=google&utm_campaign=store-throws&gclid=G2')
  const unblock = blockStorage()
  visit.startVisit()
  await leads.forwardLead(ENDPOINT, 'contact', entry('no-storage'))
  expect(bodies[0]).toMatchObject({
    id: 'no-storage',
    landingPage: '/contact?utm_source=google&utm_campaign=store-throws&gclid=G2',
    utmCampaign: 'store-throws',
    gclid: 'G2',
  })
  unblock()
  window.history.replaceState(null, '', '/')
})

test('a lead this browser cannot keep but that reached the agency is not reported as failed (the visitor would send it again)', async () => {
  const leads = await load()
  const unblock = blockStorage()
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer(201)),
  )
  expect(await leads.recordLead('contact', entry('sent-not-kept'), ENDPOINT)).toEqual({ ok: true })
  expect(fetch).toHaveBeenCalledTimes(1)
  // Neither kept nor sent: the visitor is told, and keeps what they typed.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('offline')
    }),
  )
  expect((await leads.recordLead('contact', entry('lost'), ENDPOINT)).ok).toBe(false)
  // Without a lead service the browser's list is the only store, as before.
  expect((await leads.recordLead('contact', entry('local-only'), undefined)).ok).toBe(false)
  unblock()
})
