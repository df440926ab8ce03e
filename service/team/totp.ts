/**
 * Time-based one-time codes (RFC 6238) with `otpauth`, and recovery codes. The parameters are the ones every
 * authenticator app reads from a QR code: HMAC-SHA-1, 6 digits, 30-second steps. A code is accepted for its own step
 * and one step either side (clocks drift); which step matched is returned, so a caller can refuse it a second time.
 * The QR code is drawn on the server (lean-qr) and sent as rows of modules, so no QR library reaches a browser.
 */
import { createHash, randomInt } from 'node:crypto'
import { generate } from 'lean-qr'
import { Secret, TOTP } from 'otpauth'

const PERIOD = 30
const DIGITS = 6
const ALGORITHM = 'SHA1'

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as authenticator apps take it. */
export const newSecret = (): string => new Secret({ size: 20 }).base32

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, issuer: string, account: string): string =>
  new TOTP({ issuer, label: account, secret: Secret.fromBase32(secret), algorithm: ALGORITHM, digits: DIGITS, period: PERIOD }).toString()

/** The time step a code belongs to, when it is right at `timestamp` (ms) within one step either side; else null. */
export function matchingStep(secret: string, code: string, timestamp: number): number | null {
  const token = code.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const delta = TOTP.validate({ token, secret: Secret.fromBase32(secret), algorithm: ALGORITHM, digits: DIGITS, period: PERIOD, timestamp, window: 1 })
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp }) + delta
}

/** The rows of a QR code for `text`, '1' for a dark module (no quiet zone: the page draws its own margin). */
export function qrRows(text: string): string[] {
  const code = generate(text)
  return Array.from({ length: code.size }, (_, y) => Array.from({ length: code.size }, (_, x) => (code.get(x, y) ? '1' : '0')).join(''))
}

// ---------------------------------------------------------------------------------------------------------------
// Recovery codes: ten of them, each 10 characters from an alphabet without look-alikes (50 bits), shown as
// "abcde-fghjk". Kept as SHA-256 hashes: with that much randomness a fast hash cannot be reversed by guessing.

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
export const RECOVERY_CODE_COUNT = 10

const randomCode = () => Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, () => randomCode().replace(/^(.{5})/, '$1-'))

/** Spaces, dashes and case do not matter when a recovery code is typed; null when it cannot be one. */
export function normaliseRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]+/g, '')
  return code.length === 10 && [...code].every((char) => RECOVERY_ALPHABET.includes(char)) ? code : null
}

export const hashRecoveryCode = (code: string): string =>
  createHash('sha256')
    .update(normaliseRecoveryCode(code) ?? code)
    .digest('hex')
