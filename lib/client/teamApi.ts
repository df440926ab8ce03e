/**
 * The dashboard's client for the team and account routes of the lead service (service/http/teamRoutes.ts) and the
 * set-up page's two calls (service/http/signInRoutes.ts), typed from those routes. Errors are AdminApiErrors, as in
 * lib/client/adminApi.ts.
 */
import type { IssuedSetupLink, TeamUser, TwoFactorSetup, UserRole } from '../team'
import { adminClient, succeeded } from './adminApi'

export const listUsers = async (api: string): Promise<TeamUser[]> => (await (await succeeded(adminClient(api).users.$get())).json()).users

export const addUser = async (
  api: string,
  user: { name: string; email: string; role: UserRole },
): Promise<{ user: { id: string; username: string; name: string; role: UserRole }; link: IssuedSetupLink }> =>
  (await succeeded(adminClient(api).users.$post({ json: user }))).json()

export const newSetupLink = async (api: string, id: string): Promise<IssuedSetupLink> =>
  (await (await succeeded(adminClient(api).users[':id']['setup-link'].$post({ param: { id: encodeURIComponent(id) } }))).json()).link

export const changeUser = async (api: string, id: string, change: { role?: UserRole; disabled?: boolean }) =>
  void (await succeeded(adminClient(api).users[':id'].$patch({ param: { id: encodeURIComponent(id) }, json: change })))

/** Sets a new password; how many other sessions of the user ended. */
export const changePassword = async (api: string, current: string, password: string) =>
  (await (await succeeded(adminClient(api).account.password.$post({ json: { current, password } }))).json()).ended

export const startTwoFactor = async (api: string): Promise<TwoFactorSetup> => (await succeeded(adminClient(api).account['two-factor'].$post())).json()

export const confirmTwoFactor = async (api: string, code: string) =>
  (await (await succeeded(adminClient(api).account['two-factor'].confirm.$post({ json: { code } }))).json()).recoveryCodes

export const turnOffTwoFactor = async (api: string, password: string) =>
  void (await succeeded(adminClient(api).account['two-factor'].off.$post({ json: { password } })))

/** Whose set-up link a token is. */
export const checkSetupLink = async (api: string, token: string) => (await succeeded(adminClient(api).setup.check.$post({ json: { token } }))).json()

export const completeSetup = async (api: string, token: string, password: string) =>
  (await succeeded(adminClient(api).setup.$post({ json: { token, password } }))).json()
