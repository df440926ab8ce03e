/**
 * The lead service's settings, read once from its environment and checked with zod, so a wrong value stops the
 * service at start with a message naming the variable. Documented in docs/lead-service.md, "The lead service".
 */
import { z } from 'zod'
import { site } from '../content/site'
import { parseHash, SCRYPT_COST, type ParsedHash } from './team/password'
import { parseWindows, type Window } from './platform/rateLimit'
import type { DatabaseTarget } from './platform/db/database'
import type { MailSettings } from './notify/email'
import type { BackupSchedule } from './ops/scheduledBackups'

export interface ServiceConfig {
  port: number
  host: string
  database: DatabaseTarget
  /** Origins whose pages may post leads and use the admin API (CORS and the Origin check). */
  allowedOrigins: string[]
  /** Session cookies carry Secure when the site is served over https. */
  secureCookies: boolean
  trustProxy: boolean
  admin: {
    /** The first owner's sign-in name and password hash (service/team/users.ts applies them to that user at start). */
    username: string
    passwordHash: ParsedHash
    encodedHash: string
    sessionSeconds: number
    /** The scrypt cost of passwords the team sets in the dashboard. */
    passwordCost: { N: number; r: number; p: number }
  }
  rateLimit: Window[]
  retentionDays: number
  /** A request must arrive whole within `requestMs` and its headers within `headersMs`: slower clients are cut off. */
  timeouts: { requestMs: number; headersMs: number }
  /** The embedded database refuses new leads while its disk has less free space than this (bytes). */
  minFreeBytes: number
  mail: MailSettings | null
  /** When the daily digest goes out, as minutes after midnight in India (DIGEST_TIME); null: no digest. Needs `mail`. */
  digestMinute: number | null
  webhook: { url: string; secret: string } | null
  /** First retry delay of a failed notification, doubled on each further failure (capped at an hour). */
  retryBaseSeconds: number
  /** Page views and events: days raw events are kept (their daily rollups stay as long as the leads), beacons per address. */
  analytics: { retentionDays: number; rateLimit: Window[]; dailyLimit: number }
  /** Backups the service takes by itself (service/ops/scheduledBackups.ts), when BACKUP_DIR is set. */
  backups: BackupSchedule | null
}

const origin = (name: string) =>
  z.string().transform((value, context) => {
    try {
      const url = new URL(value)
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin
    } catch {
      // reported below
    }
    context.addIssue({ code: 'custom', message: `${name} must be an http(s) URL; got "${value}"` })
    return z.NEVER
  })

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))

/** One or more e-mail addresses, comma-separated; each must be one, or the setting names the one that is not. */
const addresses = (name: string) =>
  optional.transform((value, context) => {
    if (value === undefined) return undefined
    const list = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    for (const entry of list) {
      if (!z.email().safeParse(entry).success)
        context.addIssue({ code: 'custom', message: `${name} must be e-mail addresses separated by commas; "${entry}" is not one` })
    }
    return list.length > 0 ? [...new Set(list)] : undefined
  })

/** A time of day, HH:MM (24-hour), as minutes after midnight; "off" for none; unset, `fallback`. */
const timeOfDay = (name: string, fallback: number) =>
  optional.transform((value, context) => {
    if (value === undefined) return fallback
    if (value === 'off') return null
    const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value)
    if (match) return Number(match[1]) * 60 + Number(match[2])
    context.addIssue({ code: 'custom', message: `${name} must be a time such as 09:00 (India's time) or off; got "${value}"` })
    return z.NEVER
  })

/** The content editor's settings: service/editor/settings.ts reads them through this part of the one schema. */
export const editorEnvSchema = z.object({
  CONTENT_REPO: optional,
  PUBLISH_MODE: optional.pipe(z.enum(['swap', 'push'], { error: 'PUBLISH_MODE must be swap or push' }).default('swap')),
  PUBLISH_DIR: z.string().default('.data/publish'),
  PUBLISH_NODE_MODULES: z.string().default('node_modules'),
  PUBLISH_BUILD_COMMAND: z.string().default('npm run build'),
  PUBLISH_REMOTE: optional,
  PUBLISH_BRANCH: optional,
  PUBLISH_TIMEOUT_MS: z.coerce
    .number({ error: 'PUBLISH_TIMEOUT_MS must be a number of milliseconds' })
    .int()
    .min(1000, 'PUBLISH_TIMEOUT_MS must be at least 1000 (a second)')
    .default(15 * 60_000),
  PUBLISH_LEADS_ENDPOINT: z.string().default('/api/leads'),
  PUBLISH_SITE_URL: optional,
  PUBLISH_LIVE_URL: optional,
})

const envSchema = editorEnvSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(8787),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.string().default('.data/leads'),
  SITE_URL: origin('SITE_URL').default('https://www.example.com'),
  ALLOWED_ORIGINS: optional,
  TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).default('0'),
  ADMIN_USERNAME: z.string().trim().min(1).default('admin'),
  ADMIN_PASSWORD_HASH: z.string({ error: 'ADMIN_PASSWORD_HASH is not set: create one with `npm run service:hash-password`' }).min(1),
  // From a quarter of an hour to a week: shorter is no use, longer leaves a lost laptop signed in for too long.
  ADMIN_SESSION_HOURS: z.coerce
    .number({ error: 'ADMIN_SESSION_HOURS must be a number of hours' })
    .min(0.25, 'ADMIN_SESSION_HOURS must be at least 0.25 (15 minutes)')
    .max(24 * 7, 'ADMIN_SESSION_HOURS must be at most 168 (a week)')
    .default(8),
  LEADS_RATE_LIMIT: z.string().default('5/60,20/3600'),
  LEADS_RETENTION_DAYS: z.coerce.number().int().min(1).default(site.leadRetentionDays),
  // PGlite grows its write-ahead log 16 MB at a time: below this, new leads wait (503) rather than fill the disk.
  DISK_MIN_FREE_MB: z.coerce.number({ error: 'DISK_MIN_FREE_MB must be a number of megabytes' }).min(0).default(64),
  SMTP_URL: optional.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  LEADS_NOTIFY_TO: addresses('LEADS_NOTIFY_TO'),
  APPLICATIONS_NOTIFY_TO: addresses('APPLICATIONS_NOTIFY_TO'),
  DIGEST_TIME: timeOfDay('DIGEST_TIME', 9 * 60),
  LEADS_MAIL_FROM: optional,
  LEADS_WEBHOOK_URL: optional.pipe(z.url({ protocol: /^https?$/, error: 'LEADS_WEBHOOK_URL must be an http(s) URL' }).optional()),
  LEADS_WEBHOOK_SECRET: optional.pipe(z.string().min(16, 'LEADS_WEBHOOK_SECRET must be at least 16 characters').optional()),
  NOTIFY_RETRY_BASE_SECONDS: z.coerce.number().positive().default(30),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).default(site.analyticsRetentionDays),
  ANALYTICS_RATE_LIMIT: z.string().default('60/60,600/3600'),
  ANALYTICS_DAILY_LIMIT: z.coerce.number().int().min(1).default(50_000),
  BACKUP_DIR: optional,
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  BACKUP_INTERVAL_HOURS: z.coerce.number().positive().default(24),
})

export function readConfig(env: Record<string, string | undefined> = process.env): ServiceConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) throw new Error(`The lead service's settings are not valid:\n${z.prettifyError(parsed.error)}`)
  const value = parsed.data
  if (Boolean(value.SMTP_URL) !== Boolean(value.LEADS_NOTIFY_TO)) throw new Error('Set SMTP_URL and LEADS_NOTIFY_TO together (or neither)')
  if (value.APPLICATIONS_NOTIFY_TO && !value.SMTP_URL) throw new Error('APPLICATIONS_NOTIFY_TO needs SMTP_URL and LEADS_NOTIFY_TO')
  if (Boolean(value.LEADS_WEBHOOK_URL) !== Boolean(value.LEADS_WEBHOOK_SECRET))
    throw new Error('Set LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET together (or neither)')
  const extraOrigins = (value.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => origin('ALLOWED_ORIGINS').parse(entry))
  const siteHost = new URL(value.SITE_URL).hostname.replace(/^www\./, '')
  return {
    port: value.PORT,
    host: value.HOST,
    database: readDatabaseTarget(env),
    allowedOrigins: [...new Set([value.SITE_URL, ...extraOrigins])],
    secureCookies: value.SITE_URL.startsWith('https:'),
    trustProxy: value.TRUST_PROXY === '1' || value.TRUST_PROXY === 'true',
    admin: {
      username: value.ADMIN_USERNAME,
      passwordHash: parseHash(value.ADMIN_PASSWORD_HASH),
      encodedHash: value.ADMIN_PASSWORD_HASH.trim(),
      sessionSeconds: Math.round(value.ADMIN_SESSION_HOURS * 3600),
      passwordCost: SCRYPT_COST,
    },
    rateLimit: parseWindows(value.LEADS_RATE_LIMIT),
    retentionDays: value.LEADS_RETENTION_DAYS,
    minFreeBytes: value.DISK_MIN_FREE_MB * 1024 * 1024,
    timeouts: { requestMs: value.REQUEST_TIMEOUT_MS, headersMs: value.HEADERS_TIMEOUT_MS },
    mail:
      value.SMTP_URL && value.LEADS_NOTIFY_TO
        ? {
            smtpUrl: value.SMTP_URL,
            recipients: { leads: value.LEADS_NOTIFY_TO, applications: value.APPLICATIONS_NOTIFY_TO ?? null },
            from: value.LEADS_MAIL_FROM ?? `"${site.name} website" <no-reply@${siteHost}>`,
            dashboardOrigin: value.SITE_URL,
          }
        : null,
    digestMinute: value.SMTP_URL ? value.DIGEST_TIME : null,
    webhook: value.LEADS_WEBHOOK_URL && value.LEADS_WEBHOOK_SECRET ? { url: value.LEADS_WEBHOOK_URL, secret: value.LEADS_WEBHOOK_SECRET } : null,
    retryBaseSeconds: value.NOTIFY_RETRY_BASE_SECONDS,
    analytics: {
      retentionDays: value.ANALYTICS_RETENTION_DAYS,
      rateLimit: parseWindows(value.ANALYTICS_RATE_LIMIT, 'ANALYTICS_RATE_LIMIT'),
      dailyLimit: value.ANALYTICS_DAILY_LIMIT,
    },
    backups: value.BACKUP_DIR ? { dir: value.BACKUP_DIR, keep: value.BACKUP_KEEP, intervalHours: value.BACKUP_INTERVAL_HOURS } : null,
  }
}

/** Only the database settings, read as the service reads them: what the backup and restore commands need. */
export function readDatabaseTarget(env: Record<string, string | undefined> = process.env): DatabaseTarget {
  const parsed = envSchema.pick({ DATABASE_URL: true, DATA_DIR: true }).safeParse(env)
  if (!parsed.success) throw new Error(`The database settings are not valid:\n${z.prettifyError(parsed.error)}`)
  return parsed.data.DATABASE_URL ? { kind: 'postgresql', url: parsed.data.DATABASE_URL } : { kind: 'embedded', dataDir: parsed.data.DATA_DIR }
}
