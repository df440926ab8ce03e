/**
 * Stores beacons as a group commit: while one insert is being written, the beacons that arrive meanwhile wait and go
 * in the next one, all in one statement. Each request is answered only once its row is committed, so nothing
 * acknowledged is lost; under load, many beacons share one commit (one fsync) instead of each paying for its own.
 * With one beacon at a time it is one insert per beacon, as before.
 */
import type { Sql } from '../platform/db/database'
import { insertEvents, type EventRow } from './eventStore'

/** The most rows one statement carries. */
const MAX_BATCH = 500

export class EventWriter {
  private queue: { row: EventRow; settle: (error?: unknown) => void }[] = []
  private writing = false

  constructor(private readonly db: Sql) {}

  write(row: EventRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, settle: (error) => (error === undefined ? resolve() : reject(error)) })
      if (!this.writing) void this.drain()
    })
  }

  private async drain(): Promise<void> {
    this.writing = true
    while (this.queue.length > 0) {
      // One turn of the event loop first, so the requests already received join this insert. The embedded database
      // runs its statement without yielding, so without this turn no beacon ever arrived during one: every insert
      // carried one row (10,500 inserts for 10,500 beacons from 20 clients).
      await new Promise((resolve) => setImmediate(resolve))
      const batch = this.queue.splice(0, MAX_BATCH)
      try {
        await insertEvents(
          this.db,
          batch.map((entry) => entry.row),
        )
        for (const entry of batch) entry.settle()
      } catch (error) {
        for (const entry of batch) entry.settle(error)
      }
    }
    this.writing = false
  }
}
