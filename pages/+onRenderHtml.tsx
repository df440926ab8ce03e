import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { HelmetProvider } from 'react-helmet-async'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { Document } from '../components/layout/Document'
import { moveJsonLdToHead } from '../lib/build/structuredData'
import type { RenderContext } from '../components/layout/pageContext'
import './global.css'

/**
 * Renders the whole <html> document with React, so React 19 hoists each page's <title>, <meta> and <link>
 * (written through react-helmet-async) into <head>. Vike adds the stylesheet and the client entry.
 */
export function onRenderHtml(pageContext: PageContextServer) {
  const Page = pageContext.Page as ComponentType | undefined
  if (!Page) throw new Error(`No page for ${pageContext.urlPathname}`)
  const html = renderToString(
    <HelmetProvider>
      <Document context={toRenderContext(pageContext)} bare={pageContext.config.bare === true}>
        <Page />
      </Document>
    </HelmetProvider>,
  )
  return escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(moveJsonLdToHead(html))}`
}

function toRenderContext(pageContext: PageContextServer): RenderContext {
  const path = pageContext.urlPathname.replace(/\/+$/, '') || '/'
  const context: RenderContext = { path, is404: pageContext.is404 === true, routeParams: pageContext.routeParams ?? {} }
  const failure = pageContext.errorWhileRendering ?? pageContext.abortReason
  if (!context.is404 && failure !== undefined) {
    const status = pageContext.abortStatusCode ?? 500
    const message = failure instanceof Error ? failure.message : String(failure)
    context.error = { status, message }
  }
  return context
}
