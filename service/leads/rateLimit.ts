/**
 * A per-client, per-form rate limit kept in memory: a sliding log of accepted posts per key, checked against every
 * window (by default 5 a minute and 20 an hour). Over the limit, the caller answers 429 with Retry-After: the
 * browser's outbox waits that long and sends again, so a real visitor still gets through.
 * In memory is right for one instance; several instances behind a balancer each count their own share.
 */
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

export class RateLimiter {
  private readonly log = new Map<string, number[]>()
  private readonly longestMs: number

  constructor(
    private readonly windows: readonly Window[],
    private readonly now: () => number = Date.now,
  ) {
    this.longestMs = Math.max(...windows.map((window) => window.seconds * 1000))
  }

  /** Records a post for `key` if every window allows it; otherwise how many seconds to wait. */
  take(key: string): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const now = this.now()
    const times = (this.log.get(key) ?? []).filter((time) => now - time < this.longestMs)
    let wait = 0
    for (const { limit, seconds } of this.windows) {
      const inWindow = times.filter((time) => now - time < seconds * 1000)
      if (inWindow.length >= limit) wait = Math.max(wait, inWindow[inWindow.length - limit]! + seconds * 1000 - now)
    }
    if (wait > 0) {
      this.log.set(key, times)
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) }
    }
    times.push(now)
    this.log.set(key, times)
    return { ok: true }
  }

  /** Drops keys with nothing left in any window (run now and then, so memory stays bounded). */
  prune(): void {
    const now = this.now()
    for (const [key, times] of this.log) if (times.every((time) => now - time >= this.longestMs)) this.log.delete(key)
  }
}
