import { useId, type ReactNode } from 'react'

export interface DataTableRow {
  key: string
  /** The row's header cell (<th scope="row">). */
  header: ReactNode
  cells: readonly ReactNode[]
}

/**
 * A real data table (caption, column headers, row headers) for price tables and skill lists.
 * On a narrow phone it scrolls sideways inside a labelled, keyboard-focusable region, with the row headers
 * pinned on the left so every figure stays readable next to its row.
 */
export function DataTable({
  caption,
  hideCaption = false,
  columns,
  rows,
  align = [],
  minWidth = '',
  scrollHint,
}: {
  caption: string
  /**
   * The caption for screen readers only, where the section's heading and lead introduce the table on screen. It names
   * the scroll region too, a landmark: it must not repeat the section's heading, whose name the section has.
   */
  hideCaption?: boolean
  /** Column headers; the first one heads the row-header column. */
  columns: readonly string[]
  rows: readonly DataTableRow[]
  /** Alignment of each data column (after the row headers); figures default to the right. */
  align?: readonly ('left' | 'right')[]
  /** A Tailwind min-width class: below it the table scrolls sideways rather than squeeze its columns. */
  minWidth?: string
  /** A short visible hint for phones that the table scrolls sideways. */
  scrollHint?: string
}) {
  const captionId = useId()
  const alignOf = (column: number) => (align[column] === 'left' ? 'text-left' : 'text-right')
  return (
    <div>
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className={`w-full border-collapse text-left ${minWidth}`}>
          <caption id={captionId} className={hideCaption ? 'sr-only' : 'px-3 pt-4 pb-3 text-left text-sm text-slate-700 sm:px-5'}>
            {/* Pinned and as wide as the visible part, so the caption stays readable while the table scrolls. */}
            <span className="sticky left-3 block max-w-[calc(100vw-5rem)] sm:left-5 sm:max-w-none">{caption}</span>
          </caption>
          <thead>
            <tr className="bg-brand-800 text-white">
              {columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-3 py-3.5 text-sm font-semibold tracking-wide sm:px-5 ${
                    index === 0 ? 'sticky left-0 z-10 bg-brand-800 text-left' : alignOf(index - 1)
                  }`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.key} className="bg-white even:bg-slate-50">
                <th scope="row" className="sticky left-0 z-10 bg-inherit px-3 py-4 align-top font-semibold text-slate-900 sm:px-5">
                  {row.header}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={index} className={`px-3 py-4 align-top whitespace-nowrap text-slate-900 sm:px-5 ${alignOf(index)}`}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {scrollHint && (
        <p className="mt-2 text-sm text-slate-700 sm:hidden" aria-hidden="true">
          {scrollHint}
        </p>
      )}
    </div>
  )
}
