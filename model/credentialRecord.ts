/**
 * The admin credential record the build writes into the login page and the browser checks a password against: the
 * username, a random salt and a PBKDF2-SHA-256 hash (never the password). Its shape and encoding are shared by the
 * build (lib/build/adminCredentials.ts, node:crypto) and the browser (admin/browserOnly/auth.ts, WebCrypto).
 */

/** OWASP 2023 minimum for PBKDF2-HMAC-SHA-256. The count is stored beside the hash so it can be raised later. */
export const MIN_ITERATIONS = 600_000
/** Length of the derived key in bytes (SHA-256 output size). */
export const HASH_BYTES = 32

export interface CredentialRecord {
  username: string
  /** Base64 of the random salt (16 bytes). */
  salt: string
  /** Base64 of the PBKDF2-SHA-256 derived key. */
  hash: string
  iterations: number
}

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
