/**
 * Hourly upkeep of the analytics: every finished day is rolled up (service/analytics/eventStore.ts), then what has served its
 * time is deleted: salts of past days, raw events older than ANALYTICS_RETENTION_DAYS, rollups older than the leads'
 * retention (a report can look back as far as there are leads to count).
 */
import type { Database } from '../platform/db/database'
import { daysToRollUp, deleteSaltsBefore, purgeEventsBefore, purgeRollupsBefore, rollUpDay, tidyEvents } from './eventStore'
import { addDays } from '../../model/analyticsReports'
import { dayOf } from './days'
import { errorFields, log } from '../platform/log'

const HOUR_MS = 60 * 60 * 1000
/** Events still being written as a day ends are given this long before the day is rolled up. */
const GRACE_MS = 5 * 60 * 1000

export interface UpkeepSettings {
  retentionDays: number
  rollupRetentionDays: number
  now?: () => Date
}

export async function analyticsUpkeep(db: Database, { retentionDays, rollupRetentionDays, now = () => new Date() }: UpkeepSettings) {
  const today = dayOf(now())
  const lastFinished = addDays(dayOf(new Date(now().getTime() - GRACE_MS)), -1)
  const days = await daysToRollUp(db, lastFinished)
  for (const day of days) await rollUpDay(db, day)
  const salts = await deleteSaltsBefore(db, today)
  const events = await purgeEventsBefore(db, addDays(today, -retentionDays))
  await purgeRollupsBefore(db, addDays(today, -rollupRetentionDays))
  if (events > 0) {
    await tidyEvents(db)
    log('analytics.deleted', { events, olderThanDays: retentionDays })
  }
  return { rolledUp: days, salts, events }
}

export function startAnalyticsUpkeep(db: Database, settings: UpkeepSettings): () => void {
  const run = () => void analyticsUpkeep(db, settings).catch((error: unknown) => log('analytics.upkeep_failed', errorFields(error), 'error'))
  run()
  const timer = setInterval(run, HOUR_MS)
  timer.unref()
  return () => clearInterval(timer)
}
