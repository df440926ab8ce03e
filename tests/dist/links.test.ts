// @vitest-environment node
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startLocalServer, type RunningHost } from '../support/hosts'
import { builtPages, distDir, publicPages } from '../support/site'
import { builtDocument } from './support/builtDocument'

/** The built site's internal links, each asked of the static server that serves the build (scripts/serve.mjs). */
let host: RunningHost
beforeAll(async () => {
  host = await startLocalServer(distDir)
})
afterAll(() => host?.stop())

test('the build prerenders the foundation routes', () => {
  const paths = publicPages().map((page) => page.path)
  for (const path of ['/', '/about', '/about/team', '/about/mission', '/about/why-choose-us', '/about/testimonials']) {
    expect(paths).toContain(path)
  }
})

test('no internal link is broken', { timeout: 60_000 }, async () => {
  // Every page is read first, then each link asked for: parsing a long page between two requests on a loaded machine
  // left the connection idle past the server's keep-alive, and the next request met it closing.
  const firstSeen = new Map<string, string>()
  for (const { path: from } of builtPages()) {
    for (const link of builtDocument(from).querySelectorAll('a[href^="/"]')) {
      const href = link.getAttribute('href')!
      if (!firstSeen.has(href)) firstSeen.set(href, from)
    }
  }
  const broken: string[] = []
  for (const [href, from] of firstSeen) {
    const [pathname = '/', hash] = href.split('#')
    const response = await fetch(`${host.origin}${pathname}`)
    if (response.status !== 200) {
      broken.push(`${from} -> ${href} (${response.status})`)
      continue
    }
    const target = await response.text()
    if (hash && !target.includes(`id="${hash}"`)) broken.push(`${from} -> ${href} (no element with id "${hash}")`)
  }
  expect(firstSeen.size).toBeGreaterThan(50)
  expect(broken).toEqual([])
})
