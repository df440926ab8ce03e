import type { ReactNode } from 'react'
import { site } from '../../content/site'

/** The frame of the admin pages: a plain bar with the brand and a way back to the website, then the page. */
export function AdminShell({ heading, backLabel, children }: { heading: string; backLabel?: string; children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <header className="border-b border-slate-200 bg-slate-900 text-white">
        <div className="container-page flex items-center justify-between gap-4 py-3">
          <p className="font-bold">
            {site.name} <span className="font-normal text-slate-300">admin</span>
          </p>
          {backLabel && (
            <a href="/" className="text-sm text-slate-200 underline hover:text-white">
              {backLabel}
            </a>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="container-page py-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{heading}</h1>
        {children}
      </main>
    </>
  )
}
