/**
 * Starts the lead service: reads its settings, opens the database once (embedded PGlite in DATA_DIR, or PostgreSQL
 * at DATABASE_URL), applies migrations, serves HTTP, and runs the notification sender, the daily digest (with
 * SMTP_URL), the hourly upkeep and, when BACKUP_DIR is set, scheduled backups. Logs are JSON lines (service/platform/log.ts); SIGTERM stops it cleanly
 * (service/ops/shutdown.ts). `npm run service` runs it; `npm start` runs it beside the site (scripts/start.ts).
 */
import { serve } from '@hono/node-server'
import { closeClientError } from './platform/http/clientError.mjs'
import { createApp } from './app'
import { readConfig } from './config'
import type { Channel } from './notify/routing'
import { appliedMigrations } from './platform/db/migrate'
import { startHousekeeping } from './ops/housekeeping'
import { RateLimiter, rateLimitSecret } from './platform/rateLimit'
import { dnsDomainLookup } from './leads/emailDomain'
import { log } from './platform/log'
import { createMailer } from './notify/email'
import { Notifier, type Sender } from './notify/notifier'
import { createWebhook } from './notify/webhook'
import { DigestSender } from './digest/sender'
import { SCRYPT_COST } from './team/password'
import { takeBackup } from './ops/backup'
import { refuseSecondOwner, startOpsSocket } from './ops/opsSocket'
import { startScheduledBackups } from './ops/scheduledBackups'
import { closeServer, exitOnSignals } from './ops/shutdown'
import { StartError } from './platform/startError'
import { openStorage, prepareUsers } from './startup'
import { createAnalytics } from './analytics/runtime'
import { startAnalyticsUpkeep } from './analytics/upkeep'
import { startContentEditor } from './editor/start'

// Whatever the service writes (its data folder, backups) is for its own user alone.
process.umask(0o077)

const config = readConfig()
if (config.admin.passwordHash.N < SCRYPT_COST.N) {
  log('config.weak_password_hash', { N: config.admin.passwordHash.N, recommended: SCRYPT_COST.N, fix: 'npm run service:hash-password' }, 'warn')
}

const backend = config.database.kind
const dataDir = config.database.kind === 'embedded' ? config.database.dataDir : undefined
const databaseUrl = config.database.kind === 'postgresql' ? config.database.url : null
log('service.starting', { backend, dataDir })
const opening = performance.now()
/** A start that cannot go on says why in one line and exits 1. */
const fail = (error: unknown): never => {
  if (!(error instanceof StartError)) throw error
  console.error(`Lead service: ${error.message}`)
  process.exit(1)
}
if (dataDir) await refuseSecondOwner(dataDir).catch(fail)
const storage = await openStorage(config).catch(fail)
const { db, applied } = storage
const migrations = await appliedMigrations(db)
for (const line of await prepareUsers(db, config).catch(fail)) log('service.users', { change: line })

const mailer = config.mail ? createMailer(config.mail) : null
const senders: Partial<Record<Channel, Sender>> = {}
if (mailer) senders.email = mailer.send
if (config.webhook) senders.webhook = createWebhook(config.webhook)
const channels = Object.keys(senders) as Channel[]
const notifier = new Notifier(db, senders, config.retryBaseSeconds)
const limiter = new RateLimiter(config.rateLimit, db, rateLimitSecret(config.admin.passwordHash.key))
const analytics = createAnalytics(db, config.analytics)
const content = startContentEditor(db, config.allowedOrigins[0] ?? 'http://localhost')
await content?.publisher.ready.catch(fail)
const emailDomains = dnsDomainLookup()
const app = createApp({ config, db, limiter, notifier, channels, space: storage.space, analytics, emailDomains, ...(content ? { content } : {}) })

// The embedded database's backups come from this process, its only owner (npm run service:backup asks here).
const ops = dataDir ? await startOpsSocket(dataDir, () => db.dumpDataDir!()).catch(fail) : null
const backups = config.backups ? startScheduledBackups(config.backups, () => takeBackup(db, databaseUrl)) : null

// A client slower than the timeouts is cut off, so idle and slow connections cannot hold the service's sockets.
const serverOptions = {
  requestTimeout: config.timeouts.requestMs,
  headersTimeout: config.timeouts.headersMs,
  connectionsCheckingInterval: Math.min(1000, config.timeouts.headersMs),
}
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions }, (info) => {
  log('service.started', {
    backend,
    dataDir,
    migrations,
    appliedNow: applied,
    address: `http://${info.address}:${info.port}`,
    opsSocket: ops?.path,
    notifications: channels,
    backups: config.backups?.dir,
    startMs: Math.round(performance.now() - opening),
  })
})
// A connection a browser opened ahead of need and never used is closed without an answer (service/platform/http/clientError.mjs).
server.on('clientError', closeClientError)
void notifier.wake()
const digests =
  mailer && config.mail && config.digestMinute !== null
    ? new DigestSender(db, mailer.deliver, {
        minute: config.digestMinute,
        from: config.mail.from,
        dashboardOrigin: config.mail.dashboardOrigin,
        fallbackTo: config.mail.recipients.leads,
        retryBaseSeconds: config.retryBaseSeconds,
      })
    : null
digests?.start()
const housekeeping = startHousekeeping(db, config.retentionDays, limiter, storage.privatise)
const stopAnalytics = startAnalyticsUpkeep(db, { retentionDays: config.analytics.retentionDays, rollupRetentionDays: config.retentionDays })

exitOnSignals([
  closeServer(server),
  { name: 'ops socket', run: () => ops?.close() },
  { name: 'notifications', run: () => notifier.stop() },
  { name: 'daily digest', run: () => digests?.stop() },
  { name: 'content publishing', run: () => content?.publisher.stop() },
  { name: 'housekeeping', run: () => housekeeping.stop() },
  { name: 'analytics upkeep', run: () => stopAnalytics() },
  { name: 'backups', run: () => backups?.stop() },
  { name: 'mail', run: () => mailer?.close() },
  { name: 'database', run: () => db.close() },
])
