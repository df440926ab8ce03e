/**
 * The ops socket of a service on the embedded database: a Unix socket beside the data folder (`<DATA_DIR>.ops.sock`),
 * readable and writable by the service's own user only (0600), on which the running service answers
 *   GET /backup  the data folder as a gzipped tarball (what `npm run service:backup` saves), and
 *   GET /status  {"pid", "dataDir"}: a restore refuses to touch a data folder whose service is running.
 * PGlite has one owner process, so a backup must come from that process; a local socket needs no password and is
 * reachable by nobody who could not read the data folder itself. It also keeps a second service off the same folder:
 * one that finds the socket answering refuses to start.
 */
import { chmodSync, existsSync, rmSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import { join } from 'node:path'
import { elapsedMs, errorFields, log } from '../platform/log'
import { StartError } from '../platform/startError'
import { unusedConnectionCloser } from './shutdown'

/** Beside the data folder, named after it (joined with '.', a trailing slash is dropped). */
export const opsSocketPath = (dataDir: string) => `${join(dataDir, '.')}.ops.sock`

export interface OpsStatus {
  pid: number
  dataDir: string
}

/** A GET on the socket: its status and body, or null when no service answers there. */
export function askOpsSocket(socketPath: string, path: string): Promise<{ status: number; body: Buffer } | null> {
  return new Promise((resolve, reject) => {
    if (!existsSync(socketPath)) return resolve(null)
    const req = request({ socketPath, path, method: 'GET' }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
    req.on('error', (error: NodeJS.ErrnoException) => (['ECONNREFUSED', 'ENOENT'].includes(error.code ?? '') ? resolve(null) : reject(error)))
    req.end()
  })
}

/**
 * Refuses a start on a data folder another process owns (its ops socket answers). Asked before the folder is opened:
 * a second process would otherwise write to the live database's files, run migrations and change its users first.
 */
export async function refuseSecondOwner(dataDir: string): Promise<void> {
  const path = opsSocketPath(dataDir)
  if (await askOpsSocket(path, '/status')) {
    throw new StartError(`Another lead service is running on ${dataDir} (it answers on ${path}). The embedded database has one owner process.`)
  }
}

export async function startOpsSocket(dataDir: string, backup: () => Promise<Uint8Array>): Promise<{ path: string; close(): Promise<void> }> {
  const path = opsSocketPath(dataDir)
  // Again, for two starts at the same moment.
  await refuseSecondOwner(dataDir)
  rmSync(path, { force: true }) // left by a process that was killed
  const status: OpsStatus = { pid: process.pid, dataDir }
  const server: Server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/status') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(status))
    if (req.method !== 'GET' || req.url !== '/backup') return void res.writeHead(404).end()
    const start = performance.now()
    backup().then(
      (bytes) => {
        log('backup.taken', { via: 'ops socket', bytes: bytes.length, ms: elapsedMs(start) })
        res.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': bytes.length }).end(bytes)
      },
      (error: unknown) => {
        log('backup.failed', { via: 'ops socket', ...errorFields(error) }, 'error')
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end(error instanceof Error ? error.message : String(error))
      },
    )
  })
  const closeUnused = unusedConnectionCloser(server)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, () => resolve())
  })
  chmodSync(path, 0o600)
  return {
    path,
    close: () =>
      new Promise<void>((resolve) => {
        // A backup being sent is finished first.
        server.close(() => {
          rmSync(path, { force: true })
          resolve()
        })
        server.closeIdleConnections()
        closeUnused()
      }),
  }
}
