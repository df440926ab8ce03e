/**
 * Opening the service's storage at start, with every failure said in one sentence the owner can act on (a full
 * disk, a damaged data folder, an unreachable server) instead of a stack trace; the caller prints it and exits 1.
 * The embedded database's folder is made private (0700, its files 0600) before and after it is opened.
 */
import { endStaleSessions } from './team/sessions'
import { syncOwnerFromEnvironment } from './team/users'
import type { ServiceConfig } from './config'
import { openDatabase, type Database } from './platform/db/database'
import { diskFullMessage, explainOpenFailure, freeBytes, spaceCheck, type SpaceCheck } from './platform/db/dataFolder'
import { migrate, MigrationError } from './platform/db/migrate'
import { describeError, log } from './platform/log'
import { makePrivateDir, privatiseTree } from './platform/privateFiles'
import { StartError } from './platform/startError'

export interface Storage {
  db: Database
  /** Migrations applied by this start. */
  applied: string[]
  /** Room for new leads on the database's disk (the embedded database only). */
  space?: (reserveBytes?: number) => SpaceCheck
  /** Keeps the data folder private (run hourly: PGlite creates its files 0666). */
  privatise: () => void
}

export async function openStorage(config: ServiceConfig): Promise<Storage> {
  const target = config.database
  if (target.kind === 'postgresql') {
    let db: Database
    try {
      db = await openDatabase(target)
    } catch (error) {
      throw new StartError(
        `Could not connect to the PostgreSQL server at DATABASE_URL (${describeError(error)}). Check the URL and that the server accepts connections.`,
      )
    }
    return { db, applied: await applyMigrations(db), privatise: () => {} }
  }
  const dir = target.dataDir
  const free = freeBytes(dir)
  if (free < config.minFreeBytes) throw new StartError(diskFullMessage(dir, free, config.minFreeBytes))
  makePrivateDir(dir)
  privatiseTree(dir)
  let db: Database
  try {
    db = await openDatabase(target)
  } catch (error) {
    throw new StartError(explainOpenFailure(dir, error, config.minFreeBytes))
  }
  const applied = await applyMigrations(db)
  privatiseTree(dir)
  return { db, applied, space: spaceCheck(dir, config.minFreeBytes), privatise: () => void privatiseTree(dir) }
}

/**
 * Applies the migrations, logging each; a failing one was rolled back, and the start stops naming it with the
 * database's error.
 */
async function applyMigrations(db: Database): Promise<string[]> {
  try {
    return await migrate(db, undefined, (migration, ms) => log('migration.applied', { migration, ms }))
  } catch (error) {
    if (!(error instanceof MigrationError)) throw error
    log('migration.failed', { migration: error.migration, databaseError: error.databaseError }, 'error')
    await db.close()
    throw new StartError(`not started. ${error.message}`)
  }
}

/**
 * The owner from the environment matches ADMIN_USERNAME and ADMIN_PASSWORD_HASH, and sessions opened with credentials
 * that changed since (a new hash or name, a password changed elsewhere, a disabled user) end now. Lines for the log.
 */
export async function prepareUsers(db: Database, config: ServiceConfig): Promise<string[]> {
  let change: string | null
  try {
    change = await syncOwnerFromEnvironment(db, config.admin)
  } catch (error) {
    throw new StartError(error instanceof Error ? error.message : String(error))
  }
  const ended = await endStaleSessions(db)
  return [...(change ? [change] : []), ...(ended > 0 ? [`${ended} earlier session(s) ended: their credentials changed`] : [])]
}
