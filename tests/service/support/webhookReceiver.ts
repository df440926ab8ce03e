/** A webhook receiver on 127.0.0.1 for tests: keeps each body with its signature header, and fails the next N on request. */
import { createServer, type Server } from 'node:http'
import { freePort } from '../../../scripts/support/postgres'
import { SIGNATURE_HEADER } from '../../../service/notify/webhook'

export interface Hook {
  port: number
  received: { body: string; signature: string | undefined }[]
  /** How many of the next posts get a 500. */
  failNext: number
  close(): Promise<void>
}

export async function startHook(): Promise<Hook> {
  const state = { received: [] as Hook['received'], failNext: 0 }
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      if (state.failNext > 0) {
        state.failNext--
        return void response.writeHead(500).end()
      }
      state.received.push({ body, signature: request.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined })
      response.writeHead(204).end()
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return Object.assign(state, { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) })
}
