#!/usr/bin/env node
// Serves dist/client the way a plain static host does (and the way the end-to-end tests and benchmark see it):
// the exact file, else <dir>/index.html, else <path>.html, else 404.html with status 404. Compressed when the
// browser accepts it: a page's Brotli twin (about.html.br, written by the build) when it is at least as new as the
// page, else gzip.
// Every answer (404 and 405 too) carries the headers the build's _headers file gives its path, as Netlify and
// Cloudflare Pages send them; _headers and _redirects themselves are not served, as those hosts do not.
// With API_UPSTREAM (the lead service's origin, e.g. http://127.0.0.1:8787) it also forwards /api/ there, as the
// generated nginx.conf and _redirects do: the site and the service then share one origin and the admin's cookie.
// No request, however malformed, ends the process: a bad one gets 400, a slow one is cut off.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { closeClientError } from '../service/platform/http/clientError.mjs'
import { headersFor } from './headersFile.mjs'

const root = resolve(process.argv[2] ?? 'dist/client')
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'
const apiUpstream = readUpstream(process.env.API_UPSTREAM)
/** A whole request may take 30 s and its headers 10 s (overridable for tests); a slower client is cut off. */
const requestTimeout = Number(process.env.REQUEST_TIMEOUT_MS ?? 30_000)
const headersTimeout = Number(process.env.HEADERS_TIMEOUT_MS ?? 10_000)

function readUpstream(value) {
  if (!value) return null
  let url
  try {
    url = new URL(value)
  } catch {
    url = null
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search) {
    console.error(`API_UPSTREAM must be an origin such as http://127.0.0.1:8787; got "${value}"`)
    process.exit(1)
  }
  return url
}

if (!existsSync(join(root, 'index.html')) || !existsSync(join(root, '404.html'))) {
  console.error(`There is no built site in ${root}: run npm run build first.`)
  process.exit(1)
}

/** Files a host reads and never serves. */
const hostFiles = new Set(['_headers', '_redirects'].map((name) => join(root, name)))

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pf_meta': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
  '.wasm': 'application/wasm',
}
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/

async function isFile(path) {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/** The file a static host would serve for a URL path, and its status. */
async function resolvePath(urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return { file: join(root, '404.html'), status: 404 }
  }
  const candidate = normalize(join(root, decoded))
  if (candidate !== root && !candidate.startsWith(root + sep)) return { file: join(root, '404.html'), status: 404 }
  const trimmed = candidate.replace(/[\\/]+$/, '')
  if (hostFiles.has(trimmed)) return { file: join(root, '404.html'), status: 404 }
  for (const file of [candidate, join(candidate, 'index.html'), `${trimmed}.html`]) {
    if (await isFile(file)) return { file, status: 200 }
  }
  return { file: join(root, '404.html'), status: 404 }
}

/** A file's precompressed twin, unless it is missing or older than the file (a page rewritten since the build). */
async function freshTwin(file, suffix) {
  try {
    const [source, twin] = await Promise.all([stat(file), stat(file + suffix)])
    return twin.isFile() && twin.mtimeMs >= source.mtimeMs ? await readFile(file + suffix) : null
  } catch {
    return null
  }
}

/** The text of _headers, read at start and again whenever the file changes (a rebuild while serving). */
const headersPath = join(root, '_headers')
let headersFile = readHeadersFile(fileStamp(statOrNull(headersPath)))

function statOrNull(path) {
  try {
    return statSync(path)
  } catch {
    return null
  }
}

function fileStamp(info) {
  return info ? `${info.ino}:${info.size}:${info.mtimeMs}` : 'missing'
}

function readHeadersFile(stamp) {
  if (stamp === 'missing') return { stamp, text: '' }
  try {
    return { stamp, text: readFileSync(headersPath, 'utf8') }
  } catch {
    return { stamp: 'unreadable', text: '' }
  }
}

async function hostHeaders(path) {
  const stamp = fileStamp(await stat(headersPath).catch(() => null))
  if (stamp !== headersFile.stamp) headersFile = readHeadersFile(stamp)
  return headersFor(headersFile.text, path)
}

/** The request's path, or null when its target is not a path at all (`//`, `//a:b@x`, `*`, an absolute URL). */
function pathOf(target) {
  if (!target.startsWith('/') || target.startsWith('//')) return null
  try {
    return new URL(target, 'http://localhost').pathname
  } catch {
    return null
  }
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host'])

/** Forwards a request under /api/ to the lead service, with the headers a reverse proxy adds, and streams the answer back. */
function proxyToService(request, response) {
  const headers = {}
  for (const [name, value] of Object.entries(request.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value
  const peer = request.socket.remoteAddress ?? ''
  headers['x-forwarded-for'] = request.headers['x-forwarded-for'] ? `${request.headers['x-forwarded-for']}, ${peer}` : peer
  headers['x-forwarded-proto'] = 'http'
  if (request.headers.host) headers['x-forwarded-host'] = request.headers.host
  headers.host = apiUpstream.host
  const send = apiUpstream.protocol === 'https:' ? httpsRequest : httpRequest
  const upstream = send(new URL(request.url, apiUpstream), { method: request.method, headers, timeout: requestTimeout }, (answer) => {
    const answerHeaders = { ...answer.headers }
    for (const name of HOP_BY_HOP) delete answerHeaders[name]
    response.writeHead(answer.statusCode ?? 502, answerHeaders)
    answer.pipe(response)
    answer.on('error', () => response.destroy())
  })
  const unavailable = () => {
    if (response.headersSent) return response.destroy()
    const body = JSON.stringify({ error: { code: 'service_unavailable', message: 'The lead service is not answering. Please try again shortly.' } })
    response.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '30' }).end(body)
  }
  upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')))
  upstream.on('error', unavailable)
  request.on('error', () => upstream.destroy())
  request.pipe(upstream)
}

const server = createServer({ requestTimeout, headersTimeout, connectionsCheckingInterval: Math.min(1000, headersTimeout) }, async (request, response) => {
  try {
    const path = pathOf(request.url ?? '')
    if (path === null) {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request')
      return
    }
    if (apiUpstream && (path === '/api' || path.startsWith('/api/'))) {
      proxyToService(request, response)
      return
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...(await hostHeaders(path)), Allow: 'GET, HEAD' }).end()
      return
    }
    const { file, status } = await resolvePath(path)
    const type = types[extname(file)] ?? 'application/octet-stream'
    const headers = { 'Content-Type': type, ...(await hostHeaders(path)), Vary: 'Accept-Encoding' }
    const accepted = request.headers['accept-encoding'] ?? ''
    let body = /\bbr\b/.test(accepted) ? await freshTwin(file, '.br') : null
    if (body) headers['Content-Encoding'] = 'br'
    else {
      body = await readFile(file)
      if (compressible.test(type) && /\bgzip\b/.test(accepted)) {
        body = gzipSync(body)
        headers['Content-Encoding'] = 'gzip'
      }
    }
    headers['Content-Length'] = body.length
    response.writeHead(status, headers)
    response.end(request.method === 'HEAD' ? undefined : body)
  } catch (error) {
    console.error(error)
    if (response.headersSent) response.destroy()
    else response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal Server Error')
  }
})
server.on('clientError', closeClientError)

server.listen(port, host, () => {
  // PORT=0 picks a free port: the line names the one in use.
  console.log(`Serving ${root} on http://localhost:${server.address().port}${apiUpstream ? ` (and /api/ from ${apiUpstream.origin})` : ''}`)
})
