/**
 * The team on both storage back ends: an owner adds users and hands each a one-time set-up link; a user sets and
 * changes their own password; disabling a user ends their sessions; members are refused every owner-only route; the
 * last active owner stays an owner; and the owner from the environment keeps working beside passwords set in the app.
 */
import { createHash } from 'node:crypto'
import type { Hono } from 'hono'
import { hashPassword } from '../../service/team/password'
import { syncOwnerFromEnvironment } from '../../service/team/users'
import type { Database } from '../../service/platform/db/database'
import { backends, openTestDatabase } from './support/backends'
import { ADMIN, adminRequest, lead, login, postLead, TEST_COST, testConfig, testService } from './support/service'

const MEMBER_PASSWORD = 'a members own passphrase 8'
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe.each(backends)('the team on $name', (backend) => {
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
    for (const table of ['users', 'admin_sessions', 'login_failures', 'admin_devices', 'leads']) await db.query(`delete from ${table}`)
    // A fresh start: the owner from the environment is created again.
    app = (await testService(db)).app
    owner = await login(app)
  })

  const call = (method: string, path: string, cookie: string, body?: unknown) => adminRequest(app, method, path, { cookie, body })
  const json = async (response: Response | Promise<Response>) => (await response).json()

  /** The owner adds a user; their id and the set-up token the owner hands them. */
  async function addUser(name: string, email: string, role: 'owner' | 'member' = 'member'): Promise<{ id: string; token: string }> {
    const response = await call('POST', '/users', owner, { name, email, role })
    expect(response.status).toBe(201)
    const created = await response.json()
    return { id: created.user.id, token: created.link.token }
  }

  const setUp = (token: string, password = MEMBER_PASSWORD) => adminRequest(app, 'POST', '/setup', { body: { token, password } })

  /** A user added, set up with their own password and signed in: their id and session cookie. */
  async function member(email = 'ravi@agency.test', role: 'owner' | 'member' = 'member'): Promise<{ id: string; cookie: string }> {
    const { id, token } = await addUser('Ravi Kumar', email, role)
    expect((await setUp(token)).status).toBe(200)
    return { id, cookie: await login(app, { username: email, password: MEMBER_PASSWORD }) }
  }

  test.skipIf(backend.skipReason)('an owner adds a user, who sets a password through a single-use link kept only as a hash', async () => {
    const before = Date.now()
    const response = await call('POST', '/users', owner, { name: 'Priya Nair', email: 'Priya@Agency.test', role: 'member' })
    expect(response.status).toBe(201)
    const { user, link } = await response.json()
    expect(user).toMatchObject({ username: 'priya@agency.test', name: 'Priya Nair', role: 'member' })
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The link lasts 72 hours.
    const lifetime = new Date(link.expiresAt).getTime() - before
    expect(lifetime).toBeGreaterThan(71.9 * 3600_000)
    expect(lifetime).toBeLessThan(72.1 * 3600_000)
    // Only the token's hash is stored.
    const stored = await db.query<{ token_hash: string }>('select token_hash from setup_links')
    expect(stored).toEqual([{ token_hash: sha256(link.token) }])
    expect(JSON.stringify(await db.query('select * from setup_links'))).not.toContain(link.token)

    const listed = (await json(call('GET', '/users', owner))).users
    expect(listed.map((each: { username: string; role: string; state: string }) => [each.username, each.role, each.state])).toEqual([
      [ADMIN.username, 'owner', 'active'],
      ['priya@agency.test', 'member', 'invited'],
    ])
    expect(listed[1].setupLinkExpiresAt).toBe(link.expiresAt)

    // The set-up page asks whose link it is; an unknown token is refused.
    expect(await json(adminRequest(app, 'POST', '/setup/check', { body: { token: link.token } }))).toEqual({
      name: 'Priya Nair',
      username: 'priya@agency.test',
    })
    expect((await adminRequest(app, 'POST', '/setup/check', { body: { token: 'A'.repeat(43) } })).status).toBe(404)
    // A weak password is refused with the rule it breaks, and the link still works.
    const weak = await setUp(link.token, 'password1234')
    expect(weak.status).toBe(422)
    expect((await weak.json()).error).toMatchObject({ code: 'weak_password', message: expect.stringMatching(/^Your password is a common password/) })
    expect((await setUp(link.token)).status).toBe(200)
    // Used once, it is spent.
    const again = await setUp(link.token, 'another long passphrase 9')
    expect(again.status).toBe(404)
    expect((await again.json()).error.code).toBe('link_invalid')
    expect((await adminRequest(app, 'POST', '/setup/check', { body: { token: link.token } })).status).toBe(404)
    // The password set is the one that signs in (the e-mail address is the username, in any case).
    expect((await adminRequest(app, 'POST', '/login', { body: { username: 'PRIYA@agency.test', password: MEMBER_PASSWORD } })).status).toBe(200)
    expect((await adminRequest(app, 'POST', '/login', { body: { username: 'priya@agency.test', password: 'another long passphrase 9' } })).status).toBe(
      401,
    )
    expect((await json(call('GET', '/users', owner))).users[1]).toMatchObject({ state: 'active', setupLinkExpiresAt: null })

    // One address, one user.
    const twice = await call('POST', '/users', owner, { name: 'Priya again', email: 'priya@AGENCY.test', role: 'owner' })
    expect(twice.status).toBe(409)
    expect((await call('POST', '/users', owner, { name: 'Someone', email: ADMIN.username, role: 'member' })).status).toBe(422)
    expect((await call('POST', '/users', owner, { name: 'Boss', email: 'boss@agency.test', role: 'admin' })).status).toBe(422)
    expect((await call('POST', '/users', owner, { name: 'Line\nbreak', email: 'lb@agency.test', role: 'member' })).status).toBe(422)
    // A right-to-left override would show the name as other text in the dashboard.
    expect((await call('POST', '/users', owner, { name: 'Ravi\u202Ekumar', email: 'rk@agency.test', role: 'member' })).status).toBe(422)
  })

  test.skipIf(backend.skipReason)('a set-up link expires, works once even when sent twice at once, and a new link replaces the old one', async () => {
    const { id, token } = await addUser('Late Larsen', 'late@agency.test')
    await db.query(`update setup_links set expires_at = now() - interval '1 second'`)
    const expired = await setUp(token)
    expect(expired.status).toBe(410)
    expect((await expired.json()).error.code).toBe('link_expired')
    expect((await json(call('GET', '/users', owner))).users[1]).toMatchObject({ state: 'invited', setupLinkExpiresAt: null })

    // One link used twice at once sets one password.
    const raced = (await json(call('POST', `/users/${id}/setup-link`, owner))).link.token
    const answers = await Promise.all([setUp(raced, 'first racing passphrase 1'), setUp(raced, 'second racing passphrase 2')])
    expect(answers.map((response) => response.status).sort()).toEqual([200, 404])

    const first = (await json(call('POST', `/users/${id}/setup-link`, owner))).link.token
    const second = (await json(call('POST', `/users/${id}/setup-link`, owner))).link.token
    expect((await setUp(first)).status).toBe(404)
    expect((await setUp(second)).status).toBe(200)
    expect((await call('POST', '/users/00000000-0000-4000-8000-000000000000/setup-link', owner)).status).toBe(404)
  })

  test.skipIf(backend.skipReason)('a password change ends every other session of the user and keeps this one', async () => {
    const { cookie: laptop } = await member()
    const phone = await login(app, { username: 'ravi@agency.test', password: MEMBER_PASSWORD })
    const change = (current: string, password: string) => call('POST', '/account/password', laptop, { current, password })

    const wrong = await change('not my password', 'a brand new passphrase 10')
    expect(wrong.status).toBe(401)
    expect((await wrong.json()).error.code).toBe('wrong_password')
    expect((await change(MEMBER_PASSWORD, 'short')).status).toBe(422)
    const changed = await change(MEMBER_PASSWORD, 'a brand new passphrase 10')
    expect(changed.status).toBe(200)
    expect(await changed.json()).toEqual({ ended: 1 })

    // Ended at once, not only refused when next used.
    expect(await db.query(`select count(*)::int as sessions from admin_sessions where username = 'ravi@agency.test'`)).toEqual([{ sessions: 1 }])
    expect((await call('GET', '/session', laptop)).status).toBe(200)
    expect((await call('GET', '/session', phone)).status).toBe(401)
    expect((await adminRequest(app, 'POST', '/login', { body: { username: 'ravi@agency.test', password: MEMBER_PASSWORD } })).status).toBe(401)
    expect((await adminRequest(app, 'POST', '/login', { body: { username: 'ravi@agency.test', password: 'a brand new passphrase 10' } })).status).toBe(200)
    // The owner's sessions are someone else's: untouched.
    expect((await call('GET', '/session', owner)).status).toBe(200)
  })

  test.skipIf(backend.skipReason)('re-entering the password is counted before it is checked, like a login', async () => {
    const { cookie } = await member()
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call('POST', '/account/password', cookie, { current: 'a guess at it', password: 'a brand new passphrase 10' })),
    )
    const statuses = answers.map((response) => response.status)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7)
  })

  test.skipIf(backend.skipReason)('disabling a user ends their sessions at once; they cannot sign in until enabled again', async () => {
    const { id, cookie } = await member()
    expect((await call('GET', '/leads', cookie)).status).toBe(200)
    const disabled = await call('PATCH', `/users/${id}`, owner, { disabled: true })
    expect(await disabled.json()).toEqual({ id, role: 'member', disabled: true })
    expect((await call('GET', '/leads', cookie)).status).toBe(401)
    expect(await db.query(`select 1 from admin_sessions where username = 'ravi@agency.test'`)).toEqual([])
    expect((await adminRequest(app, 'POST', '/login', { body: { username: 'ravi@agency.test', password: MEMBER_PASSWORD } })).status).toBe(401)
    expect((await json(call('GET', '/users', owner))).users[1].state).toBe('disabled')
    // A disabled user gets no set-up link either.
    expect((await call('POST', `/users/${id}/setup-link`, owner)).status).toBe(409)

    expect((await call('PATCH', `/users/${id}`, owner, { disabled: false })).status).toBe(200)
    expect((await adminRequest(app, 'POST', '/login', { body: { username: 'ravi@agency.test', password: MEMBER_PASSWORD } })).status).toBe(200)
  })

  test.skipIf(backend.skipReason)('a member works the leads but gets 403 from every owner-only route, which changes nothing', async () => {
    await postLead(app, lead('hero', { email: 'client@example.in' }))
    const leadId = (await db.query<{ id: string }>('select id from leads'))[0]!.id
    const { id: memberId, cookie } = await member()

    // What a member may do.
    expect((await call('GET', '/leads', cookie)).status).toBe(200)
    expect((await call('GET', `/leads/${leadId}`, cookie)).status).toBe(200)
    expect((await call('GET', '/leads/facets', cookie)).status).toBe(200)
    expect((await call('GET', '/analytics/overview', cookie)).status).toBe(200)
    expect(await json(call('PATCH', `/leads/${leadId}`, cookie, { status: 'contacted' }))).toMatchObject({ status: 'contacted' })
    expect(await json(call('GET', '/session', cookie))).toMatchObject({ id: memberId, role: 'member', twoFactor: false })

    const ownerOnly: [string, string, unknown?][] = [
      ['GET', '/leads/export?format=csv'],
      ['GET', '/leads/export?format=json'],
      ['DELETE', `/leads/${leadId}`],
      ['POST', '/erasure', { email: 'client@example.in' }],
      ['GET', '/users'],
      ['POST', '/users', { name: 'Sneaky', email: 'sneaky@agency.test', role: 'owner' }],
      ['POST', `/users/${memberId}/setup-link`],
      ['PATCH', `/users/${memberId}`, { role: 'owner' }],
    ]
    for (const [method, path, body] of ownerOnly) {
      const refused = await call(method, path, cookie, body)
      expect(refused.status, `${method} ${path}`).toBe(403)
      expect((await refused.json()).error.code).toBe('owner_only')
      // The same request from the owner is not refused (so the 403 is about the role, not the request).
      if (method === 'GET') expect((await call(method, path, owner, body)).status, `${method} ${path} as owner`).toBe(200)
    }
    expect(await db.query('select email from leads')).toEqual([{ email: 'client@example.in' }])
    expect(await db.query(`select role from users where id = $1`, [memberId])).toEqual([{ role: 'member' }])
    expect(await db.query(`select 1 from users where username = 'sneaky@agency.test'`)).toEqual([])

    // Made an owner, the same session may do all of it (the role is read on every request).
    expect((await call('PATCH', `/users/${memberId}`, owner, { role: 'owner' })).status).toBe(200)
    expect((await call('GET', '/users', cookie)).status).toBe(200)
  })

  test.skipIf(backend.skipReason)('the last active owner can be neither demoted nor disabled', async () => {
    const ownerId = (await json(call('GET', '/session', owner))).id
    const demote = await call('PATCH', `/users/${ownerId}`, owner, { role: 'member' })
    expect(demote.status).toBe(409)
    expect((await demote.json()).error.code).toBe('last_owner')
    expect((await call('PATCH', `/users/${ownerId}`, owner, { disabled: true })).status).toBe(409)
    // An owner who has not set a password yet cannot sign in, so does not count.
    await addUser('Invited Owner', 'invited@agency.test', 'owner')
    expect((await call('PATCH', `/users/${ownerId}`, owner, { role: 'member' })).status).toBe(409)

    // With a second active owner, either may step down, but not both.
    const second = await member('second@agency.test', 'owner')
    const [first, other] = await Promise.all([
      call('PATCH', `/users/${ownerId}`, owner, { role: 'member' }),
      call('PATCH', `/users/${second.id}`, second.cookie, { role: 'member' }),
    ])
    expect([first.status, other.status].sort()).toEqual([200, 409])
    const owners = await db.query(`select 1 from users where role = 'owner' and disabled_at is null and password_hash is not null`)
    expect(owners).toHaveLength(1)
  })

  test.skipIf(backend.skipReason)('an owner may disable another owner but not their own account', async () => {
    const second = await member('second@agency.test', 'owner')
    const ownerId = (await json(call('GET', '/session', owner))).id
    const self = await call('PATCH', `/users/${ownerId}`, owner, { disabled: true })
    expect(self.status).toBe(409)
    expect((await self.json()).error.code).toBe('own_account')
    expect((await call('PATCH', `/users/${ownerId}`, second.cookie, { disabled: true })).status).toBe(200)
    expect((await call('GET', '/session', owner)).status).toBe(401)
  })

  test.skipIf(backend.skipReason)(
    'the environment owner: an in-app password change survives a restart; a new ADMIN_PASSWORD_HASH replaces it',
    async () => {
      const changed = await call('POST', '/account/password', owner, { current: ADMIN.password, password: 'changed in the dashboard 11' })
      expect(changed.status).toBe(200)
      // A restart with the same environment keeps the password chosen in the dashboard.
      app = (await testService(db)).app
      expect((await adminRequest(app, 'POST', '/login', { body: ADMIN })).status).toBe(401)
      const inApp = await login(app, { password: 'changed in the dashboard 11' })

      // The operator rotates ADMIN_PASSWORD_HASH: it wins, and sessions opened before it end.
      const rotated = await hashPassword('rotated in the environment 12', TEST_COST)
      app = (await testService(db, { env: { ADMIN_PASSWORD_HASH: rotated } })).app
      expect((await adminRequest(app, 'POST', '/login', { body: { username: ADMIN.username, password: 'changed in the dashboard 11' } })).status).toBe(401)
      expect((await adminRequest(app, 'GET', '/session', { cookie: inApp })).status).toBe(401)
      expect((await adminRequest(app, 'POST', '/login', { body: { username: ADMIN.username, password: 'rotated in the environment 12' } })).status).toBe(
        200,
      )
    },
  )

  test.skipIf(backend.skipReason)('a new ADMIN_PASSWORD_HASH makes the environment owner an active owner again', async () => {
    const second = await member('second@agency.test', 'owner')
    const ownerId = (await json(call('GET', '/session', owner))).id
    expect((await call('PATCH', `/users/${ownerId}`, second.cookie, { role: 'member' })).status).toBe(200)
    expect((await call('PATCH', `/users/${ownerId}`, second.cookie, { disabled: true })).status).toBe(200)
    expect((await adminRequest(app, 'POST', '/login', { body: ADMIN })).status).toBe(401)
    // The same environment again changes nothing.
    app = (await testService(db)).app
    expect((await adminRequest(app, 'POST', '/login', { body: ADMIN })).status).toBe(401)
    // A new hash is the way back in.
    const rotated = await hashPassword('rotated in the environment 12', TEST_COST)
    app = (await testService(db, { env: { ADMIN_PASSWORD_HASH: rotated } })).app
    const cookie = await login(app, { password: 'rotated in the environment 12' })
    expect(await json(adminRequest(app, 'GET', '/session', { cookie }))).toMatchObject({ role: 'owner' })
  })

  test.skipIf(backend.skipReason)('ADMIN_USERNAME may not take the name of a user made in the dashboard', async () => {
    await member('ravi@agency.test')
    const config = await testConfig({ ADMIN_USERNAME: 'Ravi@agency.test' })
    await expect(syncOwnerFromEnvironment(db, config.admin)).rejects.toThrow(
      'ADMIN_USERNAME "Ravi@agency.test" is already the sign-in name or e-mail of the user "ravi@agency.test"',
    )
  })
})
