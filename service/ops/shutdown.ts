/**
 * Stopping cleanly on SIGTERM (what a host, systemd or a container runtime sends) or SIGINT: the listening socket
 * closes first, so no new request is taken; requests already being answered finish, and so does the notification
 * being sent; then the background work stops and the database closes, and the process exits 0. A host waits about
 * 10 s before it kills a process, so shutdown gives up after SHUTDOWN_TIMEOUT_MS, logs what it was still waiting
 * for and exits 1 (every lead acknowledged so far is committed already, so nothing acknowledged is lost even then).
 */
import type { Server, Socket } from 'node:net'
import type { ServerType } from '@hono/node-server'
import { elapsedMs, errorFields, log } from '../platform/log'

export const SHUTDOWN_TIMEOUT_MS = 9_000

/** One step of shutting down, in order. */
export interface ShutdownStep {
  name: string
  run(): Promise<void> | void
}

/**
 * Watches a server's connections from now on; the returned function closes those that never sent a byte. Node's
 * closeIdleConnections() leaves them open (they hold no request, yet are not idle keep-alive connections), so one
 * a browser opened in advance, or a client that connected and said nothing, held a closing server open until its
 * headers timeout, past the shutdown's deadline.
 */
export function unusedConnectionCloser(server: Pick<Server, 'on'>): () => void {
  const open = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    open.add(socket)
    socket.once('close', () => open.delete(socket))
  })
  return () => {
    for (const socket of open) if (socket.bytesRead === 0) socket.destroy()
  }
}

/** Closes the server: no new connections, idle keep-alive connections closed, open requests answered first. */
export function closeServer(server: ServerType): ShutdownStep {
  const closeUnused = unusedConnectionCloser(server)
  return {
    name: 'http',
    run: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        // Node closes idle keep-alive connections on close(); a connection that becomes idle later is closed then.
        const idle = setInterval(() => {
          if ('closeIdleConnections' in server) server.closeIdleConnections()
          closeUnused()
        }, 100)
        idle.unref()
        server.once('close', () => clearInterval(idle))
      }),
  }
}

/** Runs the steps once, on the first SIGTERM or SIGINT, then exits. */
export function exitOnSignals(steps: readonly ShutdownStep[], timeoutMs = SHUTDOWN_TIMEOUT_MS): void {
  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    const start = performance.now()
    log('service.stopping', { signal })
    let current = 'start'
    const deadline = setTimeout(() => {
      log('service.stop_timed_out', { waitingFor: current, ms: elapsedMs(start) }, 'error')
      process.exit(1)
    }, timeoutMs)
    deadline.unref()
    let failed = false
    for (const step of steps) {
      current = step.name
      try {
        await step.run()
      } catch (error) {
        failed = true
        log('service.stop_step_failed', { step: step.name, ...errorFields(error) }, 'error')
      }
    }
    log('service.stopped', { signal, ms: elapsedMs(start) })
    process.exit(failed ? 1 : 0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}
