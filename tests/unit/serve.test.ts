// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { startLocalServer, type RunningHost } from '../support/hosts'

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

async function serve(root: string): Promise<RunningHost> {
  const host = await startLocalServer(root)
  running.push(host)
  return host
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
})
