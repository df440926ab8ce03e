// The one client entry of every page. Plain DOM code only: React arrives when an island needs it.
import { setupHeader, setupSearchLogging } from '../lib/client/header'
import { startIslands } from '../lib/client/islands'
import { handleNotFound } from '../lib/client/notFound'

handleNotFound()
setupHeader()
setupSearchLogging()
startIslands(() => import('../components/islands/hydrate').then((module) => module.hydrateIsland))
