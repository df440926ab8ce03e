/**
 * The address of one lead's view in the dashboard, for the links in e-mails (notifications, the daily digest). The
 * lead's id goes in the fragment: the dashboard reads it after sign-in and opens that lead; a server never sees it.
 */
export const DASHBOARD_PATH = '/admin/dashboard'

const LEAD_FRAGMENT = /^#lead=([0-9a-f-]{36})$/i

export const leadViewUrl = (origin: string, leadId: string) => `${origin.replace(/\/$/, '')}${DASHBOARD_PATH}#lead=${leadId}`

/** The lead id in a dashboard fragment such as `#lead=<uuid>`, or null for any other fragment. */
export const leadIdFromHash = (hash: string): string | null => LEAD_FRAGMENT.exec(hash)?.[1]?.toLowerCase() ?? null

/** The fragment to carry along (through the login) when `hash` links to a lead, else ''. */
export const leadFragment = (hash: string): string => {
  const id = leadIdFromHash(hash)
  return id ? `#lead=${id}` : ''
}
