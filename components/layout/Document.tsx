import type { ReactNode } from 'react'
import { site } from '../../content/site'
import { settings } from '../../lib/build/settings'
import { breadcrumbLd, breadcrumbTrail, ORGANIZATION_PAGE, organizationLd, type JsonLd } from '../../lib/build/structuredData'
import { labelOf } from '../../content/routes'
import { StructuredData } from './StructuredData'
import { ContactWidget } from './ContactWidget'
import { Footer } from './Footer'
import { Header } from './Header'
import { RenderContextProvider, type RenderContext } from './pageContext'

/**
 * The browser may paint a page before it has read all of it, and on a slow phone it does: the header's buttons, the
 * desktop menu or a hero's second column then arrive a frame later and move what was painted beside them. The first
 * paint waits (rel=expect, render-blocking) for this empty element at the end of <body>, that is until the whole page
 * has been read. The call and WhatsApp links come last and are in the first screen at every width: when the paint
 * waited only for <main>, a slow CPU now and then painted the call link before the WhatsApp link had been read, and
 * it moved when the second arrived (a layout shift of 0.0004 on /blog at 1366 px, once in some twelve loads). Chrome
 * stops waiting when the element is inserted, so it is an element of its own after the content.
 */
const PAGE_PARSED = 'page-parsed'

/** The whole HTML document: shared chrome around one page. */
export function Document({ context, bare, children }: { context: RenderContext; bare: boolean; children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.colors.primary} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/icons/icon-32.png" type="image/png" sizes="32x32" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        {settings.leadsEndpoint && <meta name="leads-endpoint" content={settings.leadsEndpoint} />}
        {settings.leadsServiceApi && <meta name="analytics-endpoint" content={`${settings.leadsServiceApi}/events`} />}
        {!bare && <link rel="expect" href={`#${PAGE_PARSED}`} blocking="render" />}
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        {!bare && !context.is404 && !context.error && <SiteStructuredData path={context.path} />}
        <RenderContextProvider value={context}>
          {bare ? (
            children
          ) : (
            <>
              <a href="#main" className="skip-link">
                Skip to main content
              </a>
              <Header currentPath={context.path} />
              <main id="main" tabIndex={-1}>
                {children}
              </main>
              <Footer />
              <ContactWidget />
              <div id={PAGE_PARSED} hidden />
            </>
          )}
        </RenderContextProvider>
      </body>
    </html>
  )
}

/** Structured data pages share: the organisation on the home page, and breadcrumbs below the top level. */
function SiteStructuredData({ path }: { path: string }) {
  const trail = breadcrumbTrail(path, labelOf)
  const data: JsonLd[] = [...(path === ORGANIZATION_PAGE ? [organizationLd()] : []), ...(trail ? [breadcrumbLd(trail)] : [])]
  if (data.length === 0) return null
  return <StructuredData data={data} />
}
