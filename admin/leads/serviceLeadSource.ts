/**
 * Every visitor's leads, from the lead service (admin/api/adminApi.ts): searched, filtered, paged and changed on the
 * server. Its folders (by kind: inbox, applications, subscribers, spam; and the user's own, My leads), the forms of
 * each, the subscribers' unsubscribe, and its selects (status, follow-up, and the sources and campaigns its leads
 * came from) are declared here; exports, delete and erasure only for owners (the service refuses them to members
 * either way).
 */
import type { AdminDashboardText } from '../copy/schemas/admin'
import type { AdminReportsText } from '../copy/schemas/adminReports'
import { AdminApiError, deleteLead, eraseEmail, exportLeads, leadFacets, listLeads, updateLead } from '../api/adminApi'
import { unsubscribeEmail } from '../api/leadFollowUpApi'
import { PAGE_SIZE } from '../../model/leadBrowserStore'
import {
  FOLLOW_UP_VIEWS,
  LEAD_LIST_VIEWS,
  LEAD_STATUSES,
  typesIn,
  type FollowUpView,
  type LeadFilter,
  type LeadListView,
  type LeadStatus,
  type LeadType,
} from '../../model/leadFields'
import { sourceLabel } from './VisitCell'
import type { LeadQuery, RemoteLeadSource } from './leadSource'

/** The service's filter of a query: the folder, form and search, and each select by its name. */
const filterOf = ({ folder, type, search, filters }: LeadQuery): LeadFilter => ({
  folder: folder as LeadListView,
  type,
  status: (filters.status || 'all') as LeadStatus | 'all',
  query: search,
  source: filters.source ?? '',
  campaign: filters.campaign ?? '',
  ...(filters.followUp ? { followUp: filters.followUp as FollowUpView } : {}),
})

export function serviceLeadSource({
  api,
  canManage,
  text,
  leadsText,
  visitText,
}: {
  api: string
  /** An owner: exports, delete and erasure. */
  canManage: boolean
  text: AdminDashboardText['submissions']
  leadsText: AdminDashboardText['leads']
  visitText: AdminReportsText['visit']
}): RemoteLeadSource {
  const formLabel = (type: LeadType) => (type === 'newsletter' ? leadsText.filters.newsletter : text.filters[type])
  return {
    kind: 'remote',
    note: leadsText.refreshNote,
    folders: LEAD_LIST_VIEWS.map((view) => ({ value: view, label: leadsText.folders[view] })),
    formsIn: (folder) => typesIn(folder as LeadListView).map((type) => ({ value: type, label: formLabel(type) })),
    filters: [
      {
        name: 'status',
        label: leadsText.status.filterLabel,
        any: leadsText.status.all,
        choices: LEAD_STATUSES.map((status) => ({ value: status, label: leadsText.status.values[status] })),
      },
      {
        name: 'followUp',
        label: leadsText.view.followUp.filterLabel,
        any: leadsText.view.followUp.any,
        choices: FOLLOW_UP_VIEWS.map((view) => ({ value: view, label: leadsText.view.followUp.states[view] })),
      },
      { name: 'source', label: visitText.filters.source, any: visitText.filters.any, choices: 'facet' },
      { name: 'campaign', label: visitText.filters.campaign, any: visitText.filters.any, choices: 'facet' },
    ],
    async facets(folder) {
      const found = await leadFacets(api, folder as LeadListView)
      return {
        source: found.sources.map(({ value }) => ({ value, label: sourceLabel(value, visitText) })),
        campaign: found.campaigns.map(({ value }) => ({ value, label: value })),
      }
    },
    visits: true,
    api,
    async list(query) {
      const filter = filterOf(query)
      let page = await listLeads(api, filter, query.page, PAGE_SIZE)
      const last = Math.max(1, Math.ceil(page.total / PAGE_SIZE))
      // The page asked for emptied (its leads deleted or moved meanwhile): the last there is now.
      if (query.page > last) page = await listLeads(api, filter, last, PAGE_SIZE)
      return { rows: page.rows, total: page.total, page: page.page, counts: page.counts, folders: page.folders }
    },
    async update(id, change) {
      await updateLead(api, id, change)
    },
    unsubscribe: { folder: 'subscribers', run: (email) => unsubscribeEmail(api, email) },
    ...(canManage && {
      async exportFile(query, format) {
        try {
          return await exportLeads(api, filterOf(query), format)
        } catch (error) {
          if (error instanceof AdminApiError && error.code === 'no_data') return null
          throw error
        }
      },
      remove: (id) => deleteLead(api, id),
      erase: (email) => eraseEmail(api, email),
    }),
  }
}
