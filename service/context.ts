import type { AnalyticsRuntime } from './analytics/runtime'
import type { ServiceConfig } from './config'
import type { Database } from './platform/db/database'
import type { Channel } from './notify/routing'
import type { SpaceCheck } from './platform/db/dataFolder'
import type { DomainLookup } from './leads/emailDomain'
import type { RateLimiter } from './platform/rateLimit'
import type { Log } from './platform/log'
import type { ContentRepo } from './editor/repo'
import type { ContentSettings } from './editor/settings'

/** What the routes need, built once by service/main.ts (or by a test). */
export interface ServiceContext {
  config: ServiceConfig
  db: Database
  limiter: RateLimiter
  notifier: { wake(): Promise<void> | void }
  /** The notification channels configured: every verified lead gets a job for each. */
  channels: Channel[]
  /** Whether the database's disk has room for new leads (always, for a PostgreSQL server: its disk is not ours to see). */
  space?: (reserveBytes?: number) => SpaceCheck
  /**
   * Looks up whether a new lead's email domain exists (service/leads/emailDomain.ts), after the lead is acknowledged;
   * absent: no lookup (tests pass a fake one: there is no internet here).
   */
  emailDomains?: DomainLookup
  /** Page views and events (service/analytics). */
  analytics: AnalyticsRuntime
  /** Where request log lines go (service/platform/log.ts by default; tests collect or silence them). */
  log?: Log
  /** The content editor, when the service has a working copy of the site (CONTENT_REPO). */
  content?: { settings: ContentSettings; repo: ContentRepo; publisher: { wake(): Promise<void> } }
}
