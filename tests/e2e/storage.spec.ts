import { expect, type Page } from '@playwright/test'
import { test } from '../support/test'

// A trace of hundreds of storage writes is of no use and slows them threefold.
test.use({ trace: 'off' })

/**
 * Two tabs writing browser storage at once, which lost entries before. Chromium runs each tab in its own process, and
 * localStorage's read-modify-write is not atomic across processes: before every write took a Web Lock, 400 appends
 * from each of two tabs kept about 600 of 800. These tests write through the site's own code in two real pages.
 */
const stored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as Record<string, string>[], key)

/** Waits in the page until a wall-clock moment shared by both tabs, so their writes overlap. */
const startTogether = () => Date.now() + 1500

test('two tabs recording 400 clicks each at the same moment keep all 800 events', async ({ browser }) => {
  // 800 writes of a list growing to 800 events, one tab at a time: several seconds on a busy machine.
  test.slow()
  const context = await browser.newContext()
  const tabs = [await context.newPage(), await context.newPage()]
  // Every page runs the click tracker (lib/client/tracker.ts) once loaded; it appends each click to `analyticsEvents`.
  await Promise.all(tabs.map((tab) => tab.goto('/privacy')))
  const clicks = 400
  const startAt = startTogether()
  await Promise.all(
    tabs.map((tab, index) =>
      tab.evaluate(
        async ({ name, clicks, startAt }) => {
          const button = document.createElement('button')
          button.type = 'button'
          document.body.append(button)
          await new Promise((resolve) => setTimeout(resolve, startAt - Date.now()))
          for (let click = 0; click < clicks; click++) {
            button.textContent = `${name} ${click}`
            button.click()
          }
        },
        { name: `tab${index}`, clicks, startAt },
      ),
    ),
  )
  const texts = async () => (await stored(tabs[0]!, 'analyticsEvents')).map((event) => event.elementText)
  await expect.poll(async () => (await texts()).length, { timeout: 60_000 }).toBe(2 * clicks)
  const expected = ['tab0', 'tab1'].flatMap((name) => Array.from({ length: clicks }, (_, click) => `${name} ${click}`))
  expect([...(await texts())].sort()).toEqual([...expected].sort())
  // Each tab's own events stay in the order it recorded them.
  const all = await texts()
  for (const [index, name] of ['tab0', 'tab1'].entries()) {
    expect(all.filter((text) => text?.startsWith(`${name} `))).toEqual(expected.slice(index * clicks, (index + 1) * clicks))
  }
  await context.close()
})

test('two tabs submitting the consultation form at the same moment both keep their entry', async ({ browser }) => {
  test.slow()
  const context = await browser.newContext()
  const tabs = [await context.newPage(), await context.newPage()]
  await Promise.all(tabs.map((tab) => tab.goto('/')))
  const rounds = 3
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      tabs.map(async (tab, index) => {
        const form = tab.locator('#hero-consultation-form')
        await form.getByLabel(/Your Name/).fill(`Tab ${index} round ${round}`)
        await form.getByLabel(/Email Address/).fill(`tab${index}@example.in`)
        await form.getByLabel(/Phone Number/).fill('+91 98765 43210')
        await expect(tab.locator('[data-island="LeadForm"][data-hydrated]').first()).toBeAttached()
      }),
    )
    const startAt = startTogether()
    await Promise.all(
      tabs.map((tab) =>
        tab.evaluate(async (startAt) => {
          await new Promise((resolve) => setTimeout(resolve, startAt - Date.now()))
          document.querySelector<HTMLFormElement>('#hero-consultation-form')!.requestSubmit()
        }, startAt),
      ),
    )
    await Promise.all(
      tabs.map(async (tab) => {
        // Reset once this round's entry is stored, then its own confirmation under the form.
        await expect(tab.locator('#hero-consultation-form').getByLabel(/Your Name/)).toHaveValue('')
        await expect(tab.locator('#hero-consultation-form').getByText('Message Sent Successfully!')).toHaveCount(1)
      }),
    )
  }
  const names = (await stored(tabs[1]!, 'heroFormSubmissions')).map((entry) => entry.name)
  expect(names.sort()).toEqual(
    Array.from({ length: rounds }, (_, round) => [`Tab 0 round ${round}`, `Tab 1 round ${round}`])
      .flat()
      .sort(),
  )
  await context.close()
})
