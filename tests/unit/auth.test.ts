import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildCredentials, createCredentialRecord, ADMIN_ITERATIONS, generatePassword, SALT_BYTES } from '../../lib/build/adminCredentials'
import { MIN_PASSWORD_LENGTH, passwordProblem } from '../../model/passwordPolicy'
import {
  constantTimeEqual,
  fillSeconds,
  hashPassword,
  MAX_FAILURES,
  NO_FAILURES,
  readThrottle,
  recordFailure,
  THROTTLE_KEY,
  THROTTLE_MS,
  throttleWait,
  countFailure,
  verifyCredentials,
  verifyPassword,
  waitSeconds,
  writeThrottle,
} from '../../admin/browserOnly/auth'
import { fromBase64, MIN_ITERATIONS, toBase64 } from '../../model/credentialRecord'
import { readSettings } from '../../lib/build/settings'

const FAST = 1000
const fast = { minIterations: 1 }
const salt = new Uint8Array(16).map((_, index) => index * 7)

async function fastRecord(username: string, password: string) {
  return { username, salt: toBase64(salt), hash: toBase64(await hashPassword(password, salt, FAST)), iterations: FAST }
}

describe('PBKDF2-SHA-256 hashing', () => {
  test('round trip: the right password verifies, a wrong one does not', async () => {
    const record = await fastRecord('admin', 'correct horse battery staple ₹')
    expect(await verifyPassword('correct horse battery staple ₹', record, fast)).toBe(true)
    expect(await verifyPassword('correct horse battery staple', record, fast)).toBe(false)
    expect(await verifyPassword('', record, fast)).toBe(false)
  })

  test('matches a known PBKDF2-HMAC-SHA-256 vector (RFC 7914 §11: "passwd", "salt", 1 iteration)', async () => {
    const derived = await hashPassword('passwd', new TextEncoder().encode('salt'), 1)
    expect(Buffer.from(derived).toString('hex')).toBe('55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc')
  })

  test('username and password must both match', async () => {
    const record = await fastRecord('admin', 's3cret-pass')
    expect(await verifyCredentials('admin', 's3cret-pass', record, fast)).toBe(true)
    expect(await verifyCredentials('Admin', 's3cret-pass', record, fast)).toBe(false)
    expect(await verifyCredentials('admin', 's3cret-Pass', record, fast)).toBe(false)
    expect(await verifyCredentials('', '', record, fast)).toBe(false)
  })

  test('a record below 600,000 iterations is refused by default', async () => {
    const record = await fastRecord('admin', 'x')
    await expect(verifyPassword('x', record)).rejects.toThrow(/at least 600000/)
    expect(MIN_ITERATIONS).toBe(600_000)
  })

  test('a missing WebCrypto (plain-http origin) throws, so the form shows the exception message', async () => {
    const record = await fastRecord('admin', 'x')
    vi.stubGlobal('crypto', {})
    try {
      await expect(verifyPassword('x', record, fast)).rejects.toThrow(/crypto\.subtle/)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  test('base64 round trip', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255, 128])
    expect([...fromBase64(toBase64(bytes))]).toEqual([...bytes])
  })
})

describe('the build record (lib/build/adminCredentials.ts)', () => {
  test('uses at least 600,000 iterations and a 16-byte random salt, and the browser check accepts it', async () => {
    expect(ADMIN_ITERATIONS).toBeGreaterThanOrEqual(600_000)
    const record = createCredentialRecord('admin', 'a long build password')
    expect(record.iterations).toBeGreaterThanOrEqual(600_000)
    expect(fromBase64(record.salt)).toHaveLength(SALT_BYTES)
    expect(fromBase64(record.hash)).toHaveLength(32)
    expect(JSON.stringify(record)).not.toContain('a long build password')
    // node:crypto at build time and WebCrypto in the browser derive the same bytes.
    expect(await verifyPassword('a long build password', record)).toBe(true)
    expect(await verifyPassword('a long build passwort', record)).toBe(false)
  }, 20_000)

  test('two records of the same password differ (fresh salt)', () => {
    const first = createCredentialRecord('admin', 'same', { iterations: FAST })
    const second = createCredentialRecord('admin', 'same', { iterations: FAST })
    expect(first.salt).not.toBe(second.salt)
    expect(first.hash).not.toBe(second.hash)
  })

  test('node:crypto and WebCrypto agree for a given salt', async () => {
    const record = createCredentialRecord('admin', 'pässwörd', { iterations: FAST, salt })
    expect(record.hash).toBe(toBase64(await hashPassword('pässwörd', salt, FAST)))
  })

  test('a generated password is long and random; there is no default password', () => {
    const passwords = new Set(Array.from({ length: 20 }, generatePassword))
    expect(passwords.size).toBe(20)
    for (const password of passwords) expect(password).toMatch(/^[\w-]{24}$/)
    expect(readSettings({}).adminPassword).toBeUndefined()
  })
})

describe('the admin password policy (model/passwordPolicy.ts)', () => {
  test('a password under 12 characters fails the build, naming the rule and never the password', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12)
    expect(() => readSettings({ ADMIN_PASSWORD: 'a' })).toThrow(
      'ADMIN_PASSWORD: The admin password is too short: it must have at least 12 characters (it has 1).',
    )
    for (const weak of ['Tr0ub4dor&3', 'elevenchars']) {
      expect(() => readSettings({ ADMIN_PASSWORD: weak })).toThrow(
        /ADMIN_PASSWORD: The admin password is too short: it must have at least 12 characters \(it has 11\)/,
      )
      expect(() => readSettings({ ADMIN_PASSWORD: weak })).not.toThrow(weak)
    }
    // Characters, not bytes: twelve Devanagari letters are enough.
    expect(passwordProblem('कखगघङचछजझञटठ')).toBeNull()
  })

  test('a common password or a simple pattern fails the build, whatever its case', () => {
    for (const common of ['password1234', 'Password@123', 'ADMINISTRATOR', 'qwerty123456', 'iloveyou1234', '1qaz2wsx3edc']) {
      expect(() => readSettings({ ADMIN_PASSWORD: common }), common).toThrow(/ADMIN_PASSWORD: The admin password is a common password/)
    }
    for (const pattern of ['aaaaaaaaaaaa', '123123123123', 'abcdefghijklm', '123456789012', '0987654321098', 'qwertyuiopasdf', 'abcabcabcabc']) {
      expect(passwordProblem(pattern), pattern).toMatch(/common password/)
    }
  })

  test('a long, uncommon password is accepted', () => {
    for (const strong of ['a long build password', 'correct-horse-battery-9', generatePassword(), 'Kaveri river at dawn 2026']) {
      expect(passwordProblem(strong), strong).toBeNull()
      expect(readSettings({ ADMIN_PASSWORD: strong }).adminPassword).toBe(strong)
    }
  })
})

describe('the generated password (lib/build/adminCredentials.ts)', () => {
  const inTempDir = (run: (file: string) => void) => {
    const dir = mkdtempSync(join(tmpdir(), 'admin-password-'))
    try {
      run(join(dir, 'dist', '.admin-password'))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }

  test('is printed once and kept in the file on a developer machine', () => {
    inTempDir((file) => {
      const lines: string[] = []
      buildCredentials(readSettings({}), { file, log: (line) => lines.push(line), iterations: FAST })
      const password = readFileSync(file, 'utf8').trim()
      expect(password).toMatch(/^[\w-]{24}$/)
      expect(lines.join('\n')).toContain(`Admin password (generated, shown once): ${password}`)
    })
  })

  test('under CI=true goes only to the file, and the log says where', () => {
    expect(readSettings({ CI: 'true' }).ci).toBe(true)
    expect(readSettings({ CI: '1' }).ci).toBe(true)
    expect(readSettings({ CI: 'false' }).ci).toBe(false)
    expect(readSettings({}).ci).toBe(false)
    inTempDir((file) => {
      const lines: string[] = []
      const record = buildCredentials(readSettings({ CI: 'true' }), { file, log: (line) => lines.push(line), iterations: FAST })
      const password = readFileSync(file, 'utf8').trim()
      expect(password).toMatch(/^[\w-]{24}$/)
      expect(lines.join('\n')).not.toContain(password)
      expect(lines.join('\n')).toContain(`written to ${file} only`)
      expect(record.iterations).toBe(FAST)
    })
  })

  test('a password from the environment is written nowhere, and a stale file is removed', () => {
    inTempDir((file) => {
      buildCredentials(readSettings({}), { file, log: () => {}, iterations: FAST })
      expect(existsSync(file)).toBe(true)
      const lines: string[] = []
      buildCredentials(readSettings({ ADMIN_PASSWORD: 'a long build password' }), { file, log: (line) => lines.push(line), iterations: FAST })
      expect(existsSync(file)).toBe(false)
      expect(lines).toEqual([])
    })
  })
})

describe('constant-time comparison', () => {
  test('compares bytes for equality', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true)
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false)
    expect(constantTimeEqual(new Uint8Array([9, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(false)
    expect(constantTimeEqual(new Uint8Array([]), new Uint8Array([]))).toBe(true)
  })

  test('different lengths are unequal, also when one is a prefix of the other or padded with zeros', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false)
    expect(constantTimeEqual(new Uint8Array([1, 2, 0]), new Uint8Array([1, 2]))).toBe(false)
  })

  test('reads every byte whatever the first difference (no early exit)', () => {
    const reads = (a: Uint8Array, b: Uint8Array) => {
      let count = 0
      const counting = (bytes: Uint8Array) =>
        new Proxy(bytes, {
          get(target, property) {
            if (typeof property === 'string' && /^\d+$/.test(property)) count++
            return Reflect.get(target, property)
          },
        })
      constantTimeEqual(counting(a), counting(b))
      return count
    }
    const base = new Uint8Array(32).fill(7)
    const differsFirst = base.slice()
    differsFirst[0] = 0
    const differsLast = base.slice()
    differsLast[31] = 0
    expect(reads(base, differsFirst)).toBe(64)
    expect(reads(base, differsLast)).toBe(64)
    expect(reads(base, base.slice())).toBe(64)
  })
})

describe('login throttle', () => {
  const now = 1_800_000_000_000

  test('no wait before 5 failures in a row', () => {
    for (let failures = 0; failures < MAX_FAILURES; failures++) expect(throttleWait({ failures, lastFailureAt: now, now })).toBe(0)
  })

  test('after 5 failures, 30 seconds from the last failure', () => {
    expect(MAX_FAILURES).toBe(5)
    expect(THROTTLE_MS).toBe(30_000)
    expect(throttleWait({ failures: 5, lastFailureAt: now, now })).toBe(30_000)
    expect(throttleWait({ failures: 5, lastFailureAt: now, now: now + 12_500 })).toBe(17_500)
    expect(throttleWait({ failures: 5, lastFailureAt: now, now: now + 29_999 })).toBe(1)
    expect(throttleWait({ failures: 5, lastFailureAt: now, now: now + 30_000 })).toBe(0)
    expect(throttleWait({ failures: 9, lastFailureAt: now, now: now + 10_000 })).toBe(20_000)
  })

  test('a last failure in the future (the clock was changed) counts as no throttle', () => {
    expect(throttleWait({ failures: 5, lastFailureAt: now, now: now - 3_600_000 })).toBe(0)
    expect(throttleWait({ failures: 50, lastFailureAt: now + 10 * 365 * 86_400_000, now })).toBe(0)
    expect(throttleWait({ failures: 5, lastFailureAt: now, now: now - 1 })).toBe(0)
  })

  test('each failure counts and restarts the wait; a success resets', () => {
    let state = NO_FAILURES
    for (let attempt = 1; attempt <= 5; attempt++) state = recordFailure(state, now + attempt)
    expect(state).toEqual({ failures: 5, lastFailureAt: now + 5 })
    expect(throttleWait({ ...state, now: now + 31_000 })).toBe(0)
    state = recordFailure(state, now + 31_000)
    expect(throttleWait({ ...state, now: now + 31_000 })).toBe(30_000)
    expect(throttleWait({ ...NO_FAILURES, now })).toBe(0)
  })

  test('seconds shown round up, in a sentence', () => {
    expect(waitSeconds(30_000)).toBe(30)
    expect(waitSeconds(29_001)).toBe(30)
    expect(waitSeconds(1)).toBe(1)
    const template = 'Too many failed attempts. Please wait {seconds} before trying again.'
    expect(fillSeconds(template, 30)).toBe('Too many failed attempts. Please wait 30 seconds before trying again.')
    expect(fillSeconds(template, 1)).toBe('Too many failed attempts. Please wait 1 second before trying again.')
  })

  test('the state is kept in browser storage; unreadable state counts as none', async () => {
    expect(readThrottle()).toEqual(NO_FAILURES)
    await writeThrottle({ failures: 3, lastFailureAt: now })
    expect(readThrottle()).toEqual({ failures: 3, lastFailureAt: now })
    localStorage.setItem(THROTTLE_KEY, '{broken')
    expect(readThrottle()).toEqual(NO_FAILURES)
    localStorage.setItem(THROTTLE_KEY, JSON.stringify({ failures: 'x' }))
    expect(readThrottle()).toEqual(NO_FAILURES)
  })

  test('a failure is counted on top of what storage holds when it is written', async () => {
    await writeThrottle({ failures: 2, lastFailureAt: now })
    expect(await countFailure(now + 5)).toEqual({ failures: 3, lastFailureAt: now + 5 })
    expect(readThrottle()).toEqual({ failures: 3, lastFailureAt: now + 5 })
    localStorage.setItem(THROTTLE_KEY, '{broken')
    expect(await countFailure(now + 6)).toEqual({ failures: 1, lastFailureAt: now + 6 })
  })
})
