/**
 * The beacons' group commit (service/analytics/writer.ts) on both back ends: the beacons that are waiting when an
 * insert starts share it, each is answered only once its row is committed, and a failed insert fails only its own.
 */
import { EventWriter } from '../../service/analytics/writer'
import type { Sql } from '../../service/platform/db/database'
import type { EventRow } from '../../service/analytics/eventStore'
import { backends, openTestDatabase } from './support/backends'

const row = (n: number): EventRow => ({
  day: '2026-11-27',
  visitor: String(1000 + n),
  kind: 'pageview',
  path: `/page-${n}`,
  landing: false,
  referrer: null,
  utmSource: null,
  utmCampaign: null,
  device: 'desktop',
  browser: 'Chrome',
})

/** The database, counting the rows of each insert into the events table. */
function counting(db: Sql): { sql: Sql; inserts: number[] } {
  const inserts: number[] = []
  return {
    inserts,
    sql: {
      exec: (script) => db.exec(script),
      query(text, params) {
        if (text.includes('insert into analytics_events')) inserts.push((params![0] as unknown[]).length)
        return db.query(text, params)
      },
    },
  }
}

describe.each(backends)('the event writer on $name', (backend) => {
  test.skipIf(backend.skipReason)('beacons waiting together go in one insert, each answered once its row is stored', async () => {
    const { db, close } = await openTestDatabase(backend)
    try {
      const { sql, inserts } = counting(db)
      const writer = new EventWriter(sql)
      // As twenty requests read in one turn of the event loop: the embedded database runs a statement without
      // yielding, so this is how beacons arrive while it writes.
      await Promise.all(Array.from({ length: 20 }, (_, n) => writer.write(row(n))))
      expect(inserts).toEqual([20])
      const stored = await db.query<{ path: string }>('select path from analytics_events order by visitor')
      expect(stored.map((event) => event.path)).toEqual(Array.from({ length: 20 }, (_, n) => `/page-${n}`))
      // A beacon on its own is written on its own, at once.
      await writer.write(row(20))
      expect(inserts).toEqual([20, 1])
    } finally {
      await close()
    }
  })
})

test('a failed insert fails the beacons it carried, and the next insert is written', async () => {
  let fail = true
  const written: number[] = []
  const writer = new EventWriter({
    exec: async () => undefined,
    async query(_text, params) {
      if (fail) {
        fail = false
        throw new Error('the disk is away')
      }
      written.push((params![0] as unknown[]).length)
      return []
    },
  })
  const first = Promise.allSettled([writer.write(row(1)), writer.write(row(2))])
  expect((await first).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected'])
  await expect(writer.write(row(3))).resolves.toBeUndefined()
  expect(written).toEqual([1])
})
