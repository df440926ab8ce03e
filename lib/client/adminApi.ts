/**
 * The admin dashboard's client for the lead service's API (service/http/adminRoutes.ts). Every call sends the
 * session cookie (credentials: 'include'); a failed call throws an AdminApiError with the service's status, code and
 * message, or the status 0 when the service could not be reached at all.
 */
import { hc, type ClientResponse, type InferRequestType } from 'hono/client'
import type { AdminApi } from '../../service/http/adminRoutes'
import type { LoginOutcome } from './auth'
import type { AnalyticsReport, DayRange, OverviewReport } from '../analyticsReports'
import type { LeadFilter, LeadListView, LeadPage, LeadRecord } from '../leadFields'
import type { SessionUser } from '../team'

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

/** The admin API's client, typed from its routes: a route's path, method, query or body shape is checked here. */
export const adminClient = (api: string) => hc<AdminApi>(`${api}/admin`, { init: { credentials: 'include' } })

/** The client's answers that are not a refusal (every error the service answers has its own 4xx or 5xx status). */
type Succeeded<R> = Exclude<R, { ok: false }>

/** The answer of a call that succeeded; otherwise an AdminApiError with the service's status, code and message. */
export async function succeeded<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<Succeeded<R>> {
  let response: R
  try {
    response = await request
  } catch (error) {
    throw new AdminApiError(0, 'unreachable', error instanceof Error ? error.message : String(error))
  }
  // TypeScript cannot narrow a generic union by `ok`: the check is this line's, the type the union's success members.
  if (response.ok) return response as Succeeded<R>
  const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null
  const retryAfter = Number(response.headers.get('Retry-After'))
  throw new AdminApiError(
    response.status,
    typeof body?.error?.code === 'string' ? body.error.code : 'http_error',
    typeof body?.error?.message === 'string' ? body.error.message : `The lead service answered ${response.status}`,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  )
}

/** A right password opens a session, or (with two-factor sign-in) asks for a code first. */
export const login = async (api: string, username: string, password: string) =>
  (await succeeded(adminClient(api).login.$post({ json: { username, password } }))).json()

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
    await succeeded(adminClient(api).login.code.$post({ json: { code } }))
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

export const logout = async (api: string) => void (await succeeded(adminClient(api).logout.$post()))

/** Ends every session of the signed-in user, on every device, this one included. */
export const logoutEverywhere = async (api: string) => void (await succeeded(adminClient(api).sessions['end-all'].$post()))

/** The signed-in user, or null when there is no valid session. */
export async function currentSession(api: string): Promise<SessionUser | null> {
  try {
    return await (await succeeded(adminClient(api).session.$get())).json()
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 401) return null
    throw error
  }
}

/** A filter as the lead list's query: the search always, the other filters when set. */
const filterQuery = (filter: LeadFilter) => ({
  folder: filter.folder,
  type: filter.type,
  status: filter.status,
  q: filter.query,
  source: filter.source || undefined,
  campaign: filter.campaign || undefined,
  followUp: filter.followUp || undefined,
})

export const listLeads = async (api: string, filter: LeadFilter, page: number, pageSize: number): Promise<LeadPage> =>
  (await succeeded(adminClient(api).leads.$get({ query: { ...filterQuery(filter), page: String(page), pageSize: String(pageSize) } }))).json()

/** A change of stage (won with its deal value, lost with its reason) and/or of folder. */
export type LeadChange = InferRequestType<ReturnType<typeof adminClient>['leads'][':id']['$patch']>['json']

export const updateLead = async (api: string, id: string, change: LeadChange): Promise<LeadRecord> =>
  (await succeeded(adminClient(api).leads[':id'].$patch({ param: { id: encodeURIComponent(id) }, json: change }))).json()

export const deleteLead = async (api: string, id: string) =>
  void (await succeeded(adminClient(api).leads[':id'].$delete({ param: { id: encodeURIComponent(id) } })))

export const eraseEmail = async (api: string, email: string) =>
  (await (await succeeded(adminClient(api).erasure.$post({ json: { email } }))).json()).erased

/** The sources and campaigns a view's leads came from (the lead table's filters). */
export const leadFacets = async (api: string, folder: LeadListView) => (await succeeded(adminClient(api).leads.facets.$get({ query: { folder } }))).json()

export type LeadFacets = Awaited<ReturnType<typeof leadFacets>>

export const analyticsOverview = async (api: string): Promise<OverviewReport> => (await succeeded(adminClient(api).analytics.overview.$get())).json()

/** The Analytics tab's report for a range; without one, the service's default (the last 30 days). */
export const analyticsReport = async (api: string, range?: DayRange): Promise<AnalyticsReport> =>
  (await succeeded(adminClient(api).analytics.report.$get({ query: range ? { from: range.first, to: range.last } : {} }))).json()

/**
 * The filtered leads as a file: its bytes (a Blob, so the CSV keeps its byte-order mark, which text() would strip),
 * the name the service gave it and how many leads it holds.
 */
export async function exportLeads(api: string, filter: LeadFilter, format: 'csv' | 'json'): Promise<{ file: Blob; fileName: string; count: number }> {
  const response = await succeeded(adminClient(api).leads.export.$get({ query: { ...filterQuery(filter), format } }))
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `form-submissions.${format}`
  return { file: await response.blob(), fileName, count: Number(response.headers.get('X-Lead-Count') ?? 0) }
}
