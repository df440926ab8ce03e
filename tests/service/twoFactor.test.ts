/**
 * Two-factor sign-in: one-time codes (RFC 6238) checked at a known time, and on both storage back ends turning it on
 * and off, signing in with a code or a recovery code, a code never accepted twice, and code guesses throttled like
 * password guesses (counted before they are checked).
 */
import { createHash } from 'node:crypto'
import type { Hono } from 'hono'
import { Secret, TOTP } from 'otpauth'
import { hashRecoveryCode, matchingStep, newRecoveryCodes, normaliseRecoveryCode, otpauthUri, qrRows } from '../../service/team/totp'
import type { Database } from '../../service/platform/db/database'
import { FREE_FAILURES } from '../../service/team/throttle'
import { backends, openTestDatabase } from './support/backends'
import { ADMIN, adminRequest, login, testService } from './support/service'

// RFC 6238, appendix B: the SHA-1 seed "12345678901234567890" gives 94287082 at T = 59 s (8 digits); we use 6.
const RFC_SECRET = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer }).base32

/** The code an authenticator shows for `secret` at `timestamp` (ms), computed by the library independently of ours. */
const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp })

describe('one-time codes at a known time', () => {
  test('the RFC 6238 test vector: 287082 at 59 s is step 1; a step either side is allowed, two are not', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    expect(matchingStep(RFC_SECRET, '287082', 59_000)).toBe(1)
    expect(matchingStep(RFC_SECRET, '287 082', 59_000)).toBe(1)
    expect(matchingStep(RFC_SECRET, '287082', 59_000 + 30_000)).toBe(1)
    expect(matchingStep(RFC_SECRET, '287082', 59_000 + 60_000)).toBeNull()
    expect(matchingStep(RFC_SECRET, '287083', 59_000)).toBeNull()
    expect(matchingStep(RFC_SECRET, '28708', 59_000)).toBeNull()
    // 2033-05-18T03:33:20Z: the library's code for that moment is step 66,666,666.
    const at = 2_000_000_000_000
    expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, at), at)).toBe(66_666_666)
    expect(codeAt(RFC_SECRET, at)).toBe('279037')
  })

  test('the authenticator URI names the issuer and the account; the QR code is square and not blank', () => {
    const uri = otpauthUri(RFC_SECRET, 'Acme Digital', 'ravi@agency.test')
    expect(uri).toBe(
      'otpauth://totp/Acme%20Digital:ravi%40agency.test?issuer=Acme%20Digital&secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&algorithm=SHA1&digits=6&period=30',
    )
    const rows = qrRows(uri)
    expect(rows.length).toBeGreaterThanOrEqual(21)
    expect(rows.every((row) => row.length === rows.length && /^[01]+$/.test(row))).toBe(true)
    // The finder pattern in the top left corner: a dark 7×7 ring.
    expect(rows[0]!.slice(0, 7)).toBe('1111111')
    expect(rows[1]!.slice(0, 7)).toBe('1000001')
  })

  test('recovery codes: ten different ones, typed in any case with or without the dash', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    const [code] = codes as [string]
    expect(normaliseRecoveryCode(` ${code.toUpperCase().replace('-', ' ')} `)).toBe(code.replace('-', ''))
    expect(hashRecoveryCode(code.toUpperCase())).toBe(hashRecoveryCode(code))
    expect(normaliseRecoveryCode('123456')).toBeNull()
  })
})

describe.each(backends)('two-factor sign-in on $name', (backend) => {
  let db: Database
  let app: Hono
  let close: () => Promise<void>
  let owner: string

  beforeAll(async () => {
    if (backend.skipReason) return
    const opened = await openTestDatabase(backend)
    db = opened.db
    close = opened.close
  })
  afterAll(async () => close?.())
  beforeEach(async () => {
    if (backend.skipReason) return
    for (const table of ['users', 'admin_sessions', 'login_failures', 'admin_devices']) await db.query(`delete from ${table}`)
    app = (await testService(db)).app
    owner = await login(app)
  })

  const call = (method: string, path: string, cookie: string, body?: unknown) => adminRequest(app, method, path, { cookie, body })

  /** Turns two-factor sign-in on for the owner: the secret, the recovery codes, and when the confirming code was made. */
  async function turnOn(): Promise<{ secret: string; recoveryCodes: string[]; confirmedAt: number }> {
    const setup = await (await call('POST', '/account/two-factor', owner)).json()
    const confirmedAt = Date.now()
    const confirmed = await call('POST', '/account/two-factor/confirm', owner, { code: codeAt(setup.secret, confirmedAt) })
    expect(confirmed.status).toBe(200)
    return { secret: setup.secret, recoveryCodes: (await confirmed.json()).recoveryCodes, confirmedAt }
  }

  /** The first step of a sign-in: the password is right, a code is asked for. The challenge cookie to send with it. */
  async function passwordStep(ip?: string): Promise<string> {
    const response = await adminRequest(app, 'POST', '/login', { body: ADMIN, ip })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ secondFactor: 'code' })
    const cookies = response.headers.getSetCookie()
    expect(cookies.some((line) => line.startsWith('admin_session='))).toBe(false)
    const challenge = cookies.find((line) => line.startsWith('admin_challenge='))!
    expect(challenge).toMatch(/HttpOnly/i)
    expect(challenge).toMatch(/SameSite=Strict/i)
    expect(challenge).toMatch(/Path=\/api\/admin\/login/)
    expect(challenge).toMatch(/Max-Age=300/)
    return challenge.split(';')[0]!
  }

  const codeStep = (challenge: string, code: string, ip?: string) => adminRequest(app, 'POST', '/login/code', { cookie: challenge, body: { code }, ip })
  const sessionOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((line) => line.startsWith('admin_session='))
      ?.split(';')[0]

  test.skipIf(backend.skipReason)('turned on with a confirming code: the secret as text and a QR code, recovery codes once', async () => {
    const setup = await (await call('POST', '/account/two-factor', owner)).json()
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.uri).toContain(`secret=${setup.secret}`)
    expect(setup.qr.length).toBeGreaterThan(20)
    // Not on until a code from the new secret confirms it.
    expect(await (await call('GET', '/session', owner)).json()).toMatchObject({ twoFactor: false })
    const wrong = await call('POST', '/account/two-factor/confirm', owner, { code: '000000' === codeAt(setup.secret, Date.now()) ? '111111' : '000000' })
    expect(wrong.status).toBe(422)
    const confirmed = await call('POST', '/account/two-factor/confirm', owner, { code: codeAt(setup.secret, Date.now()) })
    const { recoveryCodes } = await confirmed.json()
    expect(recoveryCodes).toHaveLength(10)
    expect(await (await call('GET', '/session', owner)).json()).toMatchObject({ twoFactor: true, recoveryCodesLeft: 10 })
    // Stored hashed, never as shown.
    const stored = JSON.stringify(await db.query('select * from recovery_codes'))
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''))
    expect((await call('POST', '/account/two-factor', owner)).status).toBe(409)
  })

  test.skipIf(backend.skipReason)('signing in takes the password, then a one-time code, which is never accepted twice', async () => {
    const { secret, confirmedAt } = await turnOn()
    // The confirming code is spent already; the authenticator's next code (the next 30-second step) works.
    const spent = await codeStep(await passwordStep(), codeAt(secret, confirmedAt))
    expect(spent.status).toBe(401)
    expect((await spent.json()).error.code).toBe('invalid_code')
    const next = codeAt(secret, confirmedAt + 30_000)
    const challenge = await passwordStep()
    const signedIn = await codeStep(challenge, next)
    expect(signedIn.status).toBe(200)
    const session = sessionOf(signedIn)!
    expect((await adminRequest(app, 'GET', '/session', { cookie: session })).status).toBe(200)
    // The challenge is spent with it, and the same code in a new sign-in is refused.
    expect((await codeStep(challenge, next)).status).toBe(401)
    const reused = await codeStep(await passwordStep(), next)
    expect(reused.status).toBe(401)
    expect(sessionOf(reused)).toBeUndefined()
    // Only the challenge token's hash is kept.
    const token = (await passwordStep()).split('=')[1]!
    const rows = await db.query<{ token_hash: string }>('select token_hash from login_challenges')
    expect(rows.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  test.skipIf(backend.skipReason)('one code sent twice at once signs in once', async () => {
    const { secret } = await turnOn()
    const code = codeAt(secret, Date.now() + 30_000)
    const [first, second] = [await passwordStep(), await passwordStep()]
    const answers = await Promise.all([codeStep(first, code), codeStep(second, code)])
    expect(answers.map((response) => response.status).sort()).toEqual([200, 401])
  })

  test.skipIf(backend.skipReason)('a recovery code signs in once', async () => {
    const { recoveryCodes } = await turnOn()
    const code = recoveryCodes[3]!
    const signedIn = await codeStep(await passwordStep(), code.toUpperCase())
    expect(signedIn.status).toBe(200)
    expect(await (await adminRequest(app, 'GET', '/session', { cookie: sessionOf(signedIn)! })).json()).toMatchObject({ recoveryCodesLeft: 9 })
    expect((await codeStep(await passwordStep(), code)).status).toBe(401)
    expect((await codeStep(await passwordStep(), 'aaaaa-aaaaa')).status).toBe(401)
  })

  test.skipIf(backend.skipReason)('code guesses are counted before they are checked: 30 at once get at most the free allowance', async () => {
    const { secret } = await turnOn()
    const challenge = await passwordStep()
    const right = codeAt(secret, Date.now() + 30_000)
    const guesses = Array.from({ length: 30 }, (_, index) => String((Number(right) + 1 + index * 7919) % 1_000_000).padStart(6, '0'))
    const answers = await Promise.all(guesses.map((guess, index) => codeStep(challenge, guess, `198.51.100.${index + 1}`)))
    const statuses = answers.map((response) => response.status)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(FREE_FAILURES)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30 - FREE_FAILURES)
    // Now even the right code waits, from any address, with Retry-After.
    const held = await codeStep(challenge, right, '192.0.2.200')
    expect(held.status).toBe(429)
    expect(Number(held.headers.get('Retry-After'))).toBeGreaterThan(25)
  })

  test.skipIf(backend.skipReason)(
    "the owner's own browser passes both steps while strangers on its address, even with the password, are held",
    async () => {
      const { secret, confirmedAt, recoveryCodes } = await turnOn()
      const office = '198.51.100.90'
      const both = (code: string, cookie: string) => adminRequest(app, 'POST', '/login/code', { ip: office, cookie, body: { code } })
      const browserPassword = (device: string) => adminRequest(app, 'POST', '/login', { ip: office, body: ADMIN, cookie: device })
      const challengeOf = (response: Response) =>
        response.headers
          .getSetCookie()
          .find((line) => line.startsWith('admin_challenge='))!
          .split(';')[0]!
      // The owner signs in once from the office: after the code, the browser keeps a device cookie.
      const first = await codeStep(await passwordStep(office), codeAt(secret, confirmedAt + 30_000), office)
      expect(first.status).toBe(200)
      const device = first.headers
        .getSetCookie()
        .find((line) => line.startsWith('admin_device='))!
        .split(';')[0]!
      // Someone on the same address who has the password guesses codes, and someone else guesses passwords.
      const stolen = await passwordStep(office)
      const guesses = await Promise.all(Array.from({ length: 30 }, (_, index) => codeStep(stolen, String(index).padStart(6, '9'), office)))
      expect(guesses.filter((response) => response.status === 401).length).toBeLessThanOrEqual(FREE_FAILURES)
      await Promise.all(Array.from({ length: 30 }, () => adminRequest(app, 'POST', '/login', { ip: office, body: { ...ADMIN, password: 'not it' } })))
      expect((await codeStep(await passwordStep('192.0.2.90'), recoveryCodes[0]!, '192.0.2.90')).status).toBe(429)
      // The owner's browser: password, then code (a recovery code: the authenticator's next one is 30 s away), at once.
      const password = await browserPassword(device)
      expect(password.status).toBe(200)
      const signedIn = await both(recoveryCodes[1]!, `${challengeOf(password)}; ${device}`)
      expect(signedIn.status).toBe(200)
      // Its own wrong codes count on its own line, which a right password does not clear.
      const challenge = challengeOf(await browserPassword(device))
      for (let index = 0; index < FREE_FAILURES; index++) expect((await both('000000', `${challenge}; ${device}`)).status).toBe(401)
      const again = challengeOf(await browserPassword(device))
      expect((await both(recoveryCodes[2]!, `${again}; ${device}`)).status).toBe(429)
    },
  )

  test.skipIf(backend.skipReason)('a sign-in waiting for its code ends after five minutes, and with a password change', async () => {
    const { secret } = await turnOn()
    const late = await passwordStep()
    await db.query(`update login_challenges set expires_at = now() - interval '1 second'`)
    const expired = await codeStep(late, codeAt(secret, Date.now() + 30_000))
    expect(expired.status).toBe(401)
    expect((await expired.json()).error.code).toBe('challenge_expired')
    expect((await codeStep('admin_challenge=' + 'A'.repeat(43), '123456')).status).toBe(401)

    const pending = await passwordStep()
    expect((await call('POST', '/account/password', owner, { current: ADMIN.password, password: 'a new owner passphrase 13' })).status).toBe(200)
    expect((await codeStep(pending, codeAt(secret, Date.now() + 30_000))).status).toBe(401)
  })

  test.skipIf(backend.skipReason)('turned off only with the password; then the password alone signs in again', async () => {
    await turnOn()
    const refused = await call('POST', '/account/two-factor/off', owner, { password: 'not the password' })
    expect(refused.status).toBe(401)
    expect(await (await call('GET', '/session', owner)).json()).toMatchObject({ twoFactor: true })
    expect((await call('POST', '/account/two-factor/off', owner, { password: ADMIN.password })).status).toBe(204)
    expect(await db.query('select * from recovery_codes')).toEqual([])
    const plain = await adminRequest(app, 'POST', '/login', { body: ADMIN })
    expect(sessionOf(plain)).toBeDefined()
  })

  test.skipIf(backend.skipReason)('a new set-up link lets a user who lost their authenticator back in: it turns two-factor sign-in off', async () => {
    const created = await (await call('POST', '/users', owner, { name: 'Lost Phone', email: 'lost@agency.test', role: 'member' })).json()
    await adminRequest(app, 'POST', '/setup', { body: { token: created.link.token, password: 'first member passphrase 14' } })
    const member = await login(app, { username: 'lost@agency.test', password: 'first member passphrase 14' })
    const setup = await (await call('POST', '/account/two-factor', member)).json()
    expect((await call('POST', '/account/two-factor/confirm', member, { code: codeAt(setup.secret, Date.now()) })).status).toBe(200)

    const link = (await (await call('POST', `/users/${created.user.id}/setup-link`, owner)).json()).link
    expect((await adminRequest(app, 'POST', '/setup', { body: { token: link.token, password: 'second member passphrase 15' } })).status).toBe(200)
    // Their old session ended; the new password alone signs in.
    expect((await adminRequest(app, 'GET', '/session', { cookie: member })).status).toBe(401)
    const again = await adminRequest(app, 'POST', '/login', { body: { username: 'lost@agency.test', password: 'second member passphrase 15' } })
    expect(sessionOf(again)).toBeDefined()
  })
})
