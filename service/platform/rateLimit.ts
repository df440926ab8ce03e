/**
 * A per-client, per-form rate limit: a sliding log of accepted posts per key, checked against every window (by
 * default 5 a minute and 20 an hour). Over the limit, the caller answers 429 with Retry-After: the browser's outbox
 * waits that long and sends again, so a real visitor still gets through.
 *
 * The log lives in the database (rate_limits, migration 005), so every instance on one PostgreSQL server counts
 * together: a key's row is locked while it is read and written, so two instances never both let the fifth post
 * through. A key is stored as an HMAC of the address and form under a secret from the service's settings: the
 * database never holds the address, and a copy of it alone cannot tell one.
 */
import { createHash, createHmac } from 'node:crypto'
import type { Database, Sql } from './db/database'

export interface Window {
  limit: number
  seconds: number
}

/** "5/60,20/3600": at most 5 in 60 s and 20 in 3600 s. `name`: the setting it came from, for the error. */
export function parseWindows(spec: string, name = 'LEADS_RATE_LIMIT'): Window[] {
  const windows = spec.split(',').map((part) => {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(part)
    if (!match) throw new Error(`${name} must look like "5/60,20/3600" (posts/seconds, comma-separated); got "${spec}"`)
    return { limit: Number(match[1]), seconds: Number(match[2]) }
  })
  if (windows.some((window) => window.limit < 1 || window.seconds < 1))
    throw new Error(`${name}: every limit and window must be at least 1; got "${spec}"`)
  return windows
}

export type Decision = { ok: true } | { ok: false; retryAfterSeconds: number }

/** The rule itself: given a key's earlier accepted posts (ms), may one more go through `now`, and what is kept. */
export function admit(earlier: readonly number[], now: number, windows: readonly Window[]): { decision: Decision; kept: number[] } {
  const longestMs = Math.max(...windows.map((window) => window.seconds * 1000))
  const times = earlier.filter((time) => now - time < longestMs)
  const wait = waitMs(times, 0, now, windows)
  if (wait > 0) return { decision: refused(wait), kept: times }
  return { decision: { ok: true }, kept: [...times, now] }
}

/**
 * How long until every window has room for one more post (0: now), given the accepted times from `from` on, oldest
 * first (the order they were taken in). A window's posts are the newest ones, so each is counted by a binary search.
 */
function waitMs(times: readonly number[], from: number, now: number, windows: readonly Window[]): number {
  let wait = 0
  for (const { limit, seconds } of windows) {
    let low = from
    let high = times.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (now - times[middle]! < seconds * 1000) high = middle
      else low = middle + 1
    }
    if (times.length - low >= limit) wait = Math.max(wait, times[times.length - limit]! + seconds * 1000 - now)
  }
  return wait
}

const refused = (wait: number): Decision => ({ ok: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) })

/** The HMAC secret for the keys, derived from a value every instance shares and the database never sees. */
export function rateLimitSecret(sharedSetting: Buffer | string): Buffer {
  return createHash('sha256').update('lead rate limit keys\0').update(sharedSetting).digest()
}

export class RateLimiter {
  private readonly longestMs: number
  /** Keys the shared log refused, and until when (ms): nothing can let them through sooner (see `take`). */
  private readonly refusedUntil = new Map<string, number>()
  /** Each key's last decision still being made: the next post of that key waits for it. */
  private readonly deciding = new Map<string, Promise<Decision>>()
  private sweptAt: number

  constructor(
    private readonly windows: readonly Window[],
    private readonly db: Database,
    private readonly secret: Buffer,
    private readonly now: () => number = Date.now,
  ) {
    this.longestMs = Math.max(...windows.map((window) => window.seconds * 1000))
    this.sweptAt = now()
  }

  /**
   * Records a post for `key` if every window allows it; otherwise how many seconds to wait.
   *
   * A refusal is remembered in this process until its wait ends, and a key's posts are decided one after another here,
   * so a flood from one address reads the shared log about once: the rest are refused from memory, costing almost
   * nothing (1,000 posts from one address each took a transaction, and on the embedded database other visitors' leads
   * waited behind them for up to 24 s). It never refuses what the log would let through: posts leave a window only
   * as time passes, and other instances only add to it.
   */
  take(key: string): Promise<Decision> {
    const held = this.heldBack(key)
    if (held) return Promise.resolve(held)
    const before = this.deciding.get(key)
    const decision = (before ? before.catch(() => undefined) : Promise.resolve()).then(() => this.heldBack(key) ?? this.takeShared(key))
    this.deciding.set(key, decision)
    const settled = () => {
      if (this.deciding.get(key) === decision) this.deciding.delete(key)
    }
    decision.then(settled, settled)
    return decision
  }

  /** A refusal from memory while an earlier one's wait lasts. */
  private heldBack(key: string): Decision | null {
    const now = this.now()
    if (now - this.sweptAt >= this.longestMs) {
      this.sweptAt = now
      for (const [each, until] of this.refusedUntil) if (until <= now) this.refusedUntil.delete(each)
    }
    const until = this.refusedUntil.get(key)
    if (until === undefined) return null
    if (until > now) return refused(until - now)
    this.refusedUntil.delete(key)
    return null
  }

  private async takeShared(key: string): Promise<Decision> {
    const hashed = createHmac('sha256', this.secret).update(key).digest('base64url')
    const now = this.now()
    const decision = await this.db.transaction(async (tx) => {
      // The no-op update on conflict locks an existing row until this transaction ends.
      const [row] = await tx.query<{ hits: (number | string | bigint)[] }>(
        `insert into rate_limits (key, hits, expires_at) values ($1, '{}', now())
         on conflict (key) do update set key = excluded.key
         returning hits`,
        [hashed],
      )
      const { decision, kept } = admit(row!.hits.map(Number), now, this.windows)
      if (decision.ok) await writeHits(tx, hashed, kept, now + this.longestMs)
      return { decision, wait: decision.ok ? 0 : waitMs(kept, 0, now, this.windows) }
    })
    if (!decision.decision.ok) this.refusedUntil.set(key, now + decision.wait)
    return decision.decision
  }

  /** Drops keys with nothing left in any window (run now and then, so the table stays small). */
  async prune(): Promise<number> {
    return (await this.db.query('delete from rate_limits where expires_at <= now() returning key')).length
  }
}

async function writeHits(tx: Sql, key: string, hits: number[], expiresAtMs: number): Promise<void> {
  await tx.query(`update rate_limits set hits = $2::bigint[], expires_at = to_timestamp($3::float8 / 1000) where key = $1`, [
    key,
    `{${hits.join(',')}}`,
    expiresAtMs,
  ])
}

/**
 * The same rule kept in this process's memory, for page-view beacons: a database round trip per beacon would cost
 * more than the limit saves, so each instance counts its own share. Keys idle past the longest window are dropped
 * at most once per that window, so memory stays bounded by the addresses seen in it.
 */
export class MemoryRateLimiter {
  /** Each key's accepted times, oldest first; those before `start` have left every window. */
  private readonly log = new Map<string, { times: number[]; start: number }>()
  private readonly longestMs: number
  private prunedAt: number

  constructor(
    private readonly windows: readonly Window[],
    private readonly now: () => number = Date.now,
  ) {
    this.longestMs = Math.max(...windows.map((window) => window.seconds * 1000))
    this.prunedAt = now()
  }

  /**
   * The same decision as `admit`, without copying the key's log: with a generous limit (or many visitors behind one
   * address) a log holds thousands of times, and copying it for every beacon made each one slower than the last.
   */
  take(key: string): Decision {
    const now = this.now()
    if (now - this.prunedAt >= this.longestMs) this.prune(now)
    let hits = this.log.get(key)
    if (!hits) this.log.set(key, (hits = { times: [], start: 0 }))
    while (hits.start < hits.times.length && now - hits.times[hits.start]! >= this.longestMs) hits.start++
    // What has left every window is cut off once it is most of the log, so each time is copied at most once.
    if (hits.start > 64 && hits.start * 2 > hits.times.length) {
      hits.times = hits.times.slice(hits.start)
      hits.start = 0
    }
    const wait = waitMs(hits.times, hits.start, now, this.windows)
    if (wait > 0) return refused(wait)
    hits.times.push(now)
    return { ok: true }
  }

  /** How many keys are held (for the test that proves idle ones go). */
  get size(): number {
    return this.log.size
  }

  private prune(now: number): void {
    this.prunedAt = now
    for (const [key, { times }] of this.log) if (times.length === 0 || now - times.at(-1)! >= this.longestMs) this.log.delete(key)
  }
}
