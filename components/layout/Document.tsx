import type { ReactNode } from 'react'
import { site } from '../../content/site'
import { settings } from '../../lib/build/settings'
import { breadcrumbLd, breadcrumbTrail, organizationLd, type JsonLd } from '../../lib/build/structuredData'
import { labelOf } from '../../content/routes'
import { StructuredData } from './StructuredData'
import { ContactWidget } from './ContactWidget'
import { Footer } from './Footer'
import { Header } from './Header'
import { RenderContextProvider, type RenderContext } from './pageContext'
import { PromoBanner } from './PromoBanner'

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
              <PromoBanner />
              <Header currentPath={context.path} />
              <main id="main" tabIndex={-1}>
                {children}
              </main>
              <Footer />
              <ContactWidget />
            </>
          )}
        </RenderContextProvider>
      </body>
    </html>
  )
}

/** Structured data every page shares: the organisation, and breadcrumbs below the top level. */
function SiteStructuredData({ path }: { path: string }) {
  const trail = breadcrumbTrail(path, labelOf)
  const data: JsonLd[] = [organizationLd(), ...(trail ? [breadcrumbLd(trail)] : [])]
  return <StructuredData data={data} />
}
