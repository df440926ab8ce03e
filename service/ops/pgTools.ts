/**
 * PostgreSQL's own client programs (pg_dump, pg_restore, psql), for backups of a service on PostgreSQL. They come with the
 * server's packages (Debian: postgresql-client-15, part of postgresql-15); a dump must be read by a pg_restore at
 * least as new as the pg_dump that wrote it, and pg_dump must be at least as new as the server.
 * Found in PG_BIN_DIR, else the newest /usr/lib/postgresql/<version>/bin, else on PATH.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { delimiter, join } from 'node:path'

export function pgTool(name: 'pg_dump' | 'pg_restore' | 'psql', env: Record<string, string | undefined> = process.env): string {
  if (env.PG_BIN_DIR) {
    const path = join(env.PG_BIN_DIR, name)
    if (existsSync(path)) return path
    throw new Error(`${name} is not in PG_BIN_DIR (${env.PG_BIN_DIR})`)
  }
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => /^\d+$/.test(version) && existsSync(join(root, version, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions[0]) return join(root, versions[0], 'bin', name)
  for (const dir of (env.PATH ?? '').split(delimiter)) if (dir && existsSync(join(dir, name))) return join(dir, name)
  throw new Error(`${name} was not found (set PG_BIN_DIR to the folder holding it; Debian: apt-get install postgresql-client)`)
}

/**
 * The connection for a client program: the URL without its password (a command line is visible to every user of the
 * machine), and the password in the program's environment instead.
 */
export function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

/** Longer than a dump or restore of the service's data takes; a tool that has not finished by then is waiting on a lost link. */
const TOOL_TIMEOUT_MS = 30 * 60 * 1000

/**
 * Runs a client program; resolves with what it wrote to standard output when it exits 0, rejects with its errors
 * otherwise. One still running after `timeoutMs` is stopped and fails: a pg_dump on a silent connection would
 * otherwise hold the scheduled backups for ever.
 */
export function runTool(file: string, args: readonly string[], env: NodeJS.ProcessEnv, timeoutMs = TOOL_TIMEOUT_MS): Promise<Buffer> {
  const name = file.split('/').pop()
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    let stderr = ''
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, timeoutMs)
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
    child.once('error', reject)
    child.once('close', (code) => {
      clearTimeout(timer)
      const limit = timeoutMs >= 60_000 ? `${Math.round(timeoutMs / 60_000)} minutes` : `${timeoutMs} ms`
      if (timedOut) reject(new Error(`${name} did not finish within ${limit} and was stopped`))
      else if (code === 0) resolve(Buffer.concat(out))
      else reject(new Error(`${name} exited with ${code}: ${stderr.trim() || 'no message'}`))
    })
  })
}
