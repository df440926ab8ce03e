import { afterEach, describe, expect, test, vi } from 'vitest'
import { checkServiceCode, checkServiceLogin } from '../../admin/api/adminApi'

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
