/**
 * When the database cannot be reached, a request is answered 503 with Retry-After (the browser keeps the lead and
 * sends it again then), not 500, and the log says which it was. PostgreSQL is reached through a TCP relay the test
 * cuts, as a stopped server or a dropped network would; the embedded database is closed under the service.
 */
import { createServer, connect, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { isDatabaseUnavailable, openDatabase } from '../../service/platform/db/database'
import { backends } from './support/backends'
import { lead, postLead, testService } from './support/service'

/**
 * A TCP relay from a local port to `target`. `cut` closes it and every connection through it (a stopped server),
 * `restore` reopens it; `freeze` leaves every connection open and silent (a paused server, a half-open link).
 */
async function relay(target: { host: string; port: number }) {
  const pairs = new Set<[Socket, Socket]>()
  let server: Server
  let frozen = false
  const listen = (port: number) =>
    new Promise<number>((done) => {
      server = createServer((incoming) => {
        incoming.on('error', () => undefined)
        if (frozen) return
        const outgoing = connect(target.port, target.host)
        const pair: [Socket, Socket] = [incoming, outgoing]
        pairs.add(pair)
        for (const socket of pair) {
          socket.on('close', () => pairs.delete(pair))
          socket.on('error', () => undefined)
        }
        incoming.pipe(outgoing).pipe(incoming)
      })
      server.listen(port, '127.0.0.1', () => done((server.address() as AddressInfo).port))
    })
  const port = await listen(0)
  return {
    port,
    cut: () =>
      new Promise<void>((done) => {
        for (const pair of pairs) for (const socket of pair) socket.destroy()
        server.close(() => done())
      }),
    restore: () => listen(port),
    freeze() {
      frozen = true
      for (const [incoming, outgoing] of pairs) {
        incoming.unpipe()
        outgoing.unpipe()
        incoming.pause()
        outgoing.pause()
      }
    },
  }
}

describe('isDatabaseUnavailable', () => {
  test('tells a database that cannot be reached from a query that failed', () => {
    const coded = (message: string, code: string) => Object.assign(new Error(message), { code })
    expect(isDatabaseUnavailable(coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true)
    expect(isDatabaseUnavailable(coded('terminating connection due to administrator command', '57P01'))).toBe(true)
    expect(isDatabaseUnavailable(coded('sorry, too many clients already', '53300'))).toBe(true)
    expect(isDatabaseUnavailable(coded('connection failure', '08006'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(new AggregateError([coded('a', 'ECONNREFUSED'), coded('b', 'ECONNREFUSED')]))).toBe(true)
    // Faults of the query or the data stay 500s.
    expect(isDatabaseUnavailable(coded('duplicate key value violates unique constraint', '23505'))).toBe(false)
    expect(isDatabaseUnavailable(coded('syntax error at or near "selct"', '42601'))).toBe(false)
    expect(isDatabaseUnavailable(new AggregateError([coded('a', 'ECONNREFUSED'), new Error('other')]))).toBe(false)
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
  })
})

describe.each(backends)('a database that cannot be reached, on $name', (backend) => {
  test.skipIf(backend.skipReason)('a lead gets 503 with Retry-After, and is stored once the database is back', async () => {
    const created = await backend.create()
    let target = created.target
    let cutRelay: Awaited<ReturnType<typeof relay>> | undefined
    if (target.kind === 'postgresql') {
      // The same database, reached through the relay.
      const url = new URL(target.url)
      cutRelay = await relay({ host: url.hostname, port: Number(url.port || 5432) })
      url.hostname = '127.0.0.1'
      url.port = String(cutRelay.port)
      target = { kind: 'postgresql', url: url.href }
    }
    const db = await openDatabase(target)
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const { app, logs } = await testService(db)
      const body = lead('hero')
      if (cutRelay) await cutRelay.cut()
      else await db.close()

      const refused = await postLead(app, body)
      expect(refused.status).toBe(503)
      expect(refused.headers.get('retry-after')).toBe('30')
      expect(await refused.json()).toEqual({
        error: { code: 'unavailable', message: 'We cannot reach our records just now. Please try again in a minute.' },
      })
      expect(logs.map((line) => line.event)).toContain('request.database_unavailable')
      expect(logs.map((line) => line.event)).not.toContain('request.error')

      if (cutRelay) {
        await cutRelay.restore()
        const stored = await postLead(app, body)
        expect(stored.status).toBe(201)
        expect(await db.query('select id from leads where id = $1', [body.id])).toEqual([{ id: body.id }])
      }
    } finally {
      quiet.mockRestore()
      if (cutRelay) {
        await db.close()
        await cutRelay.cut()
      }
      await created.dispose()
    }
  })
})

const postgres = backends.find((backend) => backend.name === 'PostgreSQL')!
test.skipIf(postgres.skipReason)('a PostgreSQL link that goes silent fails its statements in time, and the service can still close', async () => {
  const created = await postgres.create()
  const url = new URL((created.target as { url: string }).url)
  const link = await relay({ host: url.hostname, port: Number(url.port) })
  url.hostname = '127.0.0.1'
  url.port = String(link.port)
  const db = await openDatabase({ kind: 'postgresql', url: url.href, queryTimeoutMs: 1000 })
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  try {
    // The pool's idle connections, as a running service has them.
    const { app } = await testService(db)
    await Promise.all([1, 2, 3].map(() => db.query('select pg_sleep(0.05)')))
    link.freeze()
    const started = Date.now()
    const [answer, statement, transaction] = await Promise.all([
      postLead(app, lead('hero')),
      db.query('select 1').catch((error: unknown) => error),
      db.transaction((tx) => tx.query('select 1')).catch((error: unknown) => error),
    ])
    expect(answer.status).toBe(503)
    expect(isDatabaseUnavailable(statement)).toBe(true)
    expect(isDatabaseUnavailable(transaction)).toBe(true)
    // A second for the statement, two for the transaction and its rollback (and room for a busy machine): without
    // the timeout all three waited for ever.
    expect(Date.now() - started).toBeLessThan(15_000)
  } finally {
    quiet.mockRestore()
    await db.close()
    await link.cut()
    await created.dispose()
  }
})
