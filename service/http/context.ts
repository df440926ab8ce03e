import type { ServiceConfig } from '../config'
import type { Database } from '../db/database'
import type { Channel } from '../db/leads'
import type { RateLimiter } from '../leads/rateLimit'

/** What the routes need, built once by service/main.ts (or by a test). */
export interface ServiceContext {
  config: ServiceConfig
  db: Database
  limiter: RateLimiter
  notifier: { wake(): Promise<void> | void }
  /** The notification channels configured: every verified lead gets a job for each. */
  channels: Channel[]
}
