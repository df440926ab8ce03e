/**
 * The team behind the dashboard: users with a role (owner or member), one-time set-up links, their own passwords,
 * and two-factor sign-in. The owner defined by the environment (ADMIN_USERNAME, ADMIN_PASSWORD_HASH) is the first
 * user; everyone else is created by an owner and chooses a password through a set-up link.
 *
 * - A set-up link carries a random 256-bit token in its fragment (browsers never send a fragment, so no server or
 *   proxy logs it); the database keeps its SHA-256. It works once, for SETUP_LINK_HOURS, and a newer link for the same
 *   user replaces it. Using it sets the password and turns two-factor sign-in off (an owner's new link is how someone
 *   who lost their password or their authenticator gets back in), and ends that user's sessions.
 * - A password change ends every other session of the user; disabling a user ends all of theirs.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { passwordProblem } from '../../model/passwordPolicy'
import { SETUP_LINK_HOURS, SETUP_TOKEN, type IssuedSetupLink, type TwoFactorSetup, type UserRole } from '../../model/team'
import { deleteOtherSessions, deleteSessionsOf, rebindSession } from './sessionStore'
import type { Database, Sql } from '../platform/db/database'
import {
  clearTwoFactor,
  confirmSecret,
  deleteChallengesOf,
  findSetupLink,
  findUserById,
  insertSetupLink,
  insertUser,
  nameTaken,
  replaceRecoveryCodes,
  setPassword,
  setPendingSecret,
  spendSetupLink,
  syncEnvironmentOwner,
  spendRecoveryCode,
  spendStep,
  type UserRow,
} from './userStore'
import type { Gate } from '../platform/gate'
import { hashPassword, parseHash, verifyPassword, type ParsedHash } from './password'
import { credentialOfUser } from './sessions'
import { hashRecoveryCode, matchingStep, newRecoveryCodes, newSecret, normaliseRecoveryCode, otpauthUri, qrRows } from './totp'

type Cost = { N: number; r: number; p: number }

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Brings the environment's owner in line with ADMIN_USERNAME and ADMIN_PASSWORD_HASH (at every start); a sentence for
 * the start log when something changed, or null. Throws when ADMIN_USERNAME is the name of a user made in the dashboard.
 */
export async function syncOwnerFromEnvironment(db: Database, admin: { username: string; encodedHash: string }): Promise<string | null> {
  const result = await syncEnvironmentOwner(db, { id: randomUUID(), username: admin.username, hash: admin.encodedHash })
  if (result === 'unchanged') return null
  if (result === 'created') return `the owner "${admin.username}" from ADMIN_USERNAME is the first user`
  if ('conflict' in result) {
    throw new Error(`ADMIN_USERNAME "${admin.username}" is already the sign-in name or e-mail of the user "${result.conflict}": choose another name`)
  }
  const changes = [result.renamed && 'a new ADMIN_USERNAME', result.passwordApplied && 'a new ADMIN_PASSWORD_HASH'].filter(Boolean)
  return `${changes.join(' and ')} applied to the owner "${admin.username}"`
}

/** Whether a typed password is the user's, taking as long when the user has none (`stand_in` is checked instead). */
export async function passwordMatches(user: UserRow | null, password: string, standIn: ParsedHash, gate?: Gate): Promise<boolean> {
  const usable = user !== null && !user.disabled && user.passwordHash !== null
  const matches = await verifyPassword(password, usable ? parseHash(user.passwordHash!) : standIn, gate)
  return usable && matches
}

// ---------------------------------------------------------------------------------------------------------------
// Users and set-up links

export async function createUser(
  db: Database,
  input: { name: string; email: string; role: UserRole },
  createdBy: string,
): Promise<{ ok: true; user: UserRow; link: IssuedSetupLink } | { ok: false }> {
  const email = input.email.trim().toLowerCase()
  if (await nameTaken(db, email)) return { ok: false }
  const id = randomUUID()
  try {
    await insertUser(db, { id, username: email, name: input.name.trim(), email, role: input.role, createdBy })
  } catch (error) {
    // Two owners adding the same address at once: the unique index decides.
    if ((error as { code?: string }).code === '23505') return { ok: false }
    throw error
  }
  return { ok: true, user: (await findUserById(db, id))!, link: await issueSetupLink(db, id) }
}

/** A new set-up link for a user; an older unused one stops working. */
export async function issueSetupLink(db: Database, userId: string): Promise<IssuedSetupLink> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = await insertSetupLink(db, userId, sha256(token), SETUP_LINK_HOURS)
  return { token, expiresAt: expiresAt.toISOString() }
}

export type SetupCheck = { ok: true; user: UserRow } | { ok: false; reason: 'invalid' | 'expired' }

/** Whether a set-up token can still be used, and by whom. */
export async function inspectSetupLink(db: Sql, token: string): Promise<SetupCheck> {
  if (!SETUP_TOKEN.test(token)) return { ok: false, reason: 'invalid' }
  const link = await findSetupLink(db, sha256(token))
  if (!link || link.used) return { ok: false, reason: 'invalid' }
  if (link.expired) return { ok: false, reason: 'expired' }
  const user = await findUserById(db, link.userId)
  return user && !user.disabled ? { ok: true, user } : { ok: false, reason: 'invalid' }
}

/** Sets a user's password through their set-up link, once. */
export async function completeSetup(
  db: Database,
  token: string,
  password: string,
  cost: Cost,
): Promise<{ ok: true; user: UserRow } | { ok: false; reason: 'invalid' | 'expired' } | { ok: false; reason: 'weak'; problem: string }> {
  const problem = passwordProblem(password, 'Your password')
  if (problem) return { ok: false, reason: 'weak', problem }
  // The link is checked before the costly hash, so a made-up token costs the service nothing.
  const check = await inspectSetupLink(db, token)
  if (!check.ok) return check
  const passwordHash = await hashPassword(password, cost)
  const user = await db.transaction(async (tx) => {
    const userId = await spendSetupLink(tx, sha256(token))
    const found = userId ? await findUserById(tx, userId) : null
    if (!found || found.disabled) return null
    await setPassword(tx, found.id, passwordHash)
    await clearTwoFactor(tx, found.id)
    await deleteChallengesOf(tx, found.id)
    await deleteSessionsOf(tx, found.username)
    return found
  })
  return user ? { ok: true, user } : { ok: false, reason: 'invalid' }
}

/** The user's new password: every other session of theirs ends, this one goes on with the new credentials. */
export async function changePassword(
  db: Database,
  user: UserRow,
  password: string,
  sessionTokenHash: string,
  cost: Cost,
): Promise<{ ok: true; ended: number } | { ok: false; problem: string }> {
  const problem = passwordProblem(password, 'Your new password')
  if (problem) return { ok: false, problem }
  const passwordHash = await hashPassword(password, cost)
  const ended = await db.transaction(async (tx) => {
    await setPassword(tx, user.id, passwordHash)
    await deleteChallengesOf(tx, user.id)
    await rebindSession(tx, sessionTokenHash, credentialOfUser({ username: user.username, passwordHash }))
    return deleteOtherSessions(tx, user.username, sessionTokenHash)
  })
  return { ok: true, ended }
}

// ---------------------------------------------------------------------------------------------------------------
// Two-factor sign-in

/** A new secret waiting for its confirming code (an earlier unconfirmed one is replaced). */
export async function startTwoFactor(db: Sql, user: UserRow, issuer: string): Promise<TwoFactorSetup> {
  const secret = newSecret()
  await setPendingSecret(db, user.id, secret)
  const uri = otpauthUri(secret, issuer, user.username)
  return { secret, uri, qr: qrRows(uri) }
}

/** Turns two-factor sign-in on once a code from the new secret is right: the recovery codes, to show once; else null. */
export async function confirmTwoFactor(db: Database, user: UserRow, code: string, now: number): Promise<string[] | null> {
  const step = user.totpPendingSecret ? matchingStep(user.totpPendingSecret, code, now) : null
  if (step === null) return null
  const codes = newRecoveryCodes()
  const confirmed = await db.transaction(async (tx) => {
    if (!(await confirmSecret(tx, user.id, step))) return false
    await replaceRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode))
    return true
  })
  return confirmed ? codes : null
}

export const turnOffTwoFactor = (db: Sql, user: UserRow) => clearTwoFactor(db, user.id)

/**
 * Whether a second factor is right: a one-time code not used before (its step later than the last accepted), or an
 * unused recovery code, which is spent.
 */
export async function secondFactorMatches(db: Sql, user: UserRow, typed: string, now: number): Promise<boolean> {
  if (!user.totpSecret) return false
  if (/^\s*\d[\d\s]*$/.test(typed)) {
    const step = matchingStep(user.totpSecret, typed, now)
    return step !== null && (await spendStep(db, user.id, step))
  }
  const recovery = normaliseRecoveryCode(typed)
  return recovery !== null && (await spendRecoveryCode(db, user.id, hashRecoveryCode(recovery)))
}
