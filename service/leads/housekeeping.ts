/**
 * Hourly upkeep: leads older than the retention window are deleted (LEADS_RETENTION_DAYS; /privacy states the same
 * period), and so are expired sessions, stale login failures, forgotten devices and idle rate-limit entries; then the
 * leads table is vacuumed (tidyLeads: the embedded database has no autovacuum).
 */
import type { Database } from '../db/database'
import { DEVICE_DAYS } from '../auth/devices'
import { purgeExpiredSessions, purgeOldDevices, purgeOldFailures } from '../db/admin'
import { purgeLeadsOlderThan, tidyLeads } from '../db/leads'
import { describeError } from '../http/errors'
import type { RateLimiter } from './rateLimit'

const HOUR_MS = 60 * 60 * 1000

export async function housekeeping(db: Database, retentionDays: number, limiter?: RateLimiter): Promise<{ leads: number; sessions: number }> {
  const leads = await purgeLeadsOlderThan(db, retentionDays)
  const sessions = await purgeExpiredSessions(db)
  await purgeOldFailures(db)
  await purgeOldDevices(db, DEVICE_DAYS)
  limiter?.prune()
  await tidyLeads(db)
  if (leads > 0) console.log(`Retention: deleted ${leads} lead(s) received more than ${retentionDays} days ago`)
  return { leads, sessions }
}

/** Runs the upkeep now and every hour; `privatise` keeps the data folder's new files private (service/startup.ts). */
export function startHousekeeping(db: Database, retentionDays: number, limiter: RateLimiter, privatise: () => void = () => {}): () => void {
  const run = () =>
    void housekeeping(db, retentionDays, limiter)
      .then(privatise)
      .catch((error: unknown) => console.error(`Housekeeping failed: ${describeError(error)}`))
  run()
  const timer = setInterval(run, HOUR_MS)
  timer.unref()
  return () => clearInterval(timer)
}
