/**
 * Starts the lead service: reads its settings, opens the database once (embedded PGlite in DATA_DIR, or PostgreSQL
 * at DATABASE_URL), applies migrations, serves HTTP, and runs the notification sender and the hourly upkeep.
 * `npm run service` runs it; `npm start` runs it beside the site (scripts/start.mjs).
 */
import { mkdirSync } from 'node:fs'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { readConfig } from './config'
import { openDatabase } from './db/database'
import type { Channel } from './db/leads'
import { migrate } from './db/migrate'
import { startHousekeeping } from './leads/housekeeping'
import { RateLimiter } from './leads/rateLimit'
import { createMailer } from './notify/email'
import { Notifier, type Sender } from './notify/notifier'
import { createWebhook } from './notify/webhook'
import { SCRYPT_COST } from './auth/password'

const config = readConfig()
if (config.admin.passwordHash.N < SCRYPT_COST.N) {
  console.warn(
    `ADMIN_PASSWORD_HASH uses scrypt N=${config.admin.passwordHash.N}, below the recommended ${SCRYPT_COST.N}: create a new one with \`npm run service:hash-password\``,
  )
}

const where = config.database.kind === 'embedded' ? `the embedded database in ${config.database.dataDir}` : 'PostgreSQL at DATABASE_URL'
console.log(`Lead service: opening ${where} ...`)
const opening = performance.now()
if (config.database.kind === 'embedded') mkdirSync(config.database.dataDir, { recursive: true })
const db = await openDatabase(config.database)
const applied = await migrate(db)
console.log(`Lead service: database ready in ${Math.round(performance.now() - opening)} ms${applied.length ? ` (applied ${applied.join(', ')})` : ''}`)

const mailer = config.mail ? createMailer(config.mail) : null
const senders: Partial<Record<Channel, Sender>> = {}
if (mailer) senders.email = mailer.send
if (config.webhook) senders.webhook = createWebhook(config.webhook)
const channels = Object.keys(senders) as Channel[]
const notifier = new Notifier(db, senders, config.retryBaseSeconds)
const limiter = new RateLimiter(config.rateLimit)
const app = createApp({ config, db, limiter, notifier, channels })

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Lead service: listening on http://${info.address}:${info.port} (notifications: ${channels.join(', ') || 'none'})`)
})
void notifier.wake()
const stopHousekeeping = startHousekeeping(db, config.retentionDays, limiter)

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`Lead service: ${signal} received, closing`)
  stopHousekeeping()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await notifier.stop()
  mailer?.close()
  await db.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
