/**
 * The one door to the database. Two back ends speak the same SQL through it:
 * - embedded (default): PGlite, PostgreSQL compiled to WebAssembly, in a data folder; nothing to install or start;
 * - postgresql: a real server at DATABASE_URL (node-postgres pool), for hosts where data must outlive one machine.
 * Both take `$1` parameters and return plain rows, so every query in the service is written once.
 */
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import { errorFields, log } from '../log'

export interface Sql {
  /** One statement with `$1`-style parameters; the rows it returns. */
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>
  /** A script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>
}

export interface Database extends Sql {
  readonly kind: 'embedded' | 'postgresql'
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>
  close(): Promise<void>
  /**
   * Embedded only: the data folder as a gzipped tarball (service/ops/backup.ts), consistent: no transaction is open
   * while it is taken, and queries wait for it.
   */
  dumpDataDir?(): Promise<Uint8Array>
}

/** How the service names its PostgreSQL connections (pg_stat_activity), so a restore can tell it is still running. */
export const APPLICATION_NAME = 'agency-lead-service'

const CONNECT_TIMEOUT_MS = 5000
/** Longer than any statement of the service takes (a report, a migration on a large table, a vacuum). */
const QUERY_TIMEOUT_MS = 60_000

/** System errors of a connection that could not be made or was cut. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'])
/**
 * SQLSTATEs of a server that cannot serve now: the connection exception class (08…), a shutdown or start-up (57P01
 * to 57P03) and too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/
/** node-postgres's and PGlite's own words for a connection that ended or never came (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Cannot use a pool after calling end',
  'PGlite is closed',
  'PGlite is closing',
]

/**
 * Whether an error says the database cannot be reached just now (rather than that a query was wrong): the request
 * is then answered 503 with a time to try again (service/app.ts), not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true
  if (UNAVAILABLE_MESSAGES.some((words) => error.message.startsWith(words))) return true
  // Node reports a refused localhost connection tried on IPv4 and IPv6 as one AggregateError of both.
  return error instanceof AggregateError && error.errors.length > 0 && error.errors.every(isDatabaseUnavailable)
}

export type DatabaseTarget =
  | { kind: 'embedded'; dataDir: string }
  /** queryTimeoutMs: how long a statement may wait for its answer (60 s; the tests shorten it). */
  | { kind: 'postgresql'; url: string; queryTimeoutMs?: number }

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'embedded' ? openEmbedded(target.dataDir) : openPostgres(target.url, target.queryTimeoutMs)
}

/** A new embedded database in `dataDir` (which must not hold one) made from a backup's tarball (Database.dumpDataDir). */
export function openEmbeddedFromBackup(dataDir: string, tarball: Uint8Array): Promise<Database> {
  return openEmbedded(dataDir, new Blob([new Uint8Array(tarball)]))
}

async function openEmbedded(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  // relaxedDurability stays off: a query resolves only after PGlite has written it to the data folder,
  // so an acknowledged lead survives the process being killed.
  // pg_trgm: the index behind the dashboard's search (migration 009), as PostgreSQL servers ship it in contrib.
  const db = await PGlite.create({ dataDir, relaxedDurability: false, extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) })
  const wrap = (runner: Pick<PGlite, 'query' | 'exec'>): Sql => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await runner.query<Row>(text, [...params])).rows
    },
    async exec(script: string) {
      await runner.exec(script)
    },
  })
  return {
    kind: 'embedded',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
    // Inside a transaction of its own, so no other transaction is half done in the copy (PGlite runs one at a time);
    // the checkpoint first writes everything to the data files, so a restore needs no recovery.
    dumpDataDir: () =>
      db.transaction(async (tx) => {
        await tx.exec('checkpoint')
        return new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer())
      }),
  }
}

async function openPostgres(url: string, queryTimeoutMs = QUERY_TIMEOUT_MS): Promise<Database> {
  // Idle connections stay open (node-postgres closes them after 10 s by default): a restore refuses to run while a
  // service is connected (service/ops/restore.ts), and an idle service must still show in pg_stat_activity.
  // A server that does not answer at all (a dropped route, a firewall) fails a connection in 5 s, not the system's
  // two minutes, and a connection that goes silent (a paused server, a half-open link) fails its statement after
  // queryTimeoutMs, and the pool closes it, instead of holding every request, the notifier and the shutdown for
  // ever; TCP keep-alive finds such a link among the idle ones. Either is then a 503 (isDatabaseUnavailable).
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    application_name: APPLICATION_NAME,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: queryTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  })
  // An idle connection that drops (server restart, network) must not crash the process.
  pool.on('error', (error) => log('database.connection_error', errorFields(error), 'error'))
  const wrap = (runner: pg.Pool | pg.PoolClient): Sql => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await runner.query(text, [...params])).rows as Row[]
    },
    async exec(script: string) {
      // Without parameters node-postgres uses the simple protocol, which runs several statements.
      await runner.query(script)
    },
  })
  // Fail at start, not at the first lead, when the server cannot be reached.
  await pool.query('select 1')
  return {
    kind: 'postgresql',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect()
      // A connection cut between two statements of the transaction is an 'error' event on the client the pool has
      // handed out, not a rejected query: unheard, it would end the process. The next statement then fails instead.
      let cut: Error | undefined
      const onCut = (error: Error) => (cut = error)
      client.on('error', onCut)
      try {
        await client.query('begin')
        const result = await work(wrap(client))
        await client.query('commit')
        return result
      } catch (error) {
        // A rollback that fails too (a silent or cut link) leaves the connection unusable: it is closed below.
        await client.query('rollback').catch((failure: Error) => (cut ??= failure))
        throw error
      } finally {
        client.off('error', onCut)
        // A cut connection is closed, not given back to the pool.
        client.release(cut)
      }
    },
    close: () => pool.end(),
  }
}
