import { useEffect, useId, useState } from 'react'
import type { AdminDashboardText } from '../copy/schemas/admin'
import type { LeadType } from '../../model/leadFields'
import { formatCount } from './leadParts'
import type { Choice, LeadListPage, LeadSource } from './leadSource'

/** What narrows the list: a folder, the search as typed, a form, and the source's selects by name. */
export interface Narrowing {
  folder: string
  typed: string
  type: LeadType | 'all'
  filters: Readonly<Record<string, string>>
}

/**
 * The controls that narrow the list, as the source declares them: its folders with their counts (a new folder starts
 * with every form), the search, the type filter (All and the forms the folder has, each with the count the search
 * leaves) and its selects, whose choices are fixed or found among the folder's leads.
 */
export function LeadFilters({
  source,
  value,
  onChange,
  counts,
  text,
  folderLabel,
}: {
  source: LeadSource
  value: Narrowing
  onChange: (change: Partial<Narrowing>) => void
  /** The list's last answer: the counts per folder and per form. */
  counts: LeadListPage | null
  text: AdminDashboardText['submissions']
  /** The folder buttons' group name. */
  folderLabel: string
}) {
  const uid = useId()
  const { folder, typed, type, filters } = value
  const [facets, setFacets] = useState<Readonly<Record<string, readonly Choice[]>>>({})

  useEffect(() => {
    let current = true
    source.facets?.(folder).then(
      (found) => current && setFacets(found),
      (cause: unknown) => console.error('Could not load the choices of the filters', cause),
    )
    return () => {
      current = false
    }
  }, [source, folder])

  const formsHere = source.formsIn(folder)
  const forms: Choice[] = [{ value: 'all', label: text.filters.all }, ...formsHere]
  const pressed = (on: boolean) => `btn btn-sm ${on ? 'btn-primary' : 'btn-outline'}`

  return (
    <>
      <div className="mt-5 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        {source.folders.length > 0 && (
          <div role="group" aria-label={folderLabel} className="flex flex-wrap gap-2">
            {source.folders.map((choice) => (
              <button
                key={choice.value}
                type="button"
                aria-pressed={folder === choice.value}
                onClick={() => onChange({ folder: choice.value, type: 'all' })}
                className={pressed(folder === choice.value)}
              >
                {choice.label} ({formatCount(counts?.folders[choice.value] ?? 0)})
              </button>
            ))}
          </div>
        )}
        <div className="w-full lg:max-w-sm">
          <label htmlFor={`${uid}-search`} className="field-label">
            {text.searchLabel}
          </label>
          <input
            id={`${uid}-search`}
            type="search"
            value={typed}
            placeholder={text.searchPlaceholder}
            autoComplete="off"
            maxLength={200}
            onChange={(event) => onChange({ typed: event.target.value })}
            className="input w-full"
          />
        </div>
      </div>

      <div className="mt-4 flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end lg:justify-between">
        {/* A folder of one form (the subscribers) has nothing to choose between. */}
        <div role="group" aria-label={text.filterLabel} className="flex flex-wrap gap-2" hidden={formsHere.length === 0}>
          {forms.map((choice) => {
            const form = choice.value as LeadType | 'all'
            return (
              <button key={form} type="button" aria-pressed={type === form} onClick={() => onChange({ type: form })} className={pressed(type === form)}>
                {choice.label} ({formatCount(counts?.counts[form] ?? 0)})
              </button>
            )
          })}
        </div>
        {source.filters.length > 0 && (
          <div className="flex flex-wrap gap-4">
            {source.filters.map((filter) => {
              const chosen = filters[filter.name] ?? ''
              const choices = filter.choices === 'facet' ? (facets[filter.name] ?? []) : filter.choices
              return (
                <div key={filter.name}>
                  <label htmlFor={`${uid}-${filter.name}`} className="field-label">
                    {filter.label}
                  </label>
                  <select
                    id={`${uid}-${filter.name}`}
                    value={chosen}
                    onChange={(event) => onChange({ filters: { ...filters, [filter.name]: event.target.value } })}
                    className="input max-w-56"
                  >
                    <option value="">{filter.any}</option>
                    {choices.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                    {/* A choice kept after its last lead went (deleted, moved) stays selectable until it is changed. */}
                    {chosen && !choices.some((choice) => choice.value === chosen) && <option value={chosen}>{chosen}</option>}
                  </select>
                </div>
              )
            })}
          </div>
        )}
      </div>
    </>
  )
}
