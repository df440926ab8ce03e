/**
 * The admin dashboard's client for the lead service's API (service/adminRoutes.ts). Every call sends the
 * session cookie (credentials: 'include'); a failed call throws an AdminApiError with the service's status, code and
 * message, or the status 0 when the service could not be reached at all.
 */
import type { LoginOutcome } from '../browserOnly/auth'
import type { AnalyticsReport, DayRange, OverviewReport } from '../../model/analyticsReports'
import type { LeadFilter, LeadListView, LeadPage, LeadRecord, LeadStatus } from '../../model/leadFields'
import type { SessionUser } from '../../model/team'

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Seconds from a 429's Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
    this.name = 'AdminApiError'
  }
}

export async function call(api: string, path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response
  try {
    response = await fetch(`${api}${path}`, {
      ...init,
      credentials: 'include',
      headers: init.body ? { 'Content-Type': 'application/json' } : undefined,
    })
  } catch (error) {
    throw new AdminApiError(0, 'unreachable', error instanceof Error ? error.message : String(error))
  }
  if (response.ok) return response
  const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null
  const retryAfter = Number(response.headers.get('Retry-After'))
  throw new AdminApiError(
    response.status,
    typeof body?.error?.code === 'string' ? body.error.code : 'http_error',
    typeof body?.error?.message === 'string' ? body.error.message : `The lead service answered ${response.status}`,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  )
}

export const json = <T>(response: Response) => response.json() as Promise<T>
export const send = (method: string, body?: unknown): RequestInit => ({ method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })

/** A right password opens a session, or (with two-factor sign-in) asks for a code first. */
export const login = async (api: string, username: string, password: string) =>
  json<{ username: string; expiresAt: string } | { secondFactor: 'code' }>(await call(api, '/admin/login', send('POST', { username, password })))

/**
 * A login checked by the lead service: a 401 is a mismatch, a 429 a throttle; anything else throws. A login the
 * service accepted counts only once the browser sends the session back: a service on another site (a cookie the
 * browser treats as third-party) would otherwise send the admin from the dashboard straight back here.
 */
export async function checkServiceLogin(api: string, username: string, password: string): Promise<LoginOutcome> {
  return signInStep(async () => ('secondFactor' in (await login(api, username, password)) ? { kind: 'second-factor' } : sessionKept(api)))
}

/** The second step of a sign-in with two-factor sign-in on: a one-time or recovery code. */
export async function checkServiceCode(api: string, code: string): Promise<LoginOutcome> {
  return signInStep(async () => {
    await call(api, '/admin/login/code', send('POST', { code }))
    return sessionKept(api)
  })
}

const sessionKept = async (api: string): Promise<LoginOutcome> => ((await currentSession(api)) ? { kind: 'success' } : { kind: 'cookie-refused' })

async function signInStep(step: () => Promise<LoginOutcome>): Promise<LoginOutcome> {
  try {
    return await step()
  } catch (error) {
    if (error instanceof AdminApiError && error.code === 'challenge_expired') return { kind: 'code-expired' }
    if (error instanceof AdminApiError && error.status === 401) return { kind: 'mismatch', waitMs: 0 }
    if (error instanceof AdminApiError && error.status === 429) return { kind: 'throttled', waitMs: (error.retryAfterSeconds ?? 30) * 1000 }
    throw error
  }
}

export const logout = async (api: string) => void (await call(api, '/admin/logout', send('POST')))

/** Ends every session of the signed-in user, on every device, this one included. */
export const logoutEverywhere = async (api: string) => void (await call(api, '/admin/sessions/end-all', send('POST')))

/** The signed-in user, or null when there is no valid session. */
export async function currentSession(api: string): Promise<SessionUser | null> {
  try {
    return await json<SessionUser>(await call(api, '/admin/session'))
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 401) return null
    throw error
  }
}

export function filterQuery(filter: LeadFilter, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams({ folder: filter.folder, type: filter.type, status: filter.status, q: filter.query })
  if (filter.source) params.set('source', filter.source)
  if (filter.campaign) params.set('campaign', filter.campaign)
  if (filter.followUp) params.set('followUp', filter.followUp)
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value))
  return params.toString()
}

export const listLeads = async (api: string, filter: LeadFilter, page: number, pageSize: number) =>
  json<LeadPage>(await call(api, `/admin/leads?${filterQuery(filter, { page, pageSize })}`))

/** A change of stage (won with its deal value, lost with its reason) and/or of folder. */
export interface LeadChange {
  status?: LeadStatus
  dealValue?: number
  lostReason?: string
  lostDetail?: string
  spam?: boolean
}

export const updateLead = async (api: string, id: string, change: LeadChange) =>
  json<LeadRecord>(await call(api, `/admin/leads/${encodeURIComponent(id)}`, send('PATCH', change)))

export const deleteLead = async (api: string, id: string) => void (await call(api, `/admin/leads/${encodeURIComponent(id)}`, send('DELETE')))

export const eraseEmail = async (api: string, email: string) =>
  (await json<{ erased: number }>(await call(api, '/admin/erasure', send('POST', { email })))).erased

export interface LeadFacets {
  sources: { value: string; count: number }[]
  campaigns: { value: string; count: number }[]
}

/** The sources and campaigns a view's leads came from (the lead table's filters). */
export const leadFacets = async (api: string, folder: LeadListView) => json<LeadFacets>(await call(api, `/admin/leads/facets?folder=${folder}`))

export const analyticsOverview = async (api: string) => json<OverviewReport>(await call(api, '/admin/analytics/overview'))

/** The Analytics tab's report for a range; without one, the service's default (the last 30 days). */
export const analyticsReport = async (api: string, range?: DayRange) =>
  json<AnalyticsReport>(await call(api, `/admin/analytics/report${range ? `?${new URLSearchParams({ from: range.first, to: range.last })}` : ''}`))

/**
 * The filtered leads as a file: its bytes (a Blob, so the CSV keeps its byte-order mark, which text() would strip),
 * the name the service gave it and how many leads it holds.
 */
export async function exportLeads(api: string, filter: LeadFilter, format: 'csv' | 'json'): Promise<{ file: Blob; fileName: string; count: number }> {
  const response = await call(api, `/admin/leads/export?${filterQuery(filter, { format })}`)
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `form-submissions.${format}`
  return { file: await response.blob(), fileName, count: Number(response.headers.get('X-Lead-Count') ?? 0) }
}
