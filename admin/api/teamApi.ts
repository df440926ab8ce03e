/**
 * The dashboard's client for the team and account routes of the lead service (service/team/teamRoutes.ts) and the
 * set-up page's two calls (service/team/signInRoutes.ts). Errors are AdminApiErrors, as in admin/api/adminApi.ts.
 */
import type { IssuedSetupLink, TeamUser, TwoFactorSetup, UserRole } from '../../model/team'
import { call, json, send } from './adminApi'

export const listUsers = async (api: string) => (await json<{ users: TeamUser[] }>(await call(api, '/admin/users'))).users

export const addUser = async (api: string, user: { name: string; email: string; role: UserRole }) =>
  json<{ user: { id: string; username: string; name: string; role: UserRole }; link: IssuedSetupLink }>(
    await call(api, '/admin/users', send('POST', user)),
  )

export const newSetupLink = async (api: string, id: string) =>
  (await json<{ link: IssuedSetupLink }>(await call(api, `/admin/users/${encodeURIComponent(id)}/setup-link`, send('POST')))).link

export const changeUser = async (api: string, id: string, change: { role?: UserRole; disabled?: boolean }) =>
  void (await call(api, `/admin/users/${encodeURIComponent(id)}`, send('PATCH', change)))

/** Sets a new password; how many other sessions of the user ended. */
export const changePassword = async (api: string, current: string, password: string) =>
  (await json<{ ended: number }>(await call(api, '/admin/account/password', send('POST', { current, password })))).ended

export const startTwoFactor = async (api: string) => json<TwoFactorSetup>(await call(api, '/admin/account/two-factor', send('POST')))

export const confirmTwoFactor = async (api: string, code: string) =>
  (await json<{ recoveryCodes: string[] }>(await call(api, '/admin/account/two-factor/confirm', send('POST', { code })))).recoveryCodes

export const turnOffTwoFactor = async (api: string, password: string) =>
  void (await call(api, '/admin/account/two-factor/off', send('POST', { password })))

/** Whose set-up link a token is. */
export const checkSetupLink = async (api: string, token: string) =>
  json<{ name: string; username: string }>(await call(api, '/admin/setup/check', send('POST', { token })))

export const completeSetup = async (api: string, token: string, password: string) =>
  json<{ username: string }>(await call(api, '/admin/setup', send('POST', { token, password })))
