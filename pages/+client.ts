// The one client entry of every page. Plain DOM code only: React arrives when an island needs it.
import { startDownloads } from '../lib/client/downloads'
import { setupHeader, setupSearchLogging } from '../lib/client/header'
import { startIslands } from '../lib/client/islands'
import { handleNotFound } from '../lib/client/notFound'
import { startTracker } from '../lib/client/tracker'

handleNotFound()
startTracker()
setupHeader()
setupSearchLogging()
startIslands(() => import('../components/islands/hydrate').then((module) => module.hydrateIsland))
startDownloads(() => import('../components/islands/notify').then(({ notify }) => (kind, title, description) => notify[kind](title, description)))

// Lead forwarding is built in only when LEADS_ENDPOINT was set (components/layout/Document.tsx).
const leadsEndpoint = document.querySelector<HTMLMetaElement>('meta[name="leads-endpoint"]')?.content
if (leadsEndpoint) void import('../lib/leads').then(({ startOutbox }) => startOutbox(leadsEndpoint))

// The search page alone loads its script and, with a query, the search index.
const searchResults = document.querySelector<HTMLElement>('[data-search-results]')
if (searchResults) {
  const pagefindUrl = '/pagefind/pagefind.js'
  void import('../lib/client/search').then(({ startSearchPage }) => startSearchPage(searchResults, () => import(/* @vite-ignore */ pagefindUrl)))
}
