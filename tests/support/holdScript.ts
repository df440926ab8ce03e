import type { Page } from '@playwright/test'
import { buildManifest } from './bundle'

export interface HeldScript {
  /** Resolves once the page has asked for the script (its island is waiting for it). */
  requested: Promise<void>
  /** Whether the page has asked for it yet. */
  wasRequested: () => boolean
  /** Lets the script through. */
  release: () => void
}

/**
 * Holds back an island's own chunk (components/islands/<name>.tsx, or admin/<name>.tsx for the dashboard's) until release(), as a slow network would:
 * everything a visitor does meanwhile happens before the island hydrates.
 */
export async function holdIslandScript(page: Page, island: string): Promise<HeldScript> {
  const manifest = buildManifest()
  const entry = manifest[`components/islands/${island}.tsx`] ?? manifest[`admin/${island}.tsx`]
  if (!entry) throw new Error(`No island "${island}" in the build`)
  return holdRoute(page, `**/${entry.file}`)
}

/**
 * Holds back the page script (pages/+client.ts) until release(): what a visitor does meanwhile happens before
 * anything but the page's inline script listens.
 */
export const holdPageScript = (page: Page): Promise<HeldScript> => holdRoute(page, '**/assets/entries/pages_client.*.js')

async function holdRoute(page: Page, url: string): Promise<HeldScript> {
  let release!: () => void
  let markRequested!: () => void
  let asked = false
  const released = new Promise<void>((resolve) => (release = resolve))
  const requested = new Promise<void>((resolve) => (markRequested = resolve))
  await page.route(url, async (route) => {
    asked = true
    markRequested()
    await released
    await route.continue()
  })
  return { requested, wasRequested: () => asked, release }
}
