/**
 * Where the leads panel's leads come from: this browser's storage (the spec's browser-only mode,
 * browserLeadSource.ts) or the lead service (serviceLeadSource.ts). A source declares its folders and filters, which
 * forms its type filter offers, and what the owner may do with a lead; the panel (LeadsPanel.tsx) shows what the
 * source declares and asks it for one page at a time.
 */
import type { LeadChange } from '../api/adminApi'
import type { LeadFieldName, LeadRecord, LeadType } from '../../model/leadFields'

/**
 * A lead as the list shows it: what every source keeps (its form, when it came and what the visitor filled in) and,
 * from the lead service, the rest of its record (its pipeline, folder and where the visit came from).
 */
export type ListedLead = Pick<LeadRecord, 'id' | 'type' | 'receivedAt' | LeadFieldName> & Partial<LeadRecord>

/** A lead with the service's whole record: its pipeline, notes and history can be worked on. */
export const hasRecord = (lead: ListedLead): lead is LeadRecord => lead.status !== undefined

export interface Choice {
  value: string
  label: string
}

/** A select beside the search: fixed choices, or (`facet`) those the source finds among a folder's leads. */
export interface LeadSelectFilter {
  name: string
  label: string
  /** The choice that filters nothing. */
  any: string
  choices: readonly Choice[] | 'facet'
}

export interface LeadQuery {
  /** One of the source's folders ('' when it has none). */
  folder: string
  type: LeadType | 'all'
  search: string
  /** The selects' values by name; '' for any. */
  filters: Readonly<Record<string, string>>
  /** 1-based. */
  page: number
}

export interface LeadListPage {
  /** The page's leads, newest first. */
  rows: readonly ListedLead[]
  /** Leads matching the whole query (the pager's total). */
  total: number
  /** The page shown: the one asked for, or the last there is. */
  page: number
  /** Per form and in all, the leads matching the folder, selects and search (the type filter's counts). */
  counts: Readonly<Partial<Record<LeadType | 'all', number>>>
  /** Leads in each folder, whatever the other filters. */
  folders: Readonly<Record<string, number>>
  /** Figures over everything the source holds, shown as stat cards (browser storage). */
  stats?: readonly { label: string; value: number }[]
}

export interface LeadExportFile {
  file: string | Blob
  fileName: string
  count: number
}

interface LeadSourceCommon {
  /** Where the leads are and how often the list reloads, in a line under the heading. */
  note: string
  /** The folders the list is split into, the first shown first; none: one list. */
  folders: readonly Choice[]
  /** The forms the type filter offers in a folder (after All). */
  formsIn(folder: string): readonly Choice[]
  /** The selects beside the search. */
  filters: readonly LeadSelectFilter[]
  /** The choices of the `facet` selects among a folder's leads, by select name. */
  facets?(folder: string): Promise<Readonly<Record<string, readonly Choice[]>>>
  /** Where each lead's visit came from is known: the list shows it. */
  visits: boolean
  /** The lead service's API, where a lead's own view reads and changes its stage, follow-up and notes. */
  api?: string
  /** The filtered leads as a file (CSV or JSON); null when there are none. Absent: the user may not export. */
  exportFile?(query: LeadQuery, format: 'csv' | 'json'): Promise<LeadExportFile | null>
  /** Changes a lead's status or folder. */
  update?(id: string, change: LeadChange): Promise<void>
  /** Deletes one lead. */
  remove?(id: string): Promise<void>
  /** Takes an address off the newsletter, shown in the folder of the sign-ups; returns how many sign-ups it had. */
  unsubscribe?: { folder: string; run(email: string): Promise<number> }
  /** Deletes everything kept for an e-mail address; returns how many leads. */
  erase?(email: string): Promise<number>
  /** Empties the whole store (the spec's Clear All Data); false when the store would not. */
  clear?(): Promise<boolean>
}

/** Answers at once: the leads are in memory (this browser's storage, read and indexed once per change). */
export interface LocalLeadSource extends LeadSourceCommon {
  kind: 'local'
  view(query: LeadQuery): LeadListPage
}

/** Answers over the network: asked once the admin pauses typing, and again every few seconds. */
export interface RemoteLeadSource extends LeadSourceCommon {
  kind: 'remote'
  list(query: LeadQuery): Promise<LeadListPage>
}

export type LeadSource = LocalLeadSource | RemoteLeadSource
