import { useId, useState } from 'react'
import type { AdminReportsText } from '../copy/schemas/adminReports'
import { EXPORT_MIME, tableCsv } from '../../model/csv'
import { saveFile } from '../../lib/client/saveFile'
import { formatNumber } from '../../model/reportFormat'
import { fillTemplate } from '../../model/template'
import { buttonClass } from '../../components/ui/buttonClass'

/** Rows shown before "Show all". */
const FIRST_ROWS = 10

/**
 * One report table of the Analytics tab: a caption, its rows (the first ten, then all on request), and a button that
 * saves every row as CSV. The first column is text, the others figures (right-aligned).
 */
export function ReportTable({
  heading,
  columns,
  rows,
  empty,
  note,
  fileName,
  text,
}: {
  heading: string
  columns: readonly string[]
  /** Cells: a number is shown in the Indian grouping and saved plain in the CSV. */
  rows: readonly (readonly (string | number)[])[]
  empty: string
  note?: string
  fileName: string
  text: Pick<AdminReportsText['analytics'], 'downloadCsv' | 'downloadCsvOf' | 'showAll' | 'showFewer'>
}) {
  const uid = useId()
  const [all, setAll] = useState(false)
  const shown = all ? rows : rows.slice(0, FIRST_ROWS)
  return (
    <section className="min-w-0 rounded-xl border border-slate-200 p-4" aria-labelledby={`${uid}-heading`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${uid}-heading`} className="text-base font-semibold text-slate-900">
          {heading}
        </h3>
        {rows.length > 0 && (
          <button
            type="button"
            className={buttonClass('outline', { size: 'sm' })}
            onClick={() => saveFile(fileName, tableCsv(columns, rows), EXPORT_MIME.csv)}
          >
            {text.downloadCsv}
            {/* Which table, for a screen reader listing the buttons; the visible words stay first in the name. */}
            <span className="sr-only"> {fillTemplate(text.downloadCsvOf, { table: heading })}</span>
          </button>
        )}
      </div>
      {note && <p className="mt-1 text-xs text-slate-700">{note}</p>}
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{empty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm" aria-labelledby={`${uid}-heading`}>
            <thead>
              <tr className="border-b border-slate-200">
                {columns.map((column, index) => (
                  <th key={column} scope="col" className={`py-1.5 pr-3 font-semibold ${index > 0 ? 'text-right' : ''}`}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={String(row[0])} className="border-b border-slate-100 align-top">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="max-w-72 py-1.5 pr-3 font-normal break-all text-slate-900">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="py-1.5 pr-3 text-right whitespace-nowrap text-slate-900 tabular-nums">
                        {typeof cell === 'number' ? formatNumber(cell) : cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length > FIRST_ROWS && (
            <button type="button" className={buttonClass('outline', { size: 'sm', className: 'mt-3' })} aria-expanded={all} onClick={() => setAll(!all)}>
              {all ? text.showFewer : fillTemplate(text.showAll, { n: rows.length })}
            </button>
          )}
        </div>
      )}
    </section>
  )
}
