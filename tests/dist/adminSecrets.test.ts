// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { verifyPassword } from '../../admin/browserOnly/auth'
import { fromBase64, type CredentialRecord } from '../../model/credentialRecord'
import { initialJavaScript } from '../support/bundle'
import { publicPages } from '../support/site'

/**
 * The plain admin password is in no built file. The test builds nothing: it scans the build that `npm test` made.
 * The password is ADMIN_PASSWORD when the build had it, else the generated one the build kept in
 * `<out>/.admin-password` (beside client/, never served; lib/build/adminCredentials.ts).
 */
const slug = process.env.ADMIN_LOGIN_SLUG || 'control-room'
const loginFile = (out: string) => join(out, 'client', 'admin', 'login', `${slug}.html`)

if (!existsSync(loginFile('dist'))) throw new Error(`dist/client has no admin login page at /admin/login/${slug}`)
/** A fixture build (npm run build:leads-fixture, build:service-fixture; npm test makes both) is checked when it is there. */
const fixtureBuilt = (out: string) => existsSync(join(out, 'client', 'index.html'))

function passwordOf(out: string): string {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD
  const file = join(out, '.admin-password')
  if (!existsSync(file)) throw new Error(`${file} is missing: the build generated no password, and ADMIN_PASSWORD is not set`)
  return readFileSync(file, 'utf8').trim()
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** The ways a string can be written into a file: as is, JSON-escaped, HTML-escaped, URL-encoded, base64. */
function encodings(secret: string): string[] {
  const html = secret.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return [...new Set([secret, JSON.stringify(secret).slice(1, -1), html, encodeURIComponent(secret), Buffer.from(secret).toString('base64')])]
}

type LoginCheck = { kind: 'browser'; record: CredentialRecord } | { kind: 'service'; api: string }

/** How the login page of a build checks the password (the AdminLogin island's `check` prop). */
function loginCheck(out: string): LoginCheck {
  const html = readFileSync(loginFile(out), 'utf8')
  const props = html.match(/data-island="AdminLogin" data-hydrate="load" data-props="([^"]+)"/)?.[1]
  if (!props) throw new Error('The login page has no AdminLogin island')
  const json = props
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
  return (JSON.parse(json) as { check: LoginCheck }).check
}

function loginRecord(out: string): CredentialRecord {
  const check = loginCheck(out)
  if (check.kind !== 'browser') throw new Error(`${out}: the login page checks the password with the lead service, not in the browser`)
  return check.record
}

// dist always (the project's global setup asks for it), the lead-forwarding fixture build when it is there.
describe.each(['dist', 'dist-leads'].filter(fixtureBuilt))('%s', (out) => {
  const password = passwordOf(out)

  test('the password is known and long', () => {
    expect(password.length).toBeGreaterThanOrEqual(12)
  })

  test('the login page ships a PBKDF2 record (≥ 600,000 iterations, 16-byte salt) of exactly that password', async () => {
    const record = loginRecord(out)
    expect(Object.keys(record).sort()).toEqual(['hash', 'iterations', 'salt', 'username'])
    expect(record.iterations).toBeGreaterThanOrEqual(600_000)
    expect(fromBase64(record.salt)).toHaveLength(16)
    expect(fromBase64(record.hash)).toHaveLength(32)
    expect(record.username).toBe(process.env.ADMIN_USERNAME || 'admin')
    // Proves the scan below looks for the password this build really uses.
    expect(await verifyPassword(password, record)).toBe(true)
  }, 20_000)

  test('no file under client/ contains the plain password in any common encoding', () => {
    const files = filesUnder(join(out, 'client'))
    expect(files.length).toBeGreaterThan(20)
    const needles = encodings(password).map((text) => Buffer.from(text))
    const leaks = files.filter((file) => {
      const bytes = readFileSync(file)
      return needles.some((needle) => bytes.includes(needle))
    })
    expect(leaks).toEqual([])
    expect(files.some((file) => file.endsWith('.admin-password'))).toBe(false)
  })
})

// Without the fixture build the run says so, as a skipped test, instead of checking one build less in silence.
if (!fixtureBuilt('dist-leads')) test.skip('dist-leads is not built (npm run build:leads-fixture; npm test builds it)', () => {})

test.each(['sitemap.xml', 'robots.txt', 'rss.xml'])('the crawler file %s does not name the admin pages', (file) => {
  // Every build writes all three (scripts/postbuild.ts): a missing one fails here rather than passing unread.
  const text = readFileSync(join('dist', 'client', file), 'utf8')
  expect(text.length).toBeGreaterThan(0)
  expect(text).not.toContain('/admin')
})

test('no public page loads admin code before an interaction', () => {
  for (const page of publicPages()) {
    const { files } = initialJavaScript(page.html)
    const code = files.map((file) => readFileSync(join('dist', 'client', file), 'utf8')).join('\n')
    expect(code, page.path).not.toMatch(/PBKDF2|form-submissions-|Logging in\.\.\./)
  }
})

describe.skipIf(!fixtureBuilt('dist-service'))('dist-service (built against the lead service; npm run build:service-fixture)', () => {
  test('its login page holds no credential at all: the service checks the password', () => {
    const check = loginCheck('dist-service')
    // The service on the site's own origin, through the host's /api/ proxy.
    expect(check).toEqual({ kind: 'service', api: '/api' })
    const html = readFileSync(loginFile('dist-service'), 'utf8')
    expect(html).not.toMatch(/salt|iterations|PBKDF2/)
  })

  test('the build generated no admin password file (there is nothing to keep)', () => {
    expect(existsSync(join('dist-service', '.admin-password'))).toBe(false)
  })

  test('two-factor sign-in stays on the service: no script of the site holds the one-time-code or QR library', () => {
    const scripts = filesUnder(join('dist-service', 'client')).filter((file) => file.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(5)
    // otpauth writes its URIs from this literal; lean-qr names its errors so (the dashboard draws the QR code from rows).
    for (const file of scripts) expect(readFileSync(file, 'utf8'), file).not.toMatch(/otpauth:\/\/totp|lean-qr error/)
    // The set-up page is there, for the team's set-up links.
    expect(existsSync(join('dist-service', 'client', 'admin', 'setup.html'))).toBe(true)
  })
})
