/**
 * Starts the lead service: reads its settings, opens the database once (embedded PGlite in DATA_DIR, or PostgreSQL
 * at DATABASE_URL), applies migrations, serves HTTP, and runs the notification sender and the hourly upkeep.
 * `npm run service` runs it; `npm start` runs it beside the site (scripts/start.mjs).
 */
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { readConfig } from './config'
import type { Channel } from './db/leads'
import { startHousekeeping } from './leads/housekeeping'
import { RateLimiter } from './leads/rateLimit'
import { createMailer } from './notify/email'
import { Notifier, type Sender } from './notify/notifier'
import { createWebhook } from './notify/webhook'
import { SCRYPT_COST } from './auth/password'
import { endStaleSessions, openStorage, StartError } from './startup'
import { createAnalytics } from './analytics/runtime'
import { startAnalyticsUpkeep } from './analytics/upkeep'

// Whatever the service writes (its data folder, backups) is for its own user alone.
process.umask(0o077)

const config = readConfig()
if (config.admin.passwordHash.N < SCRYPT_COST.N) {
  console.warn(
    `ADMIN_PASSWORD_HASH uses scrypt N=${config.admin.passwordHash.N}, below the recommended ${SCRYPT_COST.N}: create a new one with \`npm run service:hash-password\``,
  )
}

const where = config.database.kind === 'embedded' ? `the embedded database in ${config.database.dataDir}` : 'PostgreSQL at DATABASE_URL'
console.log(`Lead service: opening ${where} ...`)
const opening = performance.now()
const storage = await openStorage(config).catch((error: unknown) => {
  if (!(error instanceof StartError)) throw error
  console.error(`Lead service: ${error.message}`)
  process.exit(1)
})
const { db, applied } = storage
const ended = await endStaleSessions(db, config)
if (ended > 0) console.log(`Lead service: the admin credentials changed, so ${ended} earlier session(s) ended`)
console.log(`Lead service: database ready in ${Math.round(performance.now() - opening)} ms${applied.length ? ` (applied ${applied.join(', ')})` : ''}`)

const mailer = config.mail ? createMailer(config.mail) : null
const senders: Partial<Record<Channel, Sender>> = {}
if (mailer) senders.email = mailer.send
if (config.webhook) senders.webhook = createWebhook(config.webhook)
const channels = Object.keys(senders) as Channel[]
const notifier = new Notifier(db, senders, config.retryBaseSeconds)
const limiter = new RateLimiter(config.rateLimit)
const analytics = createAnalytics(db, config.analytics)
const app = createApp({ config, db, limiter, notifier, channels, space: storage.space, analytics })

// A client slower than the timeouts is cut off, so idle and slow connections cannot hold the service's sockets.
const serverOptions = {
  requestTimeout: config.timeouts.requestMs,
  headersTimeout: config.timeouts.headersMs,
  connectionsCheckingInterval: Math.min(1000, config.timeouts.headersMs),
}
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions }, (info) => {
  console.log(`Lead service: listening on http://${info.address}:${info.port} (notifications: ${channels.join(', ') || 'none'})`)
})
void notifier.wake()
const stopHousekeeping = startHousekeeping(db, config.retentionDays, limiter, storage.privatise)
const stopAnalytics = startAnalyticsUpkeep(db, { retentionDays: config.analytics.retentionDays, rollupRetentionDays: config.retentionDays })

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`Lead service: ${signal} received, closing`)
  stopHousekeeping()
  stopAnalytics()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await notifier.stop()
  mailer?.close()
  await db.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
