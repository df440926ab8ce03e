/**
 * Signing in and out of the admin API, and setting a password through a set-up link: the routes that need no session.
 * - POST /login: username and password, throttled per address and per user, or only per device for a browser that
 *   signed in before as that user (service/team/throttle.ts), every attempt counted before its password is checked.
 *   A user with two-factor sign-in gets no session yet: a short-lived challenge cookie, and POST /login/code with a
 *   one-time or recovery code opens it; code attempts are counted the same way (per address and per user, or per
 *   device).
 * - POST /setup/check and POST /setup: what a set-up link is for, and spending it on a password.
 */
import { createHash, randomBytes } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import { messages } from '../../content/messages'
import { DEVICE_COOKIE, DEVICE_DAYS, DEVICE_PATH, rememberDevice, trustedDevice } from './devices'
import { passwordChecks, trustedPasswordChecks } from './password'
import { createSession, credentialOfUser, endSession, SESSION_COOKIE, SESSION_PATH } from './sessions'
import { beginLoginAttempt, clearLoginFailures, codeAttemptKeys, passwordAttemptKeys } from './throttle'
import { completeSetup, inspectSetupLink, passwordMatches, secondFactorMatches, type SetupCheck } from './users'
import { deleteChallenge, findChallenge, findUserById, findUserByUsername, insertChallenge, type UserRow } from './userStore'
import type { ServiceContext } from '../context'
import { errorResponse } from '../platform/http/errors'
import { clientAddress, rateKey } from '../platform/http/guards'
import type { AdminEnv } from './roles'
import { jsonBody } from '../platform/http/validation'

/** A sign-in waiting for its code: the cookie goes to the login routes only and lasts five minutes. */
const CHALLENGE_COOKIE = 'admin_challenge'
const CHALLENGE_SECONDS = 300

const credentialsSchema = z.object({ username: z.string().max(200), password: z.string().max(1000) })
const codeSchema = z.object({ code: z.string().max(40) })
const tokenSchema = z.object({ token: z.string().max(100) })
const setupSchema = tokenSchema.extend({ password: z.string().max(1000) })

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The 429 for an attempt the throttle holds back, with Retry-After. */
export function tooManyAttempts(c: Context, waitMs: number, code = 'login_throttled') {
  const seconds = Math.ceil(waitMs / 1000)
  c.header('Retry-After', String(seconds))
  return errorResponse(c, 429, code, `Too many failed attempts. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before trying again.`)
}

export function signInRoutes({ config, db }: ServiceContext) {
  const cookie = (path: string, maxAge: number) => ({ httpOnly: true, sameSite: 'Strict' as const, secure: config.secureCookies, path, maxAge })
  const addressKey = (c: Context) => rateKey(clientAddress(c, config.trustProxy))

  /** The session cookie for a user who has proved who they are; a browser new to them also gets a device cookie. */
  async function openSession(c: Context, user: UserRow) {
    const session = await createSession(db, user.username, credentialOfUser(user), config.admin.sessionSeconds)
    setCookie(c, SESSION_COOKIE, session.token, { ...cookie(SESSION_PATH, config.admin.sessionSeconds), expires: session.expiresAt })
    // This browser has now signed in: a later attack on the username does not lock it out.
    if (!(await trustedDevice(db, getCookie(c, DEVICE_COOKIE), user.username))) {
      setCookie(c, DEVICE_COOKIE, await rememberDevice(db, user.username), cookie(DEVICE_PATH, DEVICE_DAYS * 24 * 3600))
    }
    return c.json({ username: user.username, expiresAt: session.expiresAt.toISOString() })
  }

  const linkRefused = (c: Context, check: Extract<SetupCheck, { ok: false }>) =>
    check.reason === 'expired'
      ? errorResponse(c, 410, 'link_expired', 'This set-up link has expired. Ask an owner of the dashboard for a new one.')
      : errorResponse(
          c,
          404,
          'link_invalid',
          'This set-up link does not work: it was used already or replaced by a newer one. Ask an owner for a new one.',
        )

  return new Hono<AdminEnv>()
    .post('/login', jsonBody(credentialsSchema), async (c) => {
      const credentials = c.req.valid('json')
      const device = await trustedDevice(db, getCookie(c, DEVICE_COOKIE), credentials.username)
      const keys = passwordAttemptKeys(addressKey(c), credentials.username, device)
      // Counted before the password is checked, so parallel guesses cannot outrun the count.
      const wait = await beginLoginAttempt(db, keys)
      if (wait > 0) return tooManyAttempts(c, wait)
      const user = await findUserByUsername(db, credentials.username)
      // The password is always checked, so an unknown username takes as long as a wrong password.
      const line = device ? trustedPasswordChecks : passwordChecks
      if (!(await passwordMatches(user, credentials.password, config.admin.passwordHash, line)) || !user) {
        return errorResponse(c, 401, 'invalid_credentials', messages.loginMismatch)
      }
      await clearLoginFailures(db, keys)
      if (!user.totpSecret) return openSession(c, user)
      const token = randomBytes(32).toString('base64url')
      await insertChallenge(db, sha256(token), user.id, credentialOfUser(user), CHALLENGE_SECONDS)
      setCookie(c, CHALLENGE_COOKIE, token, cookie(DEVICE_PATH, CHALLENGE_SECONDS))
      return c.json({ secondFactor: 'code' })
    })

    .post('/login/code', jsonBody(codeSchema), async (c) => {
      const input = c.req.valid('json')
      const token = getCookie(c, CHALLENGE_COOKIE) ?? ''
      const challenge = /^[A-Za-z0-9_-]{43}$/.test(token) ? await findChallenge(db, sha256(token)) : null
      const again = () =>
        errorResponse(c, 401, 'challenge_expired', 'That sign-in took too long or has ended. Please enter your username and password again.')
      if (!challenge) return again()
      const user = await findUserById(db, challenge.userId)
      const device = user && (await trustedDevice(db, getCookie(c, DEVICE_COOKIE), user.username))
      const keys = codeAttemptKeys(addressKey(c), challenge.userId, device || null)
      const wait = await beginLoginAttempt(db, keys)
      if (wait > 0) return tooManyAttempts(c, wait)
      if (!user || user.disabled || credentialOfUser(user) !== challenge.credential) {
        await deleteChallenge(db, sha256(token))
        return again()
      }
      if (!(await secondFactorMatches(db, user, input.code, Date.now()))) {
        return errorResponse(c, 401, 'invalid_code', 'That code is not right, or it was used already. Please wait for the next code and try again.')
      }
      await clearLoginFailures(db, keys)
      await deleteChallenge(db, sha256(token))
      deleteCookie(c, CHALLENGE_COOKIE, cookie(DEVICE_PATH, 0))
      return openSession(c, user)
    })

    .post('/logout', async (c) => {
      const token = getCookie(c, SESSION_COOKIE)
      if (token) await endSession(db, token)
      deleteCookie(c, SESSION_COOKIE, cookie(SESSION_PATH, 0))
      return c.body(null, 204)
    })

    .post('/setup/check', jsonBody(tokenSchema), async (c) => {
      const input = c.req.valid('json')
      const check = await inspectSetupLink(db, input.token)
      return check.ok ? c.json({ name: check.user.name, username: check.user.username }) : linkRefused(c, check)
    })

    .post('/setup', jsonBody(setupSchema), async (c) => {
      const input = c.req.valid('json')
      const result = await completeSetup(db, input.token, input.password, config.admin.passwordCost)
      if (result.ok) return c.json({ username: result.user.username })
      if (result.reason === 'weak') return errorResponse(c, 422, 'weak_password', result.problem)
      return linkRefused(c, result)
    })
}
