// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderToString } from 'react-dom/server'
import { HelmetProvider } from 'react-helmet-async'
import { builtCredentialRecord, recordFile, secretFile, writeBuildCredentials } from '../../lib/build/adminCredentials'
import { readSettings } from '../../lib/build/settings'
import { verifyPassword } from '../../admin/browserOnly/auth'
import type { CredentialRecord } from '../../model/credentialRecord'

const FAST = 1000

let outDir: string
beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'admin-credentials-'))
})
afterEach(() => rmSync(outDir, { recursive: true, force: true }))

describe('the admin credential build step (scripts/adminCredentials.ts)', () => {
  test('writes the record of the generated password for the login page, and the password beside it', async () => {
    const lines: string[] = []
    writeBuildCredentials(readSettings({}), { outDir, log: (line) => lines.push(line), iterations: FAST })
    const password = readFileSync(secretFile(outDir), 'utf8').trim()
    const record = builtCredentialRecord(outDir)
    expect(record).toEqual(JSON.parse(readFileSync(recordFile(outDir), 'utf8')))
    expect(record.iterations).toBe(FAST)
    expect(await verifyPassword(password, record, { minIterations: 1 })).toBe(true)
    expect(lines.join('\n')).toContain(password)
  })

  test('with a lead service writes no record and removes a stale one', () => {
    writeBuildCredentials(readSettings({}), { outDir, log: () => {}, iterations: FAST })
    expect(existsSync(recordFile(outDir))).toBe(true)
    writeBuildCredentials(readSettings({ LEADS_ENDPOINT: 'https://leads.example.in/api/leads' }), { outDir, log: () => {}, iterations: FAST })
    expect(existsSync(recordFile(outDir))).toBe(false)
  })

  test('without the step, the login page says which step is missing instead of generating a password', () => {
    expect(() => builtCredentialRecord(outDir)).toThrow(/\.admin-credential\.json is missing: the admin credential step \(scripts\/adminCredentials\.ts\)/)
  })
})

describe('rendering the login page', () => {
  // The page is imported inside the test, after the environment is stubbed (its settings are read at import): that
  // import of the page and everything it renders takes seconds on a busy machine, more than vitest's 5 s default.
  test('neither prints nor writes a file, and ships the record the step wrote', { timeout: 60_000 }, async () => {
    const record: CredentialRecord = { username: 'admin', salt: 'c2FsdHNhbHRzYWx0c2FsdA==', hash: 'aGFzaA==', iterations: 600_000 }
    writeFileSync(recordFile(outDir), JSON.stringify(record))
    vi.stubEnv('BUILD_OUT_DIR', outDir)
    vi.stubEnv('LEADS_ENDPOINT', '')
    const log = vi.spyOn(console, 'log')
    const info = vi.spyOn(console, 'info')
    const { default: LoginPage } = await import('../../pages/admin/login/+Page')
    const html = renderToString(
      <HelmetProvider>
        <LoginPage />
      </HelmetProvider>,
    )
    expect(log).not.toHaveBeenCalled()
    expect(info).not.toHaveBeenCalled()
    expect(readdirSync(outDir)).toEqual(['.admin-credential.json'])
    expect(html).toContain(JSON.stringify(record).replace(/"/g, '&quot;'))
  })
})
