/**
 * The per-address lead rate limit, kept in the database so that every instance counts together, on both back ends:
 * the windows' rule itself (on a stopped clock), its keys (never the address), its upkeep, and two instances on one
 * PostgreSQL server racing for the same key.
 */
import { openDatabase, type Database } from '../../service/platform/db/database'
import { admit, MemoryRateLimiter, parseWindows, RateLimiter, rateLimitSecret, type Decision } from '../../service/platform/rateLimit'
import { backends, openTestDatabase } from './support/backends'

const secret = rateLimitSecret('a setting only the instances share')

test('the windows: each allows its count, a refusal says how long to wait, and old posts fall out', () => {
  const windows = parseWindows('2/10,3/100')
  expect(admit([], 0, windows)).toEqual({ decision: { ok: true }, kept: [0] })
  expect(admit([0, 1000], 2000, windows)).toEqual({ decision: { ok: false, retryAfterSeconds: 8 }, kept: [0, 1000] })
  expect(admit([0, 1000, 120_000], 130_000, windows).kept).toEqual([120_000, 130_000])
  // A post exactly a window later has left it.
  expect(admit([0, 1000], 10_000, windows).decision).toEqual({ ok: true })
  expect(admit([0, 1000], 9_999, windows).decision).toEqual({ ok: false, retryAfterSeconds: 1 })
  expect(() => parseWindows('5 per minute')).toThrow('LEADS_RATE_LIMIT must look like')
  expect(() => parseWindows('0/60')).toThrow('at least 1')
})

test("the beacons' limit in memory: the same rule, and addresses idle past the longest window are dropped", () => {
  let now = 1_000_000
  const limiter = new MemoryRateLimiter(parseWindows('2/60'), () => now)
  expect(limiter.take('a')).toEqual({ ok: true })
  expect(limiter.take('a')).toEqual({ ok: true })
  expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 60 })
  expect(limiter.take('b')).toEqual({ ok: true })
  expect(limiter.size).toBe(2)
  now += 61_000
  // The next take prunes both idle keys and counts only its own.
  expect(limiter.take('c')).toEqual({ ok: true })
  expect(limiter.size).toBe(1)
  expect(limiter.take('a')).toEqual({ ok: true })
})

test('the limit in memory decides as the rule does, over a long log with a generous limit and a tight one', () => {
  // Posts from three addresses at uneven moments over three minutes, a thousand and more of them within a window.
  for (const spec of ['300/10,1000/60', '5/60,20/3600']) {
    const windows = parseWindows(spec)
    let now = 5_000_000
    const limiter = new MemoryRateLimiter(windows, () => now)
    const logs = new Map<string, number[]>()
    const expected: Decision[] = []
    const decided: Decision[] = []
    for (let post = 0; post < 8_000; post++) {
      now += (post * 7919) % 41
      const key = ['a', 'b', 'c'][post % 3 === 0 ? 0 : (post >> 4) % 3]!
      const { decision, kept } = admit(logs.get(key) ?? [], now, windows)
      logs.set(key, kept)
      expected.push(decision)
      decided.push(limiter.take(key))
    }
    expect(decided).toEqual(expected)
    // Both answers were given, and refusals with different waits.
    expect(new Set(expected.map((decision) => (decision.ok ? 0 : decision.retryAfterSeconds))).size).toBeGreaterThan(2)
  }
})

describe.each(backends)('the shared rate limit on $name', (backend) => {
  let db: Database
  let close: () => Promise<void>
  let url: string | null = null

  beforeAll(async () => {
    if (backend.skipReason) return
    const opened = await openTestDatabase(backend)
    db = opened.db
    close = opened.close
    if (opened.target.kind === 'postgresql') url = opened.target.url
  })
  afterAll(async () => close?.())

  test.skipIf(backend.skipReason)('allows each window its count, answers how long to wait, and forgets idle keys', async () => {
    let now = 0
    const limiter = new RateLimiter(parseWindows('2/10,3/100'), db, secret, () => now)
    expect(await limiter.take('a')).toEqual({ ok: true })
    expect(await limiter.take('a')).toEqual({ ok: true })
    expect(await limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 10 })
    expect(await limiter.take('b')).toEqual({ ok: true })
    now = 10_000
    expect(await limiter.take('a')).toEqual({ ok: true })
    now = 11_000
    // The hour-like window is full now: 3 in 100 s, the oldest at 0 s.
    expect(await limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 89 })
    now = 200_000
    // Both keys' posts left the longest window long ago (by the database clock too): their rows go.
    expect(await limiter.prune()).toBe(2)
    expect(await limiter.take('a')).toEqual({ ok: true })
  })

  test.skipIf(backend.skipReason)('stores a keyed hash of the address and form, never the address', async () => {
    const limiter = new RateLimiter(parseWindows('5/60'), db, secret)
    expect(await limiter.take('198.51.100.7|hero')).toEqual({ ok: true })
    const rows = await db.query<{ key: string }>('select key from rate_limits')
    expect(rows.some((row) => row.key.includes('198.51.100.7'))).toBe(false)
    // The same address under another secret (another deployment) is another key.
    await new RateLimiter(parseWindows('5/60'), db, rateLimitSecret('another deployment')).take('198.51.100.7|hero')
    expect((await db.query('select key from rate_limits')).length).toBe(rows.length + 1)
  })

  test.skipIf(backend.skipReason)('a flood from one address reads the shared log about once; a refusal is remembered only while it holds', async () => {
    let now = 50_000_000
    let transactions = 0
    // The database as the limiter sees it, counting the transactions it opens.
    const counted = new Proxy(db, {
      get: (target, name, receiver) =>
        name === 'transaction'
          ? (work: Parameters<Database['transaction']>[0]) => {
              transactions++
              return target.transaction(work)
            }
          : Reflect.get(target, name, receiver),
    })
    const limiter = new RateLimiter(parseWindows('5/60,20/3600'), counted, secret, () => now)
    const decisions = await Promise.all(Array.from({ length: 1000 }, () => limiter.take('198.51.100.99|hero')))
    expect(decisions.filter((decision) => decision.ok)).toHaveLength(5)
    expect(decisions.filter((decision) => !decision.ok && decision.retryAfterSeconds === 60)).toHaveLength(995)
    // The five accepted and the first refusal; the other 994 never reached the database.
    expect(transactions).toBeLessThanOrEqual(10)
    // Another address is decided by the log as before.
    expect(await limiter.take('203.0.113.99|hero')).toEqual({ ok: true })
    // Not a moment longer than the log would refuse: a minute on, the key gets its next post.
    now += 59_999
    expect(await limiter.take('198.51.100.99|hero')).toEqual({ ok: false, retryAfterSeconds: 1 })
    now += 1
    expect(await limiter.take('198.51.100.99|hero')).toEqual({ ok: true })
    // What another instance added meanwhile is read, too: its refusal comes from the log.
    const other = new RateLimiter(parseWindows('5/60,20/3600'), db, secret, () => now)
    for (let post = 0; post < 4; post++) expect(await other.take('192.0.2.99|contact')).toEqual({ ok: true })
    expect(await limiter.take('192.0.2.99|contact')).toEqual({ ok: true })
    expect(await limiter.take('192.0.2.99|contact')).toEqual({ ok: false, retryAfterSeconds: 60 })
  })

  test.skipIf(backend.skipReason)('two instances posting at once for one address let exactly the limit through', async () => {
    // On PostgreSQL the second instance has its own connections, as another process would; the embedded database
    // has one owner, so there both share it.
    const other = url ? await openDatabase({ kind: 'postgresql', url }) : db
    try {
      const windows = parseWindows('5/60')
      const instances = [new RateLimiter(windows, db, secret), new RateLimiter(windows, other, secret)]
      const decisions = await Promise.all(Array.from({ length: 20 }, (_, n) => instances[n % 2]!.take('203.0.113.50|contact')))
      expect(decisions.filter((decision) => decision.ok)).toHaveLength(5)
      expect(decisions.filter((decision) => !decision.ok).every((decision) => !decision.ok && decision.retryAfterSeconds > 0)).toBe(true)
    } finally {
      if (other !== db) await other.close()
    }
  })
})
