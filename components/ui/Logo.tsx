import { site } from '../../content/site'

/** The brand wordmark: a monogram tile and the name, drawn inline. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false" className="h-10 w-10 shrink-0">
        <rect width="40" height="40" rx="10" fill="#1d4ed8" />
        <path d="M11 29 20 10l9 19m-14.5-7h11" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="31" cy="10" r="4" fill="#f97316" />
      </svg>
      <span className={`text-xl font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'}`}>{site.name}</span>
    </span>
  )
}
