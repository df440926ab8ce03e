/**
 * What the beacon endpoint keeps between requests: the per-address limit, the day's salt, the writer that commits
 * beacons in groups, and the clock that picks the day (a test moves it to the next day). Built once by service/main.ts, or by a test.
 */
import type { ServiceConfig } from '../config'
import type { Database } from '../platform/db/database'
import { MemoryRateLimiter } from '../platform/rateLimit'
import { DailySalts } from './salts'
import { EventWriter } from './writer'

export interface AnalyticsRuntime {
  limiter: MemoryRateLimiter
  salts: DailySalts
  writer: EventWriter
  /** The events this instance may still store today (ANALYTICS_DAILY_LIMIT). */
  daily: DailyAllowance
  now: () => Date
}

export function createAnalytics(db: Database, config: ServiceConfig['analytics'], now: () => Date = () => new Date()): AnalyticsRuntime {
  return {
    limiter: new MemoryRateLimiter(config.rateLimit, () => now().getTime()),
    salts: new DailySalts(db),
    writer: new EventWriter(db),
    daily: new DailyAllowance(config.dailyLimit),
    now,
  }
}

/** A number of takes per day, counted in this process: 'taken', or 'spent' (and 'just spent' the first time a day). */
export class DailyAllowance {
  private day = ''
  private taken = 0

  constructor(readonly perDay: number) {}

  take(day: string): 'taken' | 'just spent' | 'spent' {
    if (day !== this.day) {
      this.day = day
      this.taken = 0
    }
    const answer = this.taken < this.perDay ? 'taken' : this.taken === this.perDay ? 'just spent' : 'spent'
    this.taken++
    return answer
  }
}
