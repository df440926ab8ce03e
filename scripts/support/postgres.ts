/**
 * A throwaway PostgreSQL server from Debian's `postgresql` package, for tests: initdb in a temporary folder, started
 * on 127.0.0.1 at a free port (and a socket in that folder), as a non-root user (`postgres` when the tests run as
 * root, since PostgreSQL refuses to run as root), stopped and deleted afterwards.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface PostgresServer {
  /** postgres://… of the cluster's default database. */
  url: string
  /** A URL of `database` on the same server. */
  urlOf(database: string): string
  stop(): void
}

/** The folder holding initdb and pg_ctl (the newest installed major version), or null. */
export function postgresBinDir(): string | null {
  if (process.env.PG_BIN_DIR) return existsSync(join(process.env.PG_BIN_DIR, 'initdb')) ? process.env.PG_BIN_DIR : null
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(root, versions[0], 'bin') : null
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export async function startPostgres(binDir: string): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'agency-pg-'))
  const asRoot = process.getuid?.() === 0
  // As root, run the server as the `postgres` user the Debian package creates; it must own the folder.
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(binDir, command), ...args]] : [join(binDir, command), args]
    return execFileSync(file, argv, { stdio: 'pipe', timeout: 120_000 })
  }
  if (asRoot)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()))
  const data = join(dir, 'data')
  run('initdb', ['-D', data, '-U', 'app', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale=C'])
  const port = await freePort()
  // fsync stays on: the tests that kill the service expect committed rows to be on disk like in production.
  run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', `-h 127.0.0.1 -p ${port} -k ${dir}`, 'start'])
  const urlOf = (database: string) => `postgres://app@127.0.0.1:${port}/${database}`
  return {
    url: urlOf('postgres'),
    urlOf,
    stop() {
      spawnSync(
        asRoot ? 'runuser' : join(binDir, 'pg_ctl'),
        asRoot ? ['-u', 'postgres', '--', join(binDir, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'] : ['-D', data, '-m', 'immediate', 'stop'],
        { stdio: 'ignore' },
      )
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
