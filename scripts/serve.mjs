#!/usr/bin/env node
// Serves dist/client the way a plain static host does (and the way the end-to-end tests and benchmark see it):
// the exact file, else <dir>/index.html, else <path>.html, else 404.html with status 404; gzip when asked for.
// Every answer (404 and 405 too) carries the headers the build's _headers file gives its path, as Netlify and
// Cloudflare Pages send them; _headers and _redirects themselves are not served, as those hosts do not.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { headersFor } from './headersFile.mjs'

const root = resolve(process.argv[2] ?? 'dist/client')
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'

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

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  try {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...(await hostHeaders(url.pathname)), Allow: 'GET, HEAD' }).end()
      return
    }
    const { file, status } = await resolvePath(url.pathname)
    let body = await readFile(file)
    const type = types[extname(file)] ?? 'application/octet-stream'
    const headers = { 'Content-Type': type, ...(await hostHeaders(url.pathname)), Vary: 'Accept-Encoding' }
    if (compressible.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      body = gzipSync(body)
      headers['Content-Encoding'] = 'gzip'
    }
    headers['Content-Length'] = body.length
    response.writeHead(status, headers)
    response.end(request.method === 'HEAD' ? undefined : body)
  } catch (error) {
    console.error(error)
    response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal Server Error')
  }
})

server.listen(port, host, () => {
  // PORT=0 picks a free port: the line names the one in use.
  console.log(`Serving ${root} on http://localhost:${server.address().port}`)
})
