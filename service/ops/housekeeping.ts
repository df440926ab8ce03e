/**
 * Hourly upkeep: leads older than the retention window are deleted (LEADS_RETENTION_DAYS; /privacy states the same
 * period), and so are expired sessions, stale login failures, forgotten devices, expired sign-in challenges, old set-up
 * links and idle rate-limit entries; then the
 * leads table is vacuumed (tidyLeads: the embedded database has no autovacuum).
 */
import type { Database } from '../platform/db/database'
import { DEVICE_DAYS } from '../team/devices'
import { purgeExpiredSessions, purgeOldDevices, purgeOldFailures } from '../team/sessionStore'
import { purgeLeadsOlderThan, tidyLeads } from '../leads/leadStore'
import { errorFields, log } from '../platform/log'
import { purgeExpiredChallenges, purgeOldSetupLinks } from '../team/userStore'
import type { RateLimiter } from '../platform/rateLimit'

const HOUR_MS = 60 * 60 * 1000

export async function housekeeping(db: Database, retentionDays: number, limiter?: RateLimiter): Promise<{ leads: number; sessions: number }> {
  const leads = await purgeLeadsOlderThan(db, retentionDays)
  const sessions = await purgeExpiredSessions(db)
  await purgeOldFailures(db)
  await purgeOldDevices(db, DEVICE_DAYS)
  await purgeExpiredChallenges(db)
  await purgeOldSetupLinks(db)
  await limiter?.prune()
  await tidyLeads(db)
  if (leads > 0) log('retention.deleted', { leads, olderThanDays: retentionDays })
  return { leads, sessions }
}

/**
 * Runs the upkeep now and every hour; `privatise` keeps the data folder's new files private (service/startup.ts).
 * `stop` ends the timer and waits for a run in progress.
 */
export function startHousekeeping(db: Database, retentionDays: number, limiter: RateLimiter, privatise: () => void = () => {}): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null
  const run = () => {
    if (running) return
    running = housekeeping(db, retentionDays, limiter)
      .then(privatise)
      .catch((error: unknown) => log('housekeeping.failed', errorFields(error), 'error'))
      .finally(() => (running = null))
  }
  run()
  const timer = setInterval(run, HOUR_MS)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
