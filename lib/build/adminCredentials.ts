/**
 * Build time only (Node): the admin credential record built into the login page.
 *
 * Only the username, a random salt and a PBKDF2-SHA-256 hash of the password are written into the site. The hash is
 * computed with node:crypto here and checked with WebCrypto in the browser (admin/browserOnly/auth.ts); both are the same
 * PBKDF2. When ADMIN_PASSWORD is unset, a strong random password is generated, printed once in the build output (only
 * the file's path under CI) and kept in `<out>/.admin-password` (beside `client/`, never served) so the build-output
 * test can prove it is nowhere in the site. A weak ADMIN_PASSWORD fails the build (model/passwordPolicy.ts).
 *
 * All of that is a build step of its own (scripts/adminCredentials.ts, before `vike build`), which leaves the record in
 * `<out>/.admin-credential.json`; rendering the login page only reads it, so it neither writes nor prints.
 * See docs/lead-service.md, "Admin".
 */
import { pbkdf2Sync, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { HASH_BYTES, MIN_ITERATIONS, toBase64, type CredentialRecord } from '../../model/credentialRecord'
import type { BuildSettings } from './settings'

export const ADMIN_ITERATIONS = MIN_ITERATIONS
export const SALT_BYTES = 16
const defaultOutDir = () => process.env.BUILD_OUT_DIR || 'dist'
/** Where a generated password is kept for the build-output test: `<BUILD_OUT_DIR or dist>/.admin-password`. */
export const secretFile = (outDir: string = defaultOutDir()) => join(outDir, '.admin-password')
/** Where the build step leaves the record for the login page: `<BUILD_OUT_DIR or dist>/.admin-credential.json`. */
export const recordFile = (outDir: string = defaultOutDir()) => join(outDir, '.admin-credential.json')

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

/**
 * The record of a build. A generated password is written to `file` (beside client/, never served) and printed
 * once, except on a CI host, whose build logs are kept: there the log says only where the file is. A password
 * from the environment is never written anywhere.
 */
export function buildCredentials(
  buildSettings: BuildSettings,
  { file = secretFile(), log = console.log, iterations = ADMIN_ITERATIONS }: { file?: string; log?: (line: string) => void; iterations?: number } = {},
): CredentialRecord {
  let password = buildSettings.adminPassword
  if (password === undefined) {
    password = generatePassword()
    mkdirSync(join(file, '..'), { recursive: true })
    writeFileSync(file, `${password}\n`, { mode: 0o600 })
    const who = `user "${buildSettings.adminUsername}"; set ADMIN_PASSWORD to choose one`
    if (buildSettings.ci) {
      log(`Admin password (generated): written to ${file} only, not to this log (CI is set). ${who}.`)
    } else {
      log(`Admin password (generated, shown once): ${password}`)
      log(`  (${who}. Kept for the build tests in ${file}, which is not served.)`)
    }
  } else {
    // A file left by an earlier build with a generated password would now be stale.
    rmSync(file, { force: true })
  }
  return createCredentialRecord(buildSettings.adminUsername, password, { iterations })
}

/**
 * The build step (scripts/adminCredentials.ts): the record of this build, written to `recordFile(outDir)`. With a lead
 * service the server checks the password and the site holds no record: a stale one is removed.
 */
export function writeBuildCredentials(
  buildSettings: BuildSettings,
  {
    outDir = defaultOutDir(),
    log = console.log,
    iterations = ADMIN_ITERATIONS,
  }: { outDir?: string; log?: (line: string) => void; iterations?: number } = {},
): void {
  const file = recordFile(outDir)
  if (buildSettings.leadsServiceApi) {
    rmSync(file, { force: true })
    return
  }
  const record = buildCredentials(buildSettings, { file: secretFile(outDir), log, iterations })
  mkdirSync(outDir, { recursive: true })
  writeFileSync(file, `${JSON.stringify(record)}\n`)
}

const read = new Map<string, CredentialRecord>()

/** The record the build step wrote, for the login page (read once per build). */
export function builtCredentialRecord(outDir: string = defaultOutDir()): CredentialRecord {
  const file = recordFile(outDir)
  let record = read.get(file)
  if (!record) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: the admin credential step (scripts/adminCredentials.ts) runs before vike build in npm run build`)
    record = JSON.parse(readFileSync(file, 'utf8')) as CredentialRecord
    read.set(file, record)
  }
  return record
}
