// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createServer, request, type IncomingHttpHeaders } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fallbacks, redirects } from '../../content/redirects'
import { STRICT_TRANSPORT_SECURITY } from '../../lib/build/hostRules'
import { readSettings } from '../../lib/build/settings'
import { headersFor } from '../../scripts/headersFile.mjs'
import { findNginx, startLocalServer, startNginx, type RunningHost } from '../support/hosts'
import { distDir, publicPages } from '../support/site'
import { CONTENT_EDITOR_MAX_BODY_BYTES } from '../../model/requestLimits'
import { EDITOR_CSP } from '../../service/editor/editorPage'

/**
 * Every kind of response, from every host the site ships a config for, carries exactly the headers `_headers`
 * gives its path: the local server (scripts/serve.mjs, what `npm start` and the browser tests use) and nginx
 * (Debian's, started here on 127.0.0.1 with the generated dist/nginx.conf over the built site).
 */
const headersFile = readFileSync(join(distDir, '_headers'), 'utf8')
/** The headers _headers sets anywhere: each host must send each of them exactly when _headers does. */
const managed = [...new Set([...headersFile.matchAll(/^ {2}([A-Za-z-]+):/gm)].map((match) => match[1]!))]

const assetFiles = (readdirSync(join(distDir, 'assets'), { recursive: true }) as string[]).map((file) => `/assets/${file}`)
const firstAsset = (extension: string) => assetFiles.find((file) => file.endsWith(extension))!

type Kind = 'page' | 'short path' | 'wildcard' | 'trailing slash' | 'asset' | 'file' | 'admin' | 'missing' | 'host file' | 'method'
interface Probe {
  kind: Kind
  path: string
  method?: 'GET' | 'POST'
  /** Statuses where they differ from the kind's usual one. */
  localStatus?: number
  nginxStatus?: number
}
const probes: Probe[] = [
  ...publicPages().map((page) => ({ kind: 'page' as const, path: page.path })),
  ...Object.keys(redirects).map((path) => ({ kind: 'short path' as const, path, nginxStatus: 301 })),
  // The local server is a plain static host: the not-found page's script sends the visitor on; nginx rewrites.
  ...fallbacks.map(({ prefix }) => ({ kind: 'wildcard' as const, path: `${prefix}anything-at-all`, localStatus: 404 })),
  { kind: 'trailing slash', path: '/about/' },
  { kind: 'trailing slash', path: '/blog/', nginxStatus: 301 },
  { kind: 'asset', path: firstAsset('.css') },
  { kind: 'asset', path: firstAsset('.js') },
  ...['/sitemap.xml', '/robots.txt', '/rss.xml', '/site.webmanifest', '/favicon.svg', '/og/index.png', '/icons/icon-192.png', '/pagefind/pagefind.js']
    .filter((path) => existsSync(join(distDir, path)))
    .map((path) => ({ kind: 'file' as const, path })),
  { kind: 'admin', path: '/admin/dashboard' },
  { kind: 'missing', path: '/nope' },
  { kind: 'missing', path: '/nope/deeper/still' },
  { kind: 'missing', path: '/assets/missing.js' },
  { kind: 'host file', path: '/_headers' },
  { kind: 'host file', path: '/_redirects' },
  { kind: 'method', path: '/', method: 'POST' },
  { kind: 'method', path: '/about', method: 'POST' },
]

/** The status of a probe on a host (the local server is a plain static host: a short path is a redirect page). */
function expectedStatus(host: 'local server' | 'nginx', { kind, localStatus, nginxStatus }: Probe): number {
  if (host === 'nginx' && nginxStatus) return nginxStatus
  if (host === 'local server' && localStatus) return localStatus
  if (kind === 'missing' || kind === 'host file') return 404
  if (kind === 'method') return 405
  return 200
}

test('_headers sends Strict-Transport-Security on every path unless HSTS=off, and every security header on /*', () => {
  const everywhere = headersFor(headersFile, '/nope')
  if (readSettings().hsts) expect(everywhere['Strict-Transport-Security']).toBe(STRICT_TRANSPORT_SECURITY)
  else expect(everywhere['Strict-Transport-Security']).toBeUndefined()
  for (const name of ['Content-Security-Policy', 'X-Frame-Options', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) {
    expect(everywhere[name], name).toBeDefined()
  }
  expect(managed).toContain('Cache-Control')
  expect(probes.filter((probe) => probe.kind === 'page').length).toBeGreaterThan(30)
})

const nginx = findNginx()
const hosts = [
  { name: 'local server' as const, start: () => startLocalServer(distDir) },
  { name: 'nginx' as const, start: () => startNginx(nginx!, readFileSync(join(distDir, '..', 'nginx.conf'), 'utf8'), distDir) },
]

if (!nginx) {
  const reason = 'nginx is not installed (NGINX_PATH, /usr/sbin/nginx, PATH; Debian: apt-get install nginx), so the nginx header tests were skipped'
  // CI must run them: .ci/run installs nginx.
  if (process.env.CI) throw new Error(`${reason}. CI must run them: .ci/run installs nginx.`)
  console.warn(`\n  SKIPPED: ${reason}.\n`)
  test.skip(reason, () => {})
}

describe.each(hosts.filter((host) => host.name !== 'nginx' || nginx))('$name', ({ name, start }) => {
  let host: RunningHost
  beforeAll(async () => {
    host = await start()
  }, 30_000)
  afterAll(() => host?.stop())

  test.each(probes.map((probe) => [`${probe.method ?? 'GET'} ${probe.path} (${probe.kind})`, probe] as const))(
    '%s carries the headers _headers gives it',
    async (_title, probe) => {
      const response = await fetch(`${host.origin}${probe.path}`, { method: probe.method ?? 'GET', redirect: 'manual' })
      await response.arrayBuffer()
      expect(response.status).toBe(expectedStatus(name, probe))
      const expected = headersFor(headersFile, probe.path)
      const sent = Object.fromEntries(managed.map((header) => [header, response.headers.get(header)]))
      expect(sent).toEqual(Object.fromEntries(managed.map((header) => [header, expected[header] ?? null])))
      if (name === 'nginx' && probe.kind === 'short path') {
        const location = new URL(response.headers.get('location')!, host.origin)
        expect(`${location.pathname}${location.hash}`).toBe(redirects[probe.path])
      }
    },
  )

  test('the host files are not served, and a missing page is the not-found page', async () => {
    for (const path of ['/_headers', '/_redirects', '/nope']) {
      const text = await (await fetch(`${host.origin}${path}`)).text()
      expect(text, path).toContain('Oops! Page not found')
      expect(text, path).not.toContain('Content-Security-Policy:')
    }
  })
})

describe.skipIf(!nginx)('nginx: what the generated config adds to serving files', () => {
  test('redirects name only the path: a forged Host header never reaches the Location', async () => {
    const host = await startNginx(nginx!, readFileSync(join(distDir, '..', 'nginx.conf'), 'utf8'), distDir)
    try {
      const { port } = new URL(host.origin)
      const location = (path: string) =>
        new Promise<string | undefined>((done, fail) => {
          const asked = request({ host: '127.0.0.1', port, path, headers: { Host: 'evil.example' } }, (answer) => {
            answer.resume()
            done(answer.headers.location)
          })
          asked.on('error', fail)
          asked.end()
        })
      // A trailing slash and a short path: both redirect, neither to evil.example.
      expect(await location('/blog/')).toBe('/blog')
      const [shortPath, target] = Object.entries(redirects)[0]!
      expect(await location(shortPath)).toBe(target)
    } finally {
      await host.stop()
    }
  })

  const serviceConf = join('dist-service', 'nginx.conf')
  test.skipIf(!existsSync(serviceConf))('a build for the lead service on its own origin forwards /api/ with the proxy headers', async () => {
    const seen: { url: string; headers: IncomingHttpHeaders; body: string }[] = []
    const serviceHeaders = {
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      // The content editor's page allows what Decap CMS needs ('unsafe-eval'), which the site's policy does not.
      'Content-Security-Policy': EDITOR_CSP,
    }
    const upstream = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        seen.push({ url: request.url!, headers: request.headers, body })
        // Headers of the lead service's own (service/app.ts), some of which the site's rules also set.
        response.writeHead(201, { 'Content-Type': 'application/json', ...serviceHeaders }).end('{"received":true}')
      })
    })
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done))
    const upstreamOrigin = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`
    const conf = readFileSync(serviceConf, 'utf8')
    expect(conf).toMatch(/^ {4}proxy_pass http:\/\/127\.0\.0\.1:8787;$/m)
    const host = await startNginx(
      nginx!,
      conf.replace(/proxy_pass http:\/\/127\.0\.0\.1:8787;/g, `proxy_pass ${upstreamOrigin};`),
      join('dist-service', 'client'),
    )
    try {
      const response = await fetch(`${host.origin}/api/leads?x=1`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":1}' })
      expect(response.status).toBe(201)
      expect(await response.json()).toEqual({ received: true })
      // The service's headers as it sent them, each once (fetch joins repeated ones with ", "), and of the site's only
      // the host's HSTS: the site's policy beside the editor's would block the editor.
      for (const [name, value] of Object.entries(serviceHeaders)) expect(response.headers.get(name), name).toBe(value)
      const siteHeaders = headersFor(readFileSync(join('dist-service', 'client', '_headers'), 'utf8'), '/api/leads')
      expect(response.headers.get('strict-transport-security')).toBe(siteHeaders['Strict-Transport-Security'] ?? null)
      expect(response.headers.get('permissions-policy')).toBeNull()
      expect(seen).toHaveLength(1)
      expect(seen[0]).toMatchObject({ url: '/api/leads?x=1', body: '{"a":1}' })
      // The service (TRUST_PROXY=1) reads the last entry: the address nginx saw.
      expect(seen[0]!.headers['x-forwarded-for']).toBe('127.0.0.1')
      expect(seen[0]!.headers['x-forwarded-proto']).toBe('http')
      // A form's body is small; the content editor's saves (images inside the JSON) go through up to the service's
      // own limit for them, and no further.
      const body = (bytes: number) => JSON.stringify({ image: 'a'.repeat(bytes) })
      expect((await fetch(`${host.origin}/api/leads`, { method: 'POST', body: body(100_000) })).status).toBe(413)
      expect((await fetch(`${host.origin}/api/admin/content/proxy`, { method: 'POST', body: body(2_000_000) })).status).toBe(201)
      expect(seen.at(-1)!.body.length).toBe(body(2_000_000).length)
      expect((await fetch(`${host.origin}/api/admin/content/proxy`, { method: 'POST', body: body(CONTENT_EDITOR_MAX_BODY_BYTES) })).status).toBe(413)
      // The static site is unchanged around it.
      expect((await fetch(`${host.origin}/`)).status).toBe(200)
    } finally {
      await host.stop()
      await new Promise((done) => upstream.close(done))
    }
  })
})
