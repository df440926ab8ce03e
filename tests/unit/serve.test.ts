// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, test } from 'vitest'
import { startLocalServer, type RunningHost } from '../support/hosts'
import { rawRequest, silentConnection, slowClient, statusOf } from '../support/rawHttp'

/** The local static server's edge cases (scripts/serve.mjs), on a tiny site in a temporary folder. */
const running: RunningHost[] = []
const folders: string[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((host) => host.stop()))
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function tinySite(files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'serve-site-'))
  folders.push(root)
  const all = { 'index.html': '<h1>Home</h1>', '404.html': '<h1>Oops! Page not found</h1>', ...files }
  for (const [name, text] of Object.entries(all)) writeFileSync(join(root, name), text)
  return root
}

async function serve(root: string, env: Record<string, string> = {}) {
  const host = await startLocalServer(root, env)
  running.push(host)
  return host
}

/** A stand-in for the lead service's HTTP side: records what reached it and answers with a cookie. */
async function upstream(): Promise<{
  origin: string
  seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[]
  server: Server
}> {
  const seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body })
      response.writeHead(201, { 'Content-Type': 'application/json', 'Set-Cookie': 'admin_session=abc; Path=/api/admin; HttpOnly; SameSite=Strict' })
      response.end(JSON.stringify({ received: true }))
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address() as { port: number }
  running.push({ origin: '', stop: () => new Promise((done) => server.close(() => done())) })
  return { origin: `http://127.0.0.1:${address.port}`, seen, server }
}

/** A GET with the given Accept-Encoding, and the body exactly as sent (fetch would decompress it). */
function getRaw(url: string, acceptEncoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

const rules = (csp: string) => `/*\n  Content-Security-Policy: ${csp}\n/\n  Cache-Control: public, max-age=0, must-revalidate\n`

describe('scripts/serve.mjs', () => {
  test('without a build it exits at once, saying to build first', () => {
    const empty = mkdtempSync(join(tmpdir(), 'serve-empty-'))
    folders.push(empty)
    for (const root of [join(empty, 'client'), empty]) {
      const run = spawnSync(process.execPath, ['scripts/serve.mjs', root], { env: { ...process.env, PORT: '0' }, encoding: 'utf8', timeout: 10_000 })
      expect(run.status, root).toBe(1)
      expect(run.stderr).toContain('run npm run build first')
      expect(run.stderr).toContain(root)
      expect(run.stdout).not.toContain('Serving')
    }
  })

  test('reads _headers at start and again whenever it changes (missing at first, then written, changed, removed)', async () => {
    const root = tinySite()
    const host = await serve(root)
    const csp = async () => (await fetch(`${host.origin}/`)).headers.get('content-security-policy')
    expect(await csp()).toBeNull()
    writeFileSync(join(root, '_headers'), rules("default-src 'self'"))
    expect(await csp()).toBe("default-src 'self'")
    writeFileSync(join(root, '_headers'), rules("default-src 'none'; img-src 'self'"))
    expect(await csp()).toBe("default-src 'none'; img-src 'self'")
    unlinkSync(join(root, '_headers'))
    expect(await csp()).toBeNull()
  })

  test('_headers present at start is used from the first request', async () => {
    const host = await serve(tinySite({ _headers: rules("default-src 'self'") }))
    const response = await fetch(`${host.origin}/`)
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  test('does not serve _headers or _redirects, however asked for', async () => {
    const host = await serve(tinySite({ _headers: rules("default-src 'self'"), _redirects: '/a  /b  301\n' }))
    for (const path of ['/_headers', '/_redirects', '/_headers/', '/%5Fheaders', '/x/../_redirects']) {
      const response = await fetch(`${host.origin}${path}`)
      const text = await response.text()
      expect(response.status, path).toBe(404)
      expect(text, path).toContain('Oops! Page not found')
      expect(text, path).not.toContain('Content-Security-Policy')
      // The not-found answer carries the headers too.
      expect(response.headers.get('content-security-policy'), path).toBe("default-src 'self'")
    }
  })

  test('a refused method (405) carries the headers of its path', async () => {
    const host = await serve(tinySite({ _headers: rules("default-src 'self'") }))
    const response = await fetch(`${host.origin}/`, { method: 'POST', body: 'x' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  test("a page's Brotli twin goes to a browser that accepts br, gzip to one that does not, and a twin older than its page to none", async () => {
    const page = '<h1>About us</h1>'.repeat(50)
    const root = tinySite({ 'about.html': page })
    writeFileSync(join(root, 'about.html.br'), brotliCompressSync(page))
    const host = await serve(root)

    const brotli = await getRaw(`${host.origin}/about`, 'gzip, deflate, br, zstd')
    expect(brotli.encoding).toBe('br')
    expect(brotliDecompressSync(brotli.body).toString()).toBe(page)
    const gzip = await getRaw(`${host.origin}/about`, 'gzip, deflate')
    expect(gzip.encoding).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(page)
    // A page without a twin is compressed on the fly.
    const home = await getRaw(`${host.origin}/`, 'br, gzip')
    expect(home.encoding).toBe('gzip')
    expect(gunzipSync(home.body).toString()).toBe('<h1>Home</h1>')

    // The page rewritten after its twin was: the twin is stale and the new page is sent.
    writeFileSync(join(root, 'about.html'), '<h1>About us, rewritten</h1>')
    const later = new Date(Date.now() + 5_000)
    utimesSync(join(root, 'about.html'), later, later)
    const fresh = await getRaw(`${host.origin}/about`, 'br, gzip')
    expect(fresh.encoding).toBe('gzip')
    expect(gunzipSync(fresh.body).toString()).toBe('<h1>About us, rewritten</h1>')
  })

  test('no request ends the process: a target that is not a path gets 400, and the next request is served', async () => {
    const host = await serve(tinySite())
    for (const target of ['//', '///', '//a:b@x', '//a:b@x/', '*', 'http://evil.example/', '/%']) {
      const answer = await rawRequest(host.origin, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
      expect([400, 404], target).toContain(statusOf(answer))
      expect(host.exited(), target).toBe(false)
      expect((await fetch(`${host.origin}/`)).status, target).toBe(200)
    }
    // Bytes that are not HTTP at all.
    expect(statusOf(await rawRequest(host.origin, '\u0000\u0001 garbage\r\n\r\n'))).toBe(400)
    expect((await fetch(`${host.origin}/`)).status).toBe(200)
  })

  test('a client that sends its headers or body too slowly is cut off, while others are served', { timeout: 20_000 }, async () => {
    const host = await serve(tinySite(), { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' })
    const slowHeaders = slowClient(host.origin, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ')
    const slowBody = slowClient(host.origin, 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n')
    await new Promise((wait) => setTimeout(wait, 300))
    expect((await fetch(`${host.origin}/`)).status).toBe(200)
    const [headersHeld, bodyHeld] = await Promise.all([slowHeaders, slowBody])
    expect(headersHeld).toBeGreaterThanOrEqual(900)
    expect(headersHeld).toBeLessThan(4000)
    expect(bodyHeld).toBeGreaterThanOrEqual(1900)
    expect(bodyHeld).toBeLessThan(5000)
    expect(host.exited()).toBe(false)
  })

  test(
    'a connection that sends nothing is closed without an answer when its time is up, so no stale answer waits for the next request',
    { timeout: 20_000 },
    async () => {
      const host = await serve(tinySite(), { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' })
      // A browser's spare connection. Before, a 400 waited on it and was read as the answer to the request the browser
      // sent there next. Beside it, a request that started and stalled: that one is still told why it was cut off.
      const stalled = rawRequest(host.origin, 'GET / HTTP/1.1\r\nHost: x\r\n')
      const { answer, heldMs } = await silentConnection(host.origin)
      expect(answer).toBe('')
      expect(heldMs).toBeGreaterThanOrEqual(900)
      expect(statusOf(await stalled)).toBe(408)
      expect((await fetch(`${host.origin}/`)).status).toBe(200)
    },
  )

  test('with API_UPSTREAM, /api/ is forwarded to the service with the proxy headers, cookies and bodies intact', async () => {
    const service = await upstream()
    const host = await serve(tinySite(), { API_UPSTREAM: service.origin })
    const response = await fetch(`${host.origin}/api/leads?x=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: host.origin, 'X-Forwarded-For': '203.0.113.9' },
      body: '{"a":1}',
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ received: true })
    expect(response.headers.get('set-cookie')).toContain('admin_session=abc')
    const [request] = service.seen
    expect(request).toMatchObject({ method: 'POST', url: '/api/leads?x=1', body: '{"a":1}' })
    expect(request!.headers.origin).toBe(host.origin)
    // The client's own claim comes first; the address the proxy saw is the last entry, the one TRUST_PROXY reads.
    expect(request!.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1')
    expect(request!.headers['x-forwarded-proto']).toBe('http')
    expect(request!.headers['x-forwarded-host']).toBe(new URL(host.origin).host)
    // Everything else is still the static site.
    expect((await fetch(`${host.origin}/`)).status).toBe(200)
    expect((await fetch(`${host.origin}/apiary`)).status).toBe(404)
  })

  test('with API_UPSTREAM down, /api/ answers 502 in the service error shape; without it, /api/ is a missing page', async () => {
    const service = await upstream()
    const deadOrigin = service.origin
    await new Promise((done) => service.server.close(done))
    const host = await serve(tinySite(), { API_UPSTREAM: deadOrigin })
    const response = await fetch(`${host.origin}/api/health`)
    expect(response.status).toBe(502)
    expect((await response.json()).error.code).toBe('service_unavailable')
    const plain = await serve(tinySite())
    expect((await fetch(`${plain.origin}/api/health`)).status).toBe(404)
  })
})
