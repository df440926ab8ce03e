/**
 * A link to one lead (an e-mail's "open it in the dashboard": /admin/dashboard#lead=<id>, model/leadLink.ts) opens that
 * lead's view once the list is there. The fragment is then taken off the address, so a reload or a later visit
 * shows the list as usual.
 */
import { useEffect } from 'react'
import { fetchLead } from '../api/leadFollowUpApi'
import type { LeadRecord } from '../../model/leadFields'

export function useLinkedLead(api: string | undefined, leadId: string | undefined, open: (lead: LeadRecord) => void, failed: (error: unknown) => void) {
  useEffect(() => {
    if (!api || !leadId) return
    let live = true
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`)
    fetchLead(api, leadId).then((lead) => live && open(lead), failed)
    return () => {
      live = false
    }
    // Once, for the link the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- open and failed change identity on every render; the link is read once
  }, [api, leadId])
}
