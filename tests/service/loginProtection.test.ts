/**
 * What stands between a stranger and the dashboard, on both storage back ends: the login throttle under parallel
 * guesses, the owner's own browser during an attack on the username, sessions that end when the credentials change
 * or when the owner signs out everywhere, and client addresses counted by network.
 */
import type { Hono } from 'hono'
import { hashPassword } from '../../service/team/password'
import type { Database } from '../../service/platform/db/database'
import { rateKey } from '../../service/platform/http/guards'
import { FREE_FAILURES } from '../../service/team/throttle'
import { backends, openTestDatabase } from './support/backends'
import { ADMIN, addUser, adminRequest, login, testConfig, testService } from './support/service'

describe.each(backends)('login protection on $name', (backend) => {
  let db: Database
  let app: Hono
  let close: () => Promise<void>

  beforeAll(async () => {
    if (backend.skipReason) return
    const opened = await openTestDatabase(backend)
    db = opened.db
    close = opened.close
  })
  afterAll(async () => close?.())
  beforeEach(async () => {
    if (backend.skipReason) return
    for (const table of ['users', 'login_failures', 'admin_sessions', 'admin_devices']) await db.query(`delete from ${table}`)
    // The credentials live in the database, applied from the environment at start: a test that restarts the service
    // with a new ADMIN_PASSWORD_HASH or ADMIN_USERNAME changes them for the next, so each starts it with the suite's.
    app = (await testService(db)).app
  })

  const wrong = (ip: string, extra: { cookie?: string } = {}) =>
    adminRequest(app, 'POST', '/login', { ip, body: { username: ADMIN.username, password: 'not it' }, ...extra })

  test.skipIf(backend.skipReason)('30 parallel wrong passwords from one address get at most the free allowance of real checks', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => wrong('198.51.100.7')))
    const statuses = answers.map((response) => response.status)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(FREE_FAILURES)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30 - FREE_FAILURES)
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true)
  })

  test.skipIf(backend.skipReason)('a throttled address trying a new username each time adds nothing to the database', async () => {
    const ip = '198.51.100.9'
    const attempt = (username: string) => adminRequest(app, 'POST', '/login', { ip, body: { username, password: 'not it' } })
    for (let index = 0; index < FREE_FAILURES; index++) expect((await attempt(`guess-${index}`)).status).toBe(401)
    const rows = async () => (await db.query<{ n: number }>('select count(*)::int as n from login_failures'))[0]!.n
    const before = await rows()
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => attempt(`${'x'.repeat(150)}-${index}`)))
    expect(answers.map((response) => response.status)).toEqual(Array.from({ length: 40 }, () => 429))
    expect(await rows()).toBe(before)
  })

  test.skipIf(backend.skipReason)('30 parallel wrong passwords from 30 addresses are held by the username count just the same', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => wrong(`198.51.100.${index + 10}`)))
    expect(answers.filter((response) => response.status === 401).length).toBeLessThanOrEqual(FREE_FAILURES)
  })

  test.skipIf(backend.skipReason)('strangers guessing at the username do not lock the owner out of a browser that signed in before', async () => {
    // The owner signs in once: the browser keeps a device cookie (sent only to the login route), then signs out.
    const first = await adminRequest(app, 'POST', '/login', { ip: '192.0.2.10', body: ADMIN })
    expect(first.status).toBe(200)
    const device = first.headers.getSetCookie().find((line) => line.startsWith('admin_device='))!
    expect(device).toMatch(/HttpOnly/i)
    expect(device).toMatch(/SameSite=Strict/i)
    expect(device).toMatch(/Path=\/api\/admin\/login/)
    const deviceCookie = device.split(';')[0]!
    // Twelve wrong guesses from twelve addresses: the username is throttled for everyone without that cookie.
    for (let index = 0; index < 12; index++) await wrong(`203.0.113.${index + 100}`)
    const stranger = await adminRequest(app, 'POST', '/login', { ip: '192.0.2.11', body: ADMIN })
    expect(stranger.status).toBe(429)
    // The owner's browser, from its usual address or a new one, still signs in with the right password.
    const owner = await adminRequest(app, 'POST', '/login', { ip: '192.0.2.12', body: ADMIN, cookie: deviceCookie })
    expect(owner.status).toBe(200)
    // A wrong password from the owner's browser counts against that device only.
    for (let index = 0; index < FREE_FAILURES; index++) await wrong('192.0.2.13', { cookie: deviceCookie })
    expect((await wrong('192.0.2.14', { cookie: deviceCookie })).status).toBe(429)
    // A device cookie given to another user, or made up, is a stranger's.
    expect((await adminRequest(app, 'POST', '/login', { ip: '192.0.2.15', body: ADMIN, cookie: `admin_device=${'B'.repeat(43)}` })).status).toBe(429)
  })

  /** The owner's browser signs in once from `ip` and signs out: the device cookie it keeps (the Cookie header to send). */
  async function ownersBrowser(ip: string, credentials: { username: string; password: string } = ADMIN): Promise<string> {
    const first = await adminRequest(app, 'POST', '/login', { ip, body: credentials })
    expect(first.status).toBe(200)
    const session = first.headers
      .getSetCookie()
      .find((line) => line.startsWith('admin_session='))!
      .split(';')[0]!
    expect((await adminRequest(app, 'POST', '/logout', { ip, cookie: session })).status).toBe(204)
    return first.headers
      .getSetCookie()
      .find((line) => line.startsWith('admin_device='))!
      .split(';')[0]!
  }

  /** Every key's last failure an hour earlier: the waits a guesser sat out have passed. */
  const anHourPasses = () => db.query(`update login_failures set last_failure_at = last_failure_at - interval '1 hour'`)

  test.skipIf(backend.skipReason)("a guesser on the owner's own address never keeps the owner's browser out", async () => {
    const office = '198.51.100.50'
    const device = await ownersBrowser(office)
    // Someone behind the same NAT guesses in parallel, with no device cookie: at most the free allowance is checked.
    const burst = await Promise.all(Array.from({ length: 30 }, () => wrong(office)))
    expect(burst.filter((response) => response.status === 401).length).toBeLessThanOrEqual(FREE_FAILURES)
    expect(burst.every((response) => response.status === 401 || response.status === 429)).toBe(true)
    // The same browser signs in at once, from the same address.
    expect((await adminRequest(app, 'POST', '/login', { ip: office, body: ADMIN, cookie: device })).status).toBe(200)
    // The guesser keeps at it for hours, one guess each time its wait ends, until the address waits its longest.
    for (let round = 0; round < 10; round++) {
      await anHourPasses()
      await wrong(office)
    }
    const stranger = await adminRequest(app, 'POST', '/login', { ip: office, body: ADMIN })
    expect(stranger.status).toBe(429)
    expect(Number(stranger.headers.get('Retry-After'))).toBeGreaterThan(14 * 60)
    const owner = await adminRequest(app, 'POST', '/login', { ip: office, body: ADMIN, cookie: device })
    expect(owner.status, `the owner's browser was told to wait ${owner.headers.get('Retry-After')} s`).toBe(200)
    // The owner's own wrong passwords count on the device's line, not the address's: the next stranger's wait is unchanged.
    for (let index = 0; index < FREE_FAILURES; index++) expect((await wrong(office, { cookie: device })).status).toBe(401)
    expect((await wrong(office, { cookie: device })).status).toBe(429)
  })

  test.skipIf(backend.skipReason)("a member's browser guessing at the owner's username is a stranger to the owner's account", async () => {
    const office = '198.51.100.60'
    const ownerDevice = await ownersBrowser(office)
    await addUser(app, await login(app), { name: 'Ravi Kumar', email: 'ravi@agency.test', password: 'a members own passphrase 8' })
    const memberDevice = await ownersBrowser(office, { username: 'ravi@agency.test', password: 'a members own passphrase 8' })
    // The member's browser, with its own device cookie, sends 30 guesses at the owner's name in parallel.
    const burst = await Promise.all(Array.from({ length: 30 }, () => wrong(office, { cookie: memberDevice })))
    expect(burst.filter((response) => response.status === 401).length).toBeLessThanOrEqual(FREE_FAILURES)
    // Counted as a stranger's: per username (a browser elsewhere without a cookie waits) and per address.
    expect((await adminRequest(app, 'POST', '/login', { ip: '192.0.2.70', body: ADMIN })).status).toBe(429)
    expect((await adminRequest(app, 'POST', '/login', { ip: office, body: { username: 'nobody@agency.test', password: 'x' } })).status).toBe(429)
    // Neither the owner's browser nor the member's own sign-in is held back by it.
    expect((await adminRequest(app, 'POST', '/login', { ip: office, body: ADMIN, cookie: ownerDevice })).status).toBe(200)
    const memberSignIn = { username: 'ravi@agency.test', password: 'a members own passphrase 8' }
    expect((await adminRequest(app, 'POST', '/login', { ip: office, body: memberSignIn, cookie: memberDevice })).status).toBe(200)
    // The owner's device cookie does not open the member's line either.
    const member = await adminRequest(app, 'POST', '/login', { ip: '192.0.2.71', body: { ...memberSignIn, password: 'wrong' }, cookie: ownerDevice })
    expect(member.status).toBe(401)
    expect(await db.query(`select key from login_failures where key like 'device:%'`)).toEqual([])
  })

  test.skipIf(backend.skipReason)("signing in to one's own account does not give an address more guesses at other names", async () => {
    await addUser(app, await login(app), { name: 'Ravi Kumar', email: 'ravi@agency.test', password: 'a members own passphrase 8' })
    const memberSignIn = { username: 'ravi@agency.test', password: 'a members own passphrase 8' }
    for (const [ip, browser] of [
      ['198.51.100.80', 'a new browser each time'],
      ['198.51.100.81', "the member's own browser"],
    ] as const) {
      const device = browser === 'a new browser each time' ? undefined : await ownersBrowser(ip, memberSignIn)
      let checked = 0
      for (let round = 0; round < 3; round++) {
        for (let guess = 0; guess < 4; guess++) {
          const answer = await adminRequest(app, 'POST', '/login', { ip, body: { username: `guess-${round}-${guess}@agency.test`, password: 'x' } })
          if (answer.status === 401) checked++
        }
        await adminRequest(app, 'POST', '/login', { ip, body: memberSignIn, ...(device ? { cookie: device } : {}) })
      }
      expect(checked, browser).toBeLessThanOrEqual(FREE_FAILURES)
    }
    // A person's own typos are theirs to clear: four, then the right password, leave the address as it was.
    const ip = '198.51.100.82'
    for (let typo = 0; typo < 4; typo++) await adminRequest(app, 'POST', '/login', { ip, body: { ...memberSignIn, password: 'typo' } })
    expect((await adminRequest(app, 'POST', '/login', { ip, body: memberSignIn })).status).toBe(200)
    for (let index = 0; index < FREE_FAILURES; index++) expect((await wrong(ip)).status).toBe(401)
  })

  test.skipIf(backend.skipReason)('a Unicode look-alike of a username is nobody, and every spelling of the name shares one count', async () => {
    app = (await testService(db, { env: { ADMIN_USERNAME: 'admin' } })).app
    const password = ADMIN.password
    // U+0130 (İ) is "i" to SQL's lower() and "i̇" to JavaScript: neither spelling may sign in as admin.
    for (const lookAlike of ['admİn', 'ADMİN', 'admın', 'ａｄｍｉｎ']) {
      expect((await adminRequest(app, 'POST', '/login', { body: { username: lookAlike, password } })).status, lookAlike).toBe(401)
    }
    expect((await adminRequest(app, 'POST', '/login', { body: { username: ' Admin ', password } })).status).toBe(200)
    // Five wrong passwords under five spellings of the one name, from five addresses: the name waits.
    for (const spelling of ['admin', 'ADMIN', ' Admin', 'aDmIn ', 'ADMIN']) {
      expect((await adminRequest(app, 'POST', '/login', { body: { username: spelling, password: 'not it' } })).status).toBe(401)
    }
    expect((await adminRequest(app, 'POST', '/login', { body: { username: 'admin', password } })).status).toBe(429)
  })

  test.skipIf(backend.skipReason)('a new password or username ends every session opened before it', async () => {
    const cookie = await login(app)
    expect((await adminRequest(app, 'GET', '/session', { cookie })).status).toBe(200)
    // The service restarts with a new ADMIN_PASSWORD_HASH (same database).
    const newHash = await hashPassword('an entirely new password 9', { N: 2 ** 14, r: 8, p: 1 })
    const changed = (await testService(db, { env: { ADMIN_PASSWORD_HASH: newHash } })).app
    const refused = await adminRequest(changed, 'GET', '/leads', { cookie })
    expect(refused.status).toBe(401)
    expect((await refused.json()).error.code).toBe('session_revoked')
    // And with a new username, the same.
    const again = await login(changed, { password: 'an entirely new password 9' })
    const renamed = (await testService(db, { env: { ADMIN_PASSWORD_HASH: newHash, ADMIN_USERNAME: 'director' } })).app
    expect((await adminRequest(renamed, 'GET', '/session', { cookie: again })).status).toBe(401)
  })

  test.skipIf(backend.skipReason)('sign out everywhere ends every session of the user, this one included', async () => {
    const [laptop, phone] = [await login(app), await login(app)]
    const answer = await adminRequest(app, 'POST', '/sessions/end-all', { cookie: laptop })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ ended: 2 })
    expect(answer.headers.get('set-cookie')).toMatch(/admin_session=;.*Max-Age=0/)
    for (const cookie of [laptop, phone]) expect((await adminRequest(app, 'GET', '/session', { cookie })).status).toBe(401)
    // It changes something, so it needs the site's Origin like every other change.
    const third = await login(app)
    expect((await adminRequest(app, 'POST', '/sessions/end-all', { cookie: third, origin: 'https://evil.example' })).status).toBe(403)
  })

  test.skipIf(backend.skipReason)('the login throttle counts an IPv6 client by its /64, however the address is written', async () => {
    const spellings = ['2001:db8:aa:bb::1', '2001:DB8:AA:BB::2', '[2001:db8:aa:bb::3]', '2001:0db8:00aa:00bb:0:0:0:4', '2001:db8:aa:bb:ffff::5']
    for (const ip of spellings) await adminRequest(app, 'POST', '/login', { ip, body: { username: `someone${ip.length}`, password: 'x' } })
    // Five failures from one /64 under five different usernames: the network waits.
    expect((await adminRequest(app, 'POST', '/login', { ip: '2001:db8:aa:bb::99', body: ADMIN })).status).toBe(429)
    expect((await adminRequest(app, 'POST', '/login', { ip: '2001:db8:aa:cc::1', body: ADMIN })).status).toBe(200)
  })
})

test('ADMIN_SESSION_HOURS is bounded: from a quarter of an hour to a week', async () => {
  await expect(testConfig({ ADMIN_SESSION_HOURS: '0.0001' })).rejects.toThrow('ADMIN_SESSION_HOURS must be at least 0.25')
  await expect(testConfig({ ADMIN_SESSION_HOURS: '0' })).rejects.toThrow('ADMIN_SESSION_HOURS must be at least 0.25')
  await expect(testConfig({ ADMIN_SESSION_HOURS: '720' })).rejects.toThrow('ADMIN_SESSION_HOURS must be at most 168')
  await expect(testConfig({ ADMIN_SESSION_HOURS: 'eight' })).rejects.toThrow('ADMIN_SESSION_HOURS')
  expect((await testConfig({ ADMIN_SESSION_HOURS: '0.25' })).admin.sessionSeconds).toBe(900)
})

test('addresses become rate keys: IPv4 as it is, IPv6 by its /64 in one spelling, IPv4-mapped IPv6 as IPv4', () => {
  const one = [
    '2001:db8::1',
    '2001:DB8:0::1',
    '[2001:db8::1]',
    '2001:0db8:0000:0000:0000:0000:0000:0001',
    '2001:db8::ffff:1',
    'fe80::1%eth0'.replace('fe80', '2001:db8'),
  ]
  expect(new Set(one.map(rateKey))).toEqual(new Set(['2001:db8:0:0::/64']))
  expect(rateKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64')
  expect(rateKey('192.0.2.1')).toBe('192.0.2.1')
  expect(rateKey('::ffff:192.0.2.1')).toBe('192.0.2.1')
  expect(rateKey('::ffff:c000:201')).toBe('192.0.2.1')
  expect(rateKey('not an address')).toBe('other:not an address')
})
