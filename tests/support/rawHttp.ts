/**
 * HTTP as an attacker writes it: raw bytes on a socket, for the requests fetch() refuses to send (`GET //`, a
 * request line with userinfo, a body that trickles in). Used to show that no request ends a server process.
 */
import { connect } from 'node:net'

/** Sends `text` as it is (ask for `Connection: close`) and resolves with everything the server wrote back before it closed the connection. */
export function rawRequest(origin: string, text: string): Promise<string> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text))
    let answer = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(text.slice(0, 40))} within 10 s`)))
  })
}

/**
 * What a browser's spare connection looks like: opened ahead of need and never used. Resolves with whatever the
 * server wrote on it (nothing, from a well-behaved server) and how long it held it before closing.
 */
export function silentConnection(origin: string): Promise<{ answer: string; heldMs: number }> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const opened = Date.now()
    const socket = connect(Number(port), hostname)
    let answer = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('close', () => resolve({ answer, heldMs: Date.now() - opened }))
    socket.on('error', reject)
    socket.setTimeout(10_000, () => socket.destroy(new Error('the server kept a silent connection open for 10 s')))
  })
}

/** The status code of a raw answer ("HTTP/1.1 400 Bad Request" gives 400), or null for no answer at all. */
export const statusOf = (answer: string): number | null => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1]) || null

/**
 * A client that opens a request and then sends one byte every `everyMs` and never finishes. Resolves with how long
 * the server let it hold the socket (ms) once the server closes it.
 */
export function slowClient(origin: string, start: string, everyMs = 200): Promise<number> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const opened = Date.now()
    let timer: ReturnType<typeof setInterval> | undefined
    const socket = connect(Number(port), hostname, () => {
      socket.write(start)
      timer = setInterval(() => socket.write('a'), everyMs)
    })
    socket.on('data', () => {})
    socket.on('error', () => {})
    socket.on('close', () => {
      clearInterval(timer)
      resolve(Date.now() - opened)
    })
    setTimeout(() => {
      clearInterval(timer)
      socket.destroy()
      reject(new Error('the server never closed the slow connection (60 s)'))
    }, 60_000).unref()
  })
}
