/**
 * The admin password, checked on the server with scrypt (OWASP's password-storage choice when Argon2id is not at hand:
 * N=2^17, r=8, p=1). The service's environment holds only the encoded hash, never the password:
 *   scrypt$<N>$<r>$<p>$<salt, base64>$<key, base64>
 * `npm run service:hash-password` prints one. The parameters travel with the hash, so they can be raised later.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { Gate } from '../platform/gate'

export const SCRYPT_COST = { N: 2 ** 17, r: 8, p: 1 } as const
const KEY_BYTES = 32

/**
 * Two checks at once (two of the thread pool's four threads, 256 MiB), sixteen more in line; beyond that a sign-in
 * is answered 503 with a time to try again (service/app.ts) instead of queueing without end.
 */
export const passwordChecks = new Gate(2, 16)
/**
 * A browser that signed in before (its device cookie, service/team/devices.ts) has a line of its own, so strangers'
 * sign-ins filling the one above never keep the owner out.
 */
export const trustedPasswordChecks = new Gate(1, 4)

function derive(password: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }, gate = passwordChecks): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes (128 MiB at N=2^17); Node's default ceiling is 32 MiB.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }
  return gate.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  )
}

export async function hashPassword(password: string, cost: { N: number; r: number; p: number } = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$')
}

export interface ParsedHash {
  N: number
  r: number
  p: number
  salt: Buffer
  key: Buffer
}

/** Reads an encoded hash; throws with a message naming the expected form when it is not one. */
export function parseHash(encoded: string): ParsedHash {
  const parts = encoded.trim().split('$')
  const [scheme, N, r, p, salt, key] = parts
  const numbers = [N, r, p].map(Number)
  if (parts.length !== 6 || scheme !== 'scrypt' || numbers.some((value) => !Number.isInteger(value) || value < 1) || !salt || !key) {
    throw new Error('ADMIN_PASSWORD_HASH must look like scrypt$N$r$p$salt$hash; create one with `npm run service:hash-password`')
  }
  const [n, rr, pp] = numbers as [number, number, number]
  if ((n & (n - 1)) !== 0) throw new Error('ADMIN_PASSWORD_HASH: N must be a power of two')
  return { N: n, r: rr, p: pp, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') }
}

/** Whether a typed password matches the hash, compared in constant time; checked through `gate`'s line. */
export async function verifyPassword(password: string, hash: ParsedHash, gate = passwordChecks): Promise<boolean> {
  const key = await derive(password, hash.salt, hash, gate)
  return key.length === hash.key.length && timingSafeEqual(key, hash.key)
}
