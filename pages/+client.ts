// The one client entry of every page, loaded once the page has painted (lib/client/afterFirstPaint.ts). Plain DOM
// code only: React arrives when an island needs it.
import { hasHandoff } from '../lib/handoff'
import { ISLAND_ATTRIBUTES, islandSelector } from '../lib/islandProtocol'
import { startDownloads } from '../lib/client/downloads'
import { setupHeader } from '../lib/client/header'
import { startIslands } from '../lib/client/islands'
import { followFocusInPhoneRows } from '../lib/client/phoneRows'
import { setupPopup } from '../lib/client/popup'
import { startBeacons } from '../lib/client/beacon'
import { startTracker, tracksPath } from '../lib/client/tracker'
import { startVisit } from '../lib/client/visit'

// Only the not-found page needs its redirects: every other page's script is lighter without them.
if (document.querySelector('[data-not-found]')) void import('../lib/client/notFound').then((module) => module.handleNotFound())
startTracker()
setupHeader()
followFocusInPhoneRows()
// A link from a job or an IoT bundle (/contact?position=…, ?bundle=…) must show in the contact form at once, so that
// form wakes on load instead of on the first touch; a plain visit to /contact still loads no React until then.
if (hasHandoff(window.location.search)) {
  for (const form of document.querySelectorAll(islandSelector('ContactForm'))) form.setAttribute(ISLAND_ATTRIBUTES.mode, 'load')
}
startIslands(() => import('../components/islands/hydrate').then((module) => module.hydrateIsland))
setupPopup()
startDownloads(() => import('../components/islands/downloadToast').then((module) => module.downloadToast))

// Lead forwarding is built in only when LEADS_ENDPOINT was set, page views and events only with the lead service
// (components/layout/Document.tsx). Where the visit began goes with every lead; nothing of it on the admin pages.
const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content
const leadsEndpoint = meta('leads-endpoint')
if (leadsEndpoint) {
  void import('../lib/client/leads').then(({ startOutbox }) => startOutbox(leadsEndpoint))
  const eventsEndpoint = meta('analytics-endpoint')
  if (tracksPath(window.location.pathname)) {
    const landing = startVisit()
    if (eventsEndpoint) startBeacons(eventsEndpoint, landing)
  }
}

// The search page alone loads its script and, with a query, the search index.
const searchResults = document.querySelector<HTMLElement>('[data-search-results]')
if (searchResults) {
  const pagefindUrl = '/pagefind/pagefind.js'
  void import('../lib/client/search').then(({ startSearchPage }) => startSearchPage(searchResults, () => import(/* @vite-ignore */ pagefindUrl)))
}
