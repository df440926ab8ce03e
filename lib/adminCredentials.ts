/**
 * Build time only (Node): the admin credential record built into the login page.
 *
 * Only the username, a random salt and a PBKDF2-SHA-256 hash of the password are written into the site. The hash is
 * computed with node:crypto here and checked with WebCrypto in the browser (lib/auth.ts); both are the same PBKDF2.
 * When ADMIN_PASSWORD is unset, a strong random password is generated, printed once in the build output and kept
 * in `<out>/.admin-password` (beside `client/`, never served) so the build-output test can prove it is nowhere in
 * the site. See README.md, "Admin".
 */
import { pbkdf2Sync, randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { HASH_BYTES, MIN_ITERATIONS, toBase64, type CredentialRecord } from './auth'
import { settings, type BuildSettings } from './settings'

export const ADMIN_ITERATIONS = MIN_ITERATIONS
export const SALT_BYTES = 16
/** Where a generated password is kept for the build-output test: `<BUILD_OUT_DIR or dist>/.admin-password`. */
export const secretFile = (outDir: string = process.env.BUILD_OUT_DIR || 'dist') => join(outDir, '.admin-password')

/** A random password of 24 characters from a 64-symbol alphabet (144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url')
}

/** PBKDF2-SHA-256 record of a username and password, with a fresh random salt. */
export function createCredentialRecord(
  username: string,
  password: string,
  { iterations = ADMIN_ITERATIONS, salt = randomBytes(SALT_BYTES) }: { iterations?: number; salt?: Uint8Array } = {},
): CredentialRecord {
  const hash = pbkdf2Sync(password, salt, iterations, HASH_BYTES, 'sha256')
  return { username, salt: toBase64(new Uint8Array(salt)), hash: toBase64(new Uint8Array(hash)), iterations }
}

let memo: CredentialRecord | undefined

/**
 * The record of this build, computed once per build (module-level memo). A generated password is printed once
 * and written to the secret file; a password from the environment is never written anywhere.
 */
export function adminCredentials(buildSettings: BuildSettings = settings): CredentialRecord {
  if (memo) return memo
  let password = buildSettings.adminPassword
  const file = secretFile()
  if (password === undefined) {
    password = generatePassword()
    console.log(`Admin password (generated, shown once): ${password}`)
    console.log(`  (user "${buildSettings.adminUsername}"; set ADMIN_PASSWORD to choose one. Kept for the build tests in ${file}, which is not served.)`)
    mkdirSync(join(file, '..'), { recursive: true })
    writeFileSync(file, `${password}\n`, { mode: 0o600 })
  } else {
    // A file left by an earlier build with a generated password would now be stale.
    rmSync(file, { force: true })
  }
  memo = createCredentialRecord(buildSettings.adminUsername, password)
  return memo
}
