/**
 * Sends the daily digest: at the day's digest time in India (service/digest/schedule.ts), and at start, so a
 * service that was down then sends it later the same day. Each run makes the day's rows for every active user,
 * claims those no instance has sent or leased (service/digest/digestStore.ts), and sends each user one mail, or none when
 * there is nothing to report. A digest is marked sent only after the mail server accepted it; a failure is tried
 * again with backoff the same day. Runs again a minute later while any of the day's digests is unsent (failed, or
 * leased by another instance), then sleeps until the next day's time.
 */
import { digest as digestText } from '../../content/digest'
import { leadNotifications } from '../../content/leadNotifications'
import type { Database } from '../platform/db/database'
import { claimDigests, digestContent, markDigestFailed, markDigestSent, openDigests, unsentDigests, type DigestUser } from './digestStore'
import { labelTables } from '../leads/labels'
import { errorFields, log as defaultLog, type Log } from '../platform/log'
import type { MailMessage } from '../notify/email'
import { retryDelaySeconds } from '../notify/notifier'
import { digestMail } from './mail'
import { digestDayAt, indiaDayBounds, nextDigestAt, previousDay } from './schedule'

export interface DigestSettings {
  /** The digest's time of day, in minutes after midnight in India. */
  minute: number
  from: string
  dashboardOrigin: string
  /** Where the digest of a user without an e-mail address goes (the environment's owner): LEADS_NOTIFY_TO. */
  fallbackTo: readonly string[]
  retryBaseSeconds: number
}

const LEASE_SECONDS = 120
const BATCH = 20
/** At most this many leads in each list of a digest; the rest are counted. */
const LIST_LIMIT = 50
const RECHECK_MS = 60_000
/** The longest the sender sleeps, so a changed clock (or a machine woken from sleep) is noticed within the hour. */
const MAX_SLEEP_MS = 3_600_000

/** Who a user's digest goes to: their own address, else the owners' inbox. */
export const digestRecipients = (user: { email: string | null }, fallback: readonly string[]) => (user.email ? [user.email] : fallback)

export class DigestSender {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | null = null
  private stopped = false

  constructor(
    private readonly db: Database,
    private readonly deliver: (message: MailMessage) => Promise<void>,
    private readonly settings: DigestSettings,
    private readonly now: () => Date = () => new Date(),
    private readonly log: Log = defaultLog,
  ) {}

  /** Runs now, then on its own schedule until stopped. */
  start(): void {
    void this.tick()
  }

  /** Stops the schedule; resolves once a run in progress has finished. */
  stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    return this.running ?? Promise.resolve()
  }

  private async tick(): Promise<void> {
    if (this.stopped) return
    this.running = this.run()
      .then(() => undefined)
      .catch((error: unknown) => this.log('digest.failed', errorFields(error), 'error'))
    await this.running
    this.running = null
    if (this.stopped) return
    const now = this.now()
    const day = digestDayAt(now, this.settings.minute)
    const pending = day ? await unsentDigests(this.db, day).catch(() => 1) : 0
    const delay = pending > 0 ? RECHECK_MS : nextDigestAt(now, this.settings.minute).getTime() - now.getTime()
    this.timer = setTimeout(() => void this.tick(), Math.min(Math.max(delay, 1000), MAX_SLEEP_MS))
    this.timer.unref()
  }

  /** One run at the sender's clock: the day's digests that are due and unclaimed. Returns what it did. */
  async run(): Promise<{ day: string | null; sent: number; empty: number; failed: number }> {
    const now = this.now()
    const day = digestDayAt(now, this.settings.minute)
    const done = { day, sent: 0, empty: 0, failed: 0 }
    if (!day) return done
    await openDigests(this.db, day)
    const yesterday = indiaDayBounds(previousDay(day))
    for (;;) {
      const users = await claimDigests(this.db, day, now, LEASE_SECONDS, BATCH)
      if (users.length === 0) break
      for (const user of users) {
        const outcome = await this.sendOne(user, day, now, yesterday)
        done[outcome]++
      }
      if (this.stopped) break
    }
    this.log('digest.run', done)
    return done
  }

  private async sendOne(user: DigestUser, day: string, now: Date, yesterday: { start: Date; end: Date }): Promise<'sent' | 'empty' | 'failed'> {
    try {
      const content = await digestContent(this.db, user, now, yesterday, LIST_LIMIT)
      const mail = digestMail(
        user,
        digestRecipients(user, this.settings.fallbackTo),
        content,
        { today: day, yesterday: previousDay(day) },
        {
          from: this.settings.from,
          dashboardOrigin: this.settings.dashboardOrigin,
          text: digestText,
          labels: labelTables().labels,
          formNames: leadNotifications.forms,
        },
      )
      if (mail) await this.deliver(mail)
      await markDigestSent(this.db, day, user.id, now, mail === null)
      if (mail) this.log('digest.sent', { user: user.id, day, attempt: user.attempts })
      return mail ? 'sent' : 'empty'
    } catch (error) {
      const retryIn = retryDelaySeconds(user.attempts, this.settings.retryBaseSeconds)
      this.log('digest.not_sent', { user: user.id, day, attempt: user.attempts, retryInSeconds: retryIn, ...errorFields(error) }, 'warn')
      await markDigestFailed(this.db, day, user.id, new Date(now.getTime() + retryIn * 1000), error instanceof Error ? error.message : String(error))
      return 'failed'
    }
  }
}
