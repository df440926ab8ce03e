import { afterEach, describe, expect, expectTypeOf, test, vi } from 'vitest'
import { adminClient, checkServiceCode, checkServiceLogin, listLeads, updateLead, type LeadChange } from '../../lib/client/adminApi'
import type { LeadFilter } from '../../lib/leadFields'

/**
 * The dashboard's login against the lead service, over a fetch that answers as the service does. What is checked here
 * is the client's reading of the answers; the service's own behaviour is tested against the service in tests/service.
 */
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })

function serviceAnswers(...answers: Response[]) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url)
      const next = answers.shift()
      if (!next) throw new Error(`unexpected request to ${url}`)
      return next
    }),
  )
  return calls
}

afterEach(() => vi.unstubAllGlobals())

describe('checkServiceLogin', () => {
  test('a login counts once the browser sends the session back', async () => {
    const calls = serviceAnswers(json(200, { username: 'owner', expiresAt: '2026-11-25T00:00:00Z' }), json(200, { username: 'owner' }))
    expect(await checkServiceLogin('/api', 'owner', 'pw')).toEqual({ kind: 'success' })
    expect(calls).toEqual(['/api/admin/login', '/api/admin/session'])
  })

  test('an accepted password whose session cookie the browser did not keep is said so, not taken for a success', async () => {
    serviceAnswers(
      json(200, { username: 'owner', expiresAt: '2026-11-25T00:00:00Z' }),
      json(401, { error: { code: 'not_signed_in', message: 'Please log in' } }),
    )
    expect(await checkServiceLogin('https://leads.agency.in/api', 'owner', 'pw')).toEqual({ kind: 'cookie-refused' })
  })

  test('401 is a mismatch and 429 a throttle with its Retry-After', async () => {
    serviceAnswers(json(401, { error: { code: 'invalid_credentials', message: 'Invalid credentials. Please try again.' } }))
    expect(await checkServiceLogin('/api', 'owner', 'pw')).toEqual({ kind: 'mismatch', waitMs: 0 })
    serviceAnswers(json(429, { error: { code: 'login_throttled', message: 'Too many' } }, { 'Retry-After': '45' }))
    expect(await checkServiceLogin('/api', 'owner', 'pw')).toEqual({ kind: 'throttled', waitMs: 45_000 })
  })
})

describe('two-factor sign-in', () => {
  test('a right password with two-factor sign-in on asks for a code, and no session is looked for yet', async () => {
    const calls = serviceAnswers(json(200, { secondFactor: 'code' }))
    expect(await checkServiceLogin('/api', 'owner', 'pw')).toEqual({ kind: 'second-factor' })
    expect(calls).toEqual(['/api/admin/login'])
  })

  test('a right code counts once the session comes back; a wrong one is a mismatch, an ended sign-in says so, 429 waits', async () => {
    const calls = serviceAnswers(json(200, { username: 'owner', expiresAt: '2026-11-25T00:00:00Z' }), json(200, { username: 'owner' }))
    expect(await checkServiceCode('/api', '123456')).toEqual({ kind: 'success' })
    expect(calls).toEqual(['/api/admin/login/code', '/api/admin/session'])
    serviceAnswers(json(401, { error: { code: 'invalid_code', message: 'That code is not right' } }))
    expect(await checkServiceCode('/api', '123456')).toEqual({ kind: 'mismatch', waitMs: 0 })
    serviceAnswers(json(401, { error: { code: 'challenge_expired', message: 'Too long' } }))
    expect(await checkServiceCode('/api', '123456')).toEqual({ kind: 'code-expired' })
    serviceAnswers(json(429, { error: { code: 'login_throttled', message: 'Too many' } }, { 'Retry-After': '60' }))
    expect(await checkServiceCode('/api', '123456')).toEqual({ kind: 'throttled', waitMs: 60_000 })
  })
})

describe('the client typed from the admin routes', () => {
  const filter: LeadFilter = { folder: 'inbox', type: 'all', status: 'all', query: 'asha', source: '', campaign: 'diwali' }

  test('a call goes to its route with its method, query and JSON body, and sends the session cookie', async () => {
    const requests: { url: string; init: RequestInit }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        requests.push({ url, init })
        return json(200, { rows: [], total: 0 })
      }),
    )
    await listLeads('https://leads.agency.in/api', filter, 2, 25)
    await updateLead('/api', '0b0e-id/..', { status: 'won', dealValue: 50_000 })
    expect(requests.map(({ url, init }) => [init.method, url])).toEqual([
      ['GET', 'https://leads.agency.in/api/admin/leads?folder=inbox&type=all&status=all&q=asha&campaign=diwali&page=2&pageSize=25'],
      ['PATCH', '/api/admin/leads/0b0e-id%2F..'],
    ])
    expect(requests.every(({ init }) => init.credentials === 'include')).toBe(true)
    expect(new Headers(requests[1]!.init.headers).get('Content-Type')).toBe('application/json')
    expect(JSON.parse(String(requests[1]!.init.body))).toEqual({ status: 'won', dealValue: 50_000 })
  })

  test('a service that cannot be reached is status 0, unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(listLeads('/api', filter, 1, 50)).rejects.toMatchObject({ status: 0, code: 'unreachable', message: 'Failed to fetch' })
  })

  test("a route's path, method, query or body that the service does not take fails the type check", () => {
    expectTypeOf<LeadChange>().toEqualTypeOf<{
      status?: 'new' | 'contacted' | 'qualified' | 'proposal' | 'won' | 'lost' | undefined
      dealValue?: number | undefined
      lostReason?: string | undefined
      lostDetail?: string | undefined
      spam?: boolean | undefined
    }>()
    // Never called: what matters is that `npm run typecheck` refuses each line below (an unused @ts-expect-error fails it).
    const refused = (client: ReturnType<typeof adminClient>) => [
      // @ts-expect-error: no route at /lead
      client.lead.$get(),
      // @ts-expect-error: the list is read with GET, not POST
      client.leads.$post({ query: {} }),
      // @ts-expect-error: there is no folder "trash"
      client.leads.$get({ query: { folder: 'trash' } }),
      // @ts-expect-error: a lead's stage is its status, not "stage"
      client.leads[':id'].$patch({ param: { id: 'x' }, json: { stage: 'won' } }),
      // @ts-expect-error: a deal value is a number of rupees
      client.leads[':id'].$patch({ param: { id: 'x' }, json: { status: 'won', dealValue: '50000' } }),
      // @ts-expect-error: a note's route needs the lead's id
      client.leads[':id'].notes.$post({ json: { body: 'Called back' } }),
      // @ts-expect-error: a login sends a username and a password
      client.login.$post({ json: { user: 'owner', password: 'pw' } }),
    ]
    expectTypeOf(refused).toBeFunction()
  })
})
