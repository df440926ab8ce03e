/**
 * The daily salt of the visitor hash (service/analytics/visitor.ts): 32 random bytes per calendar day, kept in the
 * database so that several instances count a visitor alike, and deleted once its day is over (here, as soon as the
 * next day's is made, and by the hourly upkeep). Without it, yesterday's visitor numbers cannot be linked to anyone.
 */
import { randomBytes } from 'node:crypto'
import type { Database } from '../platform/db/database'
import { deleteSaltsBefore, saltOfDay } from './eventStore'

export class DailySalts {
  private current: { day: string; salt: Promise<string> } | null = null

  constructor(private readonly db: Database) {}

  saltFor(day: string): Promise<string> {
    if (this.current?.day === day) return this.current.salt
    const salt = (async () => {
      const value = await saltOfDay(this.db, day, randomBytes(32).toString('hex'))
      await deleteSaltsBefore(this.db, day)
      return value
    })()
    this.current = { day, salt }
    // A failure is not remembered: the next request tries again.
    salt.catch(() => {
      if (this.current?.salt === salt) this.current = null
    })
    return salt
  }
}
