/** Builds the lead service's app over a test database, and small helpers to call it as a browser would. */
import type { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { newLeadId, type LeadType } from '../../../model/leadFields'
import { createApp } from '../../../service/app'
import { hashPassword } from '../../../service/team/password'
import { createAnalytics } from '../../../service/analytics/runtime'
import { syncOwnerFromEnvironment } from '../../../service/team/users'
import { readConfig, type ServiceConfig } from '../../../service/config'
import type { Database, DatabaseTarget } from '../../../service/platform/db/database'
import type { SpaceCheck } from '../../../service/platform/db/dataFolder'
import type { Channel } from '../../../service/notify/routing'
import type { DomainLookup } from '../../../service/leads/emailDomain'
import { RateLimiter, rateLimitSecret } from '../../../service/platform/rateLimit'
import type { LogFields } from '../../../service/platform/log'
import { Notifier, type Sender } from '../../../service/notify/notifier'
import { openTestDatabase, type Backend } from './backends'

export const SITE = 'https://www.agency.test'
export const ADMIN = { username: 'owner', password: 'a long test password 42' }

// scrypt at N=2^14 keeps the tests fast; production hashes use 2^17 (service/team/password.ts).
export const TEST_COST = { N: 2 ** 14, r: 8, p: 1 }
const passwordHash = hashPassword(ADMIN.password, TEST_COST)

/** The settings a test's service process runs with: the test site, the test admin and its hash. */
export async function serviceEnv(): Promise<Record<string, string>> {
  return { SITE_URL: SITE, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD_HASH: await passwordHash }
}

export async function testConfig(env: Record<string, string> = {}): Promise<ServiceConfig> {
  const config = readConfig({
    SITE_URL: SITE,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD_HASH: await passwordHash,
    TRUST_PROXY: '1',
    NOTIFY_RETRY_BASE_SECONDS: '0.2',
    ...env,
  })
  return { ...config, admin: { ...config.admin, passwordCost: TEST_COST } }
}

export interface TestService {
  app: Hono
  config: ServiceConfig
  notifier: Notifier
  /** The log lines the service wrote (requests and notifications), in order. */
  logs: ({ event: string } & LogFields)[]
}

export async function testService(
  db: Database,
  {
    env = {},
    senders = {},
    space,
    now,
    emailDomains,
  }: {
    env?: Record<string, string>
    senders?: Partial<Record<Channel, Sender>>
    space?: () => SpaceCheck
    now?: () => Date
    /** A fake resolver for the address check after a lead is stored (none: no check). */
    emailDomains?: DomainLookup
  } = {},
): Promise<TestService> {
  const config = await testConfig(env)
  // As the service does at start: the owner from the environment matches it (created, renamed, its hash applied).
  await syncOwnerFromEnvironment(db, config.admin)
  const logs: TestService['logs'] = []
  const log = (event: string, fields: LogFields = {}) => void logs.push({ ...fields, event })
  const notifier = new Notifier(db, senders, config.retryBaseSeconds, log)
  const limiter = new RateLimiter(config.rateLimit, db, rateLimitSecret(config.admin.passwordHash.key))
  const app = createApp({
    config,
    db,
    limiter,
    notifier,
    channels: Object.keys(senders) as Channel[],
    space,
    log,
    emailDomains,
    analytics: createAnalytics(db, config.analytics, now),
  })
  return { app, config, notifier, logs }
}

let ipCounter = 0
/** A new client address per call unless one is given, so rate limits only bite where a test wants them to. */
export const nextIp = () => `203.0.113.${(ipCounter++ % 250) + 1}`

export function lead(type: LeadType = 'hero', fields: Record<string, unknown> = {}): Record<string, unknown> {
  const base = { type, id: newLeadId(), email: 'asha@sharmatextiles.in', submittedAt: new Date().toISOString(), page: '/' }
  return type === 'newsletter' ? { ...base, ...fields } : { ...base, name: 'Asha Sharma', phone: '+91 98765 43210', ...fields }
}

export function postLead(
  app: Hono,
  body: unknown,
  { ip = nextIp(), origin = SITE, contentType = 'application/json' }: { ip?: string; origin?: string | null; contentType?: string } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': contentType, 'X-Forwarded-For': ip }
  if (origin) headers.Origin = origin
  return app.request('/api/leads', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) })
}

/** Logs in as the admin and returns the Cookie header to send. */
export async function login(app: Hono, { ip = nextIp(), username = ADMIN.username, password = ADMIN.password } = {}): Promise<string> {
  const response = await adminRequest(app, 'POST', '/login', { body: { username, password }, ip })
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`)
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('admin_session=')) ?? ''
  return cookie.split(';')[0]!
}

export function adminRequest(
  app: Hono,
  method: string,
  path: string,
  { cookie, body, origin = SITE, ip = nextIp() }: { cookie?: string; body?: unknown; origin?: string | null; ip?: string } = {},
) {
  const headers: Record<string, string> = { 'X-Forwarded-For': ip }
  if (cookie) headers.Cookie = cookie
  if (origin) headers.Origin = origin
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  return app.request(`/api/admin${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
}

/** A user the owner (`ownerCookie`) adds, who sets their password through the link and signs in: their id and cookie. */
export async function addUser(
  app: Hono,
  ownerCookie: string,
  { name, email, role = 'member', password = 'a members own passphrase 8' }: { name: string; email: string; role?: 'owner' | 'member'; password?: string },
): Promise<{ id: string; cookie: string }> {
  const created = await adminRequest(app, 'POST', '/users', { cookie: ownerCookie, body: { name, email, role } })
  if (created.status !== 201) throw new Error(`adding ${email} failed: ${created.status} ${await created.text()}`)
  const { user, link } = await created.json()
  const setUp = await adminRequest(app, 'POST', '/setup', { body: { token: link.token, password } })
  if (setUp.status !== 200) throw new Error(`setting up ${email} failed: ${setUp.status} ${await setUp.text()}`)
  return { id: user.id, cookie: await login(app, { username: email, password }) }
}

/**
 * One suite's service on one storage back end: a new database opened before the suite and removed after it, the
 * service's app over it, and the tables named in `emptied` emptied before each test. Read `db`, `app` and `target`
 * (where the database is, to open it a second time) inside hooks and tests (they are set once the suite starts);
 * nothing is opened where the back end cannot run.
 */
export function serviceSuite(
  backend: Backend,
  { emptied = [] }: { emptied?: readonly string[] } = {},
): { readonly db: Database; readonly app: Hono; readonly target: DatabaseTarget } {
  let opened: { db: Database; app: Hono; target: DatabaseTarget; close(): Promise<void> } | undefined
  const started = () => {
    if (!opened) throw new Error('The suite has not started its service')
    return opened
  }
  beforeAll(async () => {
    if (backend.skipReason) return
    const { db, target, close } = await openTestDatabase(backend)
    opened = { db, target, close, app: (await testService(db)).app }
  })
  afterAll(async () => opened?.close())
  beforeEach(async () => {
    if (backend.skipReason) return
    for (const table of emptied) await started().db.query(`delete from ${table}`)
  })
  return {
    get db() {
      return started().db
    },
    get app() {
      return started().app
    },
    get target() {
      return started().target
    },
  }
}
