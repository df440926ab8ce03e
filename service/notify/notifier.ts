/**
 * Sends the queued notifications (service/notify/notificationStore.ts): woken when a lead is stored, and on a timer for the
 * retries. A job is marked sent only after the mail server or webhook accepted it; a failure is retried with
 * backoff (base, 2x, 4x ... up to an hour) for as long as it takes. The lead itself was committed before its job
 * existed, so a failing channel never loses or duplicates a lead.
 */
import type { Database } from '../platform/db/database'
import type { LeadRecord } from '../../model/leadFields'
import { findLead } from '../leads/leadStore'
import type { Channel } from './routing'
import { claimDueJobs, markFailed, markSent, nextDueAt, releaseJobs } from './notificationStore'
import { elapsedMs, errorFields, log as defaultLog, type Log } from '../platform/log'

export type Sender = (lead: LeadRecord) => Promise<void>

const LEASE_SECONDS = 120
const BATCH = 20
const MAX_RETRY_SECONDS = 3600
/** The longest the sender sleeps, so a job queued by another instance is not left waiting long. */
const MAX_SLEEP_MS = 30_000

export function retryDelaySeconds(attempts: number, baseSeconds: number): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS)
}

export class Notifier {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | null = null
  private again = false
  private stopped = false

  constructor(
    private readonly db: Database,
    private readonly senders: Partial<Record<Channel, Sender>>,
    private readonly retryBaseSeconds: number,
    private readonly log: Log = defaultLog,
  ) {}

  /** Sends what is due now (and, if woken meanwhile, once more), then sleeps until the next job falls due. */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve()
    if (this.running) {
      this.again = true
      return this.running
    }
    clearTimeout(this.timer)
    this.running = (async () => {
      do {
        this.again = false
        await this.sendDue().catch((error: unknown) => this.log('notification.queue_unreadable', errorFields(error), 'error'))
      } while (this.again && !this.stopped)
    })().finally(() => {
      this.running = null
      void this.schedule()
    })
    return this.running
  }

  /** Stops sending: resolves once the notification being sent (if any) is finished and recorded. */
  stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    return this.running ?? Promise.resolve()
  }

  private async schedule(): Promise<void> {
    if (this.stopped) return
    const due = await nextDueAt(this.db).catch(() => null)
    const delay = due ? Math.max(0, due.getTime() - Date.now()) : MAX_SLEEP_MS
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.wake(), Math.min(delay + 50, MAX_SLEEP_MS))
    this.timer.unref()
  }

  private async sendDue(): Promise<void> {
    for (;;) {
      const jobs = await claimDueJobs(this.db, BATCH, LEASE_SECONDS)
      if (jobs.length === 0) return
      for (const [index, job] of jobs.entries()) {
        if (this.stopped) {
          // Shutting down: the notification being sent was finished; the rest of the batch goes back to the queue
          // at once, for another instance or the next start, instead of waiting out its lease.
          await releaseJobs(
            this.db,
            jobs.slice(index).map((rest) => rest.id),
          )
          return
        }
        const sender = this.senders[job.channel]
        const lead = await findLead(this.db, job.leadId)
        if (!lead) continue // erased meanwhile: its jobs went with it
        if (!sender) {
          // The channel was switched off after the job was queued: keep it, and send it if the channel comes back.
          await markFailed(this.db, job.id, `${job.channel} notifications are not configured`, MAX_RETRY_SECONDS)
          continue
        }
        const attempt = { lead: lead.id, channel: job.channel, attempt: job.attempts }
        const start = performance.now()
        try {
          await sender(lead)
        } catch (error) {
          const retryIn = retryDelaySeconds(job.attempts, this.retryBaseSeconds)
          this.log('notification.failed', { ...attempt, ...errorFields(error), retryInSeconds: retryIn, ms: elapsedMs(start) }, 'warn')
          await markFailed(this.db, job.id, error instanceof Error ? error.message : String(error), retryIn)
          continue
        }
        this.log('notification.sent', { ...attempt, ms: elapsedMs(start) })
        await markSent(this.db, job.id)
      }
      if (this.stopped) return
    }
  }
}
