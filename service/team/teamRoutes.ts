/**
 * The team and each user's own account, behind a session (service/adminRoutes.ts mounts these after its
 * session check):
 * - GET /session: who is signed in, with their role and two-factor state;
 * - /users (owners only): list, add (with a one-time set-up link), a new link, change role, disable or enable; an
 *   owner can neither disable nor demote the last active owner, nor disable themselves;
 * - /account (everyone): change password (ends every other session), turn two-factor sign-in on (secret and QR code,
 *   confirmed by a code; recovery codes shown once) and off (with the password).
 * Re-entering the password here is counted like a login (per user), so a stolen session cannot guess it quickly.
 */
import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { site } from '../../content/site'
import { USER_ROLES, type SessionUser } from '../../model/team'
import { ONE_LINE } from '../../model/leadFields'
import { deleteSessionsOf } from './sessionStore'
import { changeUser, deleteChallengesOf, deleteSetupLinksOf, findUserById, listUsers, recoveryCodesLeft, type UserRow } from './userStore'
import { accountAttemptKeys, beginLoginAttempt, clearLoginFailures } from './throttle'
import { changePassword, confirmTwoFactor, createUser, issueSetupLink, passwordMatches, startTwoFactor, turnOffTwoFactor } from './users'
import type { ServiceContext } from '../context'
import { errorResponse } from '../platform/http/errors'
import { ownerOnly, type AdminEnv } from './roles'
import { tooManyAttempts } from './signInRoutes'
import { jsonBody } from '../platform/http/validation'

const oneLine = (max: number) => z.string().trim().min(1).max(max).regex(ONE_LINE, 'must be one line of text')
const newUserSchema = z.object({ name: oneLine(100), email: z.email().max(254), role: z.enum(USER_ROLES) }).strict()
const userChangeSchema = z
  .object({ role: z.enum(USER_ROLES).optional(), disabled: z.boolean().optional() })
  .strict()
  .refine((change) => change.role !== undefined || change.disabled !== undefined, 'Send a role, disabled, or both.')
const passwordChangeSchema = z.object({ current: z.string().max(1000), password: z.string().max(1000) }).strict()
const passwordSchema = z.object({ password: z.string().max(1000) }).strict()
const codeSchema = z.object({ code: z.string().max(40) }).strict()
const idSchema = z.uuid()

export function teamRoutes({ config, db }: ServiceContext) {
  /** The user an :id names, for the handler as `target`; a malformed or unknown id is answered 404 before the body is read. */
  const targetUser = createMiddleware<AdminEnv & { Variables: { target: UserRow } }>(async (c, next) => {
    const id = idSchema.safeParse(c.req.param('id'))
    const user = id.success ? await findUserById(db, id.data) : null
    if (!user) return errorResponse(c, 404, 'not_found', 'There is no such user.')
    c.set('target', user)
    return next()
  })

  /** The signed-in user's password typed again: null when right; else the 401 or 429 to answer. */
  async function recheckPassword(c: Context<AdminEnv>, password: string) {
    const user = c.get('user')
    const keys = accountAttemptKeys(user.id)
    const wait = await beginLoginAttempt(db, keys)
    if (wait > 0) return tooManyAttempts(c, wait, 'password_throttled')
    if (!(await passwordMatches(user, password, config.admin.passwordHash))) {
      return errorResponse(c, 401, 'wrong_password', 'That is not your current password.')
    }
    await clearLoginFailures(db, keys)
    return null
  }

  return (
    new Hono<AdminEnv>()
      .get('/session', async (c) => {
        const user = c.get('user')
        const session: SessionUser = {
          id: user.id,
          username: user.username,
          name: user.name,
          email: user.email,
          role: user.role,
          twoFactor: user.totpSecret !== null,
          recoveryCodesLeft: user.totpSecret ? await recoveryCodesLeft(db, user.id) : 0,
        }
        return c.json(session)
      })

      // -------------------------------------------------------------------------------------------------------------
      // The team (owners only)

      .use('/users', ownerOnly)
      .use('/users/*', ownerOnly)

      .get('/users', async (c) => c.json({ users: await listUsers(db) }))

      .post('/users', jsonBody(newUserSchema), async (c) => {
        const created = await createUser(db, c.req.valid('json'), c.get('user').id)
        if (!created.ok) return errorResponse(c, 409, 'user_exists', 'There is already a user with that e-mail address.')
        return c.json(
          { user: { id: created.user.id, username: created.user.username, name: created.user.name, role: created.user.role }, link: created.link },
          201,
        )
      })

      .post('/users/:id/setup-link', targetUser, async (c) => {
        const user = c.get('target')
        if (user.disabled) return errorResponse(c, 409, 'user_disabled', 'This user is disabled: enable them first.')
        return c.json({ link: await issueSetupLink(db, user.id) })
      })

      .patch('/users/:id', targetUser, jsonBody(userChangeSchema), async (c) => {
        const user = c.get('target')
        const change = c.req.valid('json')
        if (change.disabled === true && user.id === c.get('user').id) {
          return errorResponse(c, 409, 'own_account', 'You cannot disable your own account: another owner can.')
        }
        const result = await changeUser(db, user.id, change)
        if (!result.ok) {
          return result.reason === 'last_owner'
            ? errorResponse(c, 409, 'last_owner', 'This is the last active owner: make another user an owner first.')
            : errorResponse(c, 404, 'not_found', 'There is no such user.')
        }
        if (result.user.disabled) {
          // Disabled: signed out everywhere at once, and nothing left to sign in with.
          await deleteSessionsOf(db, result.user.username)
          await deleteChallengesOf(db, result.user.id)
          await deleteSetupLinksOf(db, result.user.id)
        }
        return c.json({ id: result.user.id, role: result.user.role, disabled: result.user.disabled })
      })

      // -------------------------------------------------------------------------------------------------------------
      // One's own account

      .post('/account/password', jsonBody(passwordChangeSchema), async (c) => {
        const input = c.req.valid('json')
        const refused = await recheckPassword(c, input.current)
        if (refused) return refused
        const result = await changePassword(db, c.get('user'), input.password, c.get('sessionTokenHash'), config.admin.passwordCost)
        return result.ok ? c.json({ ended: result.ended }) : errorResponse(c, 422, 'weak_password', result.problem)
      })

      .post('/account/two-factor', async (c) => {
        const user = c.get('user')
        if (user.totpSecret)
          return errorResponse(c, 409, 'two_factor_on', 'Two-factor sign-in is on already. Turn it off first to set up a new authenticator.')
        return c.json(await startTwoFactor(db, user, site.name))
      })

      .post('/account/two-factor/confirm', jsonBody(codeSchema), async (c) => {
        const user = c.get('user')
        if (user.totpSecret) return errorResponse(c, 409, 'two_factor_on', 'Two-factor sign-in is on already.')
        if (!user.totpPendingSecret) return errorResponse(c, 409, 'no_setup', 'Start setting up two-factor sign-in first.')
        const codes = await confirmTwoFactor(db, user, c.req.valid('json').code, Date.now())
        if (!codes) return errorResponse(c, 422, 'invalid_code', 'That code is not right. Check the time on your phone and enter the newest code.')
        return c.json({ recoveryCodes: codes })
      })

      .post('/account/two-factor/off', jsonBody(passwordSchema), async (c) => {
        const refused = await recheckPassword(c, c.req.valid('json').password)
        if (refused) return refused
        await turnOffTwoFactor(db, c.get('user'))
        return c.body(null, 204)
      })
  )
}
