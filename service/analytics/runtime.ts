/**
 * What the beacon endpoint keeps between requests: the per-address limit, the day's salt, and the clock that picks
 * the day (a test moves it to the next day). Built once by service/main.ts, or by a test.
 */
import type { ServiceConfig } from '../config'
import type { Database } from '../db/database'
import { RateLimiter } from '../leads/rateLimit'
import { DailySalts } from './salts'

export interface AnalyticsRuntime {
  limiter: RateLimiter
  salts: DailySalts
  now: () => Date
}

export function createAnalytics(db: Database, config: ServiceConfig['analytics'], now: () => Date = () => new Date()): AnalyticsRuntime {
  return { limiter: new RateLimiter(config.rateLimit, () => now().getTime()), salts: new DailySalts(db), now }
}
