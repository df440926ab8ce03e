import { expect, type Page } from '@playwright/test'
import { test } from '../support/test'
import { coveredByContactWidget, cutOffText, horizontalOverflow, stretchedCards, unbalancedLastRows } from '../support/layout'
import { stopClockAt } from '../support/clock'
import { openFormSubmissions, postLead, seedStorage, signIn, type StoredLists } from '../support/dashboard'
import { startServiceStack, type ServiceStack } from '../support/serviceStack'
import { publicPages } from '../support/site'
import { home } from '../../content/home'
import { STORAGE_KEYS } from '../../lib/client/storage'

/** Phones, tablets (iPad portrait 810 to 834, landscape 1024 to 1180), laptops and desktops. */
const widths = [320, 360, 375, 414, 600, 768, 810, 834, 912, 1024, 1180, 1280, 1366, 1440, 1920]
/** Where the call and WhatsApp links are checked against the page: phones, a tablet, a laptop and wide screens. */
const widgetWidths = new Set([320, 375, 414, 834, 1280, 1366, 1920])

/** Every page a visitor can reach: the public pages, the search page and the not-found page. */
const routes = [...publicPages().map((page) => page.path), '/search', '/no-such-page']

const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))

/**
 * The checks of one width as one expression: one round trip and one layout per width instead of one per check
 * (each check is self-contained, so its source runs as it is; `page.evaluate` sends a function's source the same way).
 * Keys finish the report's label after the width.
 */
const checksOfAWidth = (contactLinksToo: boolean) => `({
  ': sideways scrolling': (${horizontalOverflow})(),
  ': stretched cards': (${stretchedCards})(),
  ': unbalanced last rows': (${unbalancedLastRows})(),
  ': cut-off placeholders and tags': (${cutOffText})(),
  ${contactLinksToo ? `', top of the page: under the contact links': (${coveredByContactWidget})(),` : ''}
})`
/** Checked at the end of the page, then back to the top for the next width. */
const underTheContactLinksThenTop = `(() => {
  const found = (${coveredByContactWidget})()
  window.scrollTo({ top: 0, behavior: 'instant' })
  return found
})()`

/**
 * Every problem of the page at every width, in one report: sideways scrolling, stretched cards, unbalanced rows, cut
 * placeholders and tags, and (where `widget`) anything under the call and WhatsApp links, at the top and the end.
 */
async function problemsAtEveryWidth(page: Page, { widget }: { widget: boolean }): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = {}
  const note = (label: string, found: string[]) => {
    if (found.length > 0) problems[label] = found
  }
  for (const width of widths) {
    const contactLinksToo = widget && widgetWidths.has(width)
    await page.setViewportSize({ width, height: 800 })
    const found = await page.evaluate<Record<string, string[]>>(checksOfAWidth(contactLinksToo))
    for (const [rule, list] of Object.entries(found)) note(`${width} px${rule}`, list)
    if (!contactLinksToo) continue
    await scrollToEnd(page)
    note(`${width} px, end of the page: under the contact links`, await page.evaluate<string[]>(underTheContactLinksThenTop))
  }
  return problems
}

for (const path of routes) {
  test(`${path}: from 320 to 1920 px, no sideways scrolling, cards as tall as their content, balanced rows, whole placeholders and tags, nothing under the contact links`, async ({
    page,
  }) => {
    // A still clock: no popup or slide change moves the page between two measurements.
    await stopClockAt(page, Date.now())
    await page.setViewportSize({ width: widths[0]!, height: 800 })
    await page.goto(path)
    expect(await problemsAtEveryWidth(page, { widget: true })).toEqual({})
  })
}

test.describe("the dashboard's leads, as a table or as cards", () => {
  // Long unbroken words, where a list breaks first: an address, a company, a CV link and a message.
  const long = {
    email: 'purchase.department.head@sharma-textiles-and-handlooms-private-limited.co.in',
    company: 'Sharma Textiles and Handlooms Private Limited (Export Division)',
    cvLink: 'https://www.behance.net/a-designer-with-a-rather-long-portfolio-address/projects/2026',
    message: 'We need a new website with an online shop for our sarees, in Hindi and English, before Diwali. '.repeat(4),
  }

  test('browser-only mode: from 320 to 1920 px, no sideways scrolling, whole placeholders and tags', async ({ page }) => {
    const lists: StoredLists = {
      heroFormSubmissions: [{ name: 'Vikram Singh', service: 'web-design', minutesAgo: 5 }],
      popupFormSubmissions: [{ name: 'Priya Nair', service: 'social-media', minutesAgo: 30 }],
      contactFormSubmissions: [
        { name: 'Rahul Mehta', service: 'consultation', company: long.company, budget: '100000-250000', message: long.message, minutesAgo: 1 },
        { name: 'Applicant Kumar', position: 'ui-ux-designer', cvLink: long.cvLink, minutesAgo: 2 },
      ],
    }
    await stopClockAt(page, Date.now())
    await page.setViewportSize({ width: widths[0]!, height: 800 })
    await seedStorage(page, lists)
    await openFormSubmissions(page)
    expect(await problemsAtEveryWidth(page, { widget: false })).toEqual({})
  })

  test.describe('with the lead service', () => {
    test.describe.configure({ timeout: 120_000 })
    const OWNER = { username: 'owner', password: 'correct horse battery staple 7' }
    let stack: ServiceStack

    test.beforeAll(async () => {
      test.setTimeout(240_000)
      stack = await startServiceStack('layout', OWNER)
    })
    test.afterAll(async () => stack?.stop())

    test('from 320 to 1920 px, no sideways scrolling, whole placeholders and tags', async ({ browser }) => {
      const page = await (await browser.newContext({ baseURL: stack.site.origin })).newPage()
      const post = (fields: Record<string, string>) => postLead(page, stack.site.origin, fields)
      await post({ type: 'hero', name: 'Vikram Singh', email: 'vikram@singh.in', phone: '+91 91234 56789', service: 'web-design' })
      await post({ type: 'newsletter', email: 'reader@example.in' })
      await post({ name: 'Anil Gupta', email: 'anil@guptamotors', phone: '098111 22334', company: long.company, budget: '100000-250000' })
      await post({ name: 'Applicant Kumar', email: long.email, phone: '+91 98765 43210', position: 'ui-ux-designer', cvLink: long.cvLink })
      await post({
        name: 'Rahul Mehta',
        email: 'rahul@mehtatraders.in',
        phone: '+91 98111 22334',
        service: 'consultation',
        message: long.message,
        landingPage: '/services/seo?utm_source=newsletter&utm_campaign=diwali-website-offer-for-textile-traders',
        utmSource: 'newsletter',
        utmCampaign: 'diwali-website-offer-for-textile-traders',
      })
      await signIn(page, OWNER)
      await openFormSubmissions(page)
      await expect(page.getByRole('button', { name: 'Open the lead from Rahul Mehta' })).toBeVisible()
      expect(await problemsAtEveryWidth(page, { widget: false })).toEqual({})
    })
  })
})

test.describe('the call and WhatsApp bar never hides what has focus', () => {
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1024, height: 768 },
  ]) {
    test(`at ${viewport.width} px it slides away while a field has focus and comes back after`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/contact')
      const bar = page.getByRole('complementary', { name: 'Quick contact' })
      await expect(bar).toBeInViewport()
      for (const field of [page.locator('main form input').first(), page.locator('main form select').first(), page.locator('main form textarea')]) {
        await field.click()
        await expect(bar).not.toBeInViewport()
      }
      await page.getByRole('heading', { level: 1 }).click()
      await expect(bar).toBeInViewport()
    })
  }

  test('a keyboard user tabbing through a page is never behind it, and can tab onto its links', async ({ page }) => {
    await page.setViewportSize({ width: 834, height: 1112 })
    await page.goto('/contact')
    const bar = page.getByRole('complementary', { name: 'Quick contact' })
    const focusCovered = () =>
      page.evaluate(() => {
        const focused = document.activeElement
        const barBox = document.querySelector('aside[aria-label="Quick contact"]')!.getBoundingClientRect()
        if (!focused || focused === document.body || focused.closest('aside')) return null
        const box = focused.getBoundingClientRect()
        return box.bottom > barBox.top && barBox.top < window.innerHeight ? (focused.textContent ?? focused.tagName).trim().slice(0, 40) : null
      })
    for (let press = 0; press < 40; press++) {
      await page.keyboard.press('Tab')
      await expect.poll(focusCovered, { message: `after ${press + 1} presses of Tab` }).toBeNull()
    }
    // The last control of the page, then Tab: focus is on the bar's first link, and the bar is back in view.
    await page.locator('footer a').last().focus()
    await page.keyboard.press('Tab')
    await expect(bar.getByRole('link').first()).toBeFocused()
    await expect(bar).toBeInViewport({ ratio: 1 })
  })
})

test.describe('first screens', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    const laptop = viewport.width > 768
    test(`at ${viewport.width}×${viewport.height} the home page opens on one hero: the headline, one line, the slides${laptop ? ' beside the form' : ' and one primary action'}, nothing under the call bar; the proof row ends it`, async ({
      page,
    }) => {
      await stopClockAt(page, Date.now())
      await page.setViewportSize(viewport)
      await page.goto('/')
      const hero = page.locator('section[aria-labelledby="home-heading"]')
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 })
      await expect(hero.locator('h1 + p')).toBeInViewport({ ratio: 1 })
      // The slides are the hero's own rotating panel, not a second hero further down.
      const slides = hero.getByRole('region', { name: 'Highlights' })
      await expect(slides).toBeInViewport()
      // One primary action in view: the form's submit on laptops, the hero's own link on phones; every other is secondary.
      const primary = page.locator('main :is(.btn-primary, .btn-accent):visible')
      const inView = await primary.evaluateAll((actions) =>
        actions.filter((action) => action.getBoundingClientRect().top < window.innerHeight).map((action) => action.textContent?.trim()),
      )
      expect(inView).toEqual([laptop ? home.consultation.submit : home.hero.action.label])
      if (laptop) await expect(page.locator('#consultation')).toBeInViewport({ ratio: 1 })
      else await expect(page.locator('#consultation')).toBeHidden()
      // The slide's drawing is whole above the call bar on a phone, and beside the words on a laptop.
      const art = slides.locator('[aria-roledescription="slide"]:visible img')
      await expect(art).toBeInViewport(laptop ? {} : { ratio: 1 })
      if (!laptop) {
        const bar = await page.locator('aside[aria-label="Quick contact"]').boundingBox()
        expect((await art.boundingBox())!.y + (await art.boundingBox())!.height).toBeLessThanOrEqual(bar!.y)
      }
      const proof = page.getByRole('region', { name: 'Why businesses trust us' })
      expect(await proof.evaluate((row) => row.previousElementSibling?.getAttribute('aria-labelledby'))).toBe('home-heading')
      expect(await page.evaluate(coveredByContactWidget)).toEqual([])
    })
  }

  test('at 834×1112 the home page’s hero fills the first screen without a void, the form beside the slides', async ({ page }) => {
    await stopClockAt(page, Date.now())
    await page.setViewportSize({ width: 834, height: 1112 })
    await page.goto('/')
    const box = async (part: ReturnType<Page['locator']>) => (await part.boundingBox())!
    const slides = await box(page.getByRole('region', { name: 'Highlights' }))
    const form = await box(page.locator('#consultation'))
    const proof = await box(page.getByRole('region', { name: 'Why businesses trust us' }))
    // Side by side, tops aligned.
    expect(Math.abs(slides.y - form.y)).toBeLessThan(2)
    expect(form.x).toBeGreaterThan(slides.x + slides.width)
    // The proof row starts within the first screen: no band of empty ink above or below the content (230 px each before).
    expect(proof.y).toBeLessThan(1112)
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    const header = (await page.locator('.header-bar').boundingBox())!
    expect(heading.y - (header.y + header.height)).toBeLessThan(120)
  })

  test('at 1366×768 the contact form starts in the first screen', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 })
    await expect(page.locator('#contact-form').getByLabel('Full Name')).toBeInViewport({ ratio: 1 })
    await expect(page.locator('#contact-form').getByLabel('Email Address')).toBeInViewport({ ratio: 1 })
  })
})

test('a phone shows lists of like items as rows to swipe, with every word in the page and no script: the home page is far shorter', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  // About 16,000 px before lists became rows.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(10_000)
  const rows = page.locator('main .phone-scroller')
  expect(await rows.count()).toBeGreaterThanOrEqual(5)
  for (const row of await rows.all()) {
    const { before, after, hidden } = await row.evaluate((list) => {
      const before = list.scrollLeft
      const hidden = [...list.children].filter((item) => item.getBoundingClientRect().left >= list.getBoundingClientRect().right).length
      list.scrollBy({ left: list.clientWidth, behavior: 'instant' })
      return { before, after: list.scrollLeft, hidden }
    })
    expect(after, (await row.getAttribute('class')) ?? '').toBeGreaterThan(before)
    expect(hidden).toBeGreaterThan(0)
  }
  for (const item of home.testimonials.items) await expect(page.locator('main')).toContainText(item.text)
  for (const step of home.process.steps) for (const detail of step.details) await expect(page.locator('main')).toContainText(detail)
  await context.close()
})

test('on a phone, a card that takes the focus in a row to swipe comes fully into view', async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 390, height: 844 })
  // The popup, due 6 s after landing, would take the focus from the row.
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), STORAGE_KEYS.popupShown)
  let checked = 0
  for (const { path } of publicPages()) {
    if (!(await (await page.request.get(path)).text()).includes('phone-scroller')) continue
    await page.goto(path)
    const targets = page.locator('main .phone-scroller > * :is(a[href], button, [tabindex="0"])')
    for (const target of await targets.all()) {
      checked++
      await target.focus()
      const name = `${path}: ${(await target.textContent())?.trim().slice(0, 40)}`
      await expect
        .poll(
          () =>
            target.evaluate((element) => {
              const box = element.getBoundingClientRect()
              const row = element.closest('.phone-scroller')!.getBoundingClientRect()
              return box.left >= row.left - 1 && box.right <= row.right + 1
            }),
          { message: name },
        )
        .toBe(true)
    }
  }
  // About 40 links on 11 pages when this was written.
  expect(checked).toBeGreaterThan(20)
})

test.describe('the home page heading', () => {
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 834, height: 1112 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px it is the largest text of the first screen, and the slide titles are headings below it`, async ({ page }) => {
      // A still clock: the slide measured is the slide counted (autoplay would change it between the two).
      await stopClockAt(page, Date.now())
      await page.setViewportSize(viewport)
      await page.goto('/')
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toBeInViewport({ ratio: 1 })
      const sizes = await page.evaluate(() => {
        const h1 = document.querySelector('h1')!
        let headingSize = 0
        const others: { text: string; size: number }[] = []
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement
          if (!element || !node.textContent?.trim() || getComputedStyle(element).visibility === 'hidden') continue
          const range = document.createRange()
          range.selectNodeContents(node)
          const onScreen = [...range.getClientRects()].some(
            (line) =>
              line.width > 1 && line.height > 1 && line.bottom > 0 && line.top < window.innerHeight && line.right > 0 && line.left < window.innerWidth,
          )
          if (!onScreen) continue
          const size = parseFloat(getComputedStyle(element).fontSize)
          if (h1.contains(element)) headingSize = Math.max(headingSize, size)
          else others.push({ text: node.textContent.trim().slice(0, 30), size })
        }
        return { headingSize, largestOther: others.sort((a, b) => b.size - a.size)[0] }
      })
      expect(sizes.headingSize, `the h1 is larger than "${sizes.largestOther?.text}"`).toBeGreaterThan(sizes.largestOther?.size ?? 0)

      const slideTitle = page.locator('[aria-roledescription="slide"]:visible').getByRole('heading', { level: 2 })
      await expect(slideTitle).toHaveCount(1)
      const [headingBox, slideBox] = [await heading.boundingBox(), await slideTitle.boundingBox()]
      expect(slideBox!.y).toBeGreaterThan(headingBox!.y + headingBox!.height)
    })
  }
})

test('the logo carousel arrows sit beside the logos, never over them, before and after it starts', async ({ page }) => {
  const region = page.getByRole('region', { name: /Our clients/ })
  const arrowsOverLogos = () =>
    region.evaluate((carousel) => {
      const frame = carousel.querySelector('ul')!.getBoundingClientRect()
      const arrows = [...carousel.querySelectorAll('button[aria-label$=" logos"]:not([aria-label^="Pause"]):not([aria-label^="Play"])')]
        .filter((button) => button.checkVisibility())
        .map((button) => button.getBoundingClientRect())
      if (arrows.length !== 2) return [`${arrows.length} arrows shown`]
      const problems: string[] = []
      for (const slide of carousel.querySelectorAll('ul > li')) {
        const box = slide.getBoundingClientRect()
        const left = Math.max(box.left, frame.left)
        const right = Math.min(box.right, frame.right)
        if (right - left < 1) continue
        for (const arrow of arrows) {
          if (Math.min(right, arrow.right) - Math.max(left, arrow.left) > 0 && Math.min(box.bottom, arrow.bottom) - Math.max(box.top, arrow.top) > 0) {
            problems.push(`an arrow covers "${slide.textContent?.trim()}"`)
          }
        }
      }
      return problems
    })
  await page.setViewportSize({ width: 1024, height: 800 })
  await page.goto('/')
  for (const width of [1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: 800 })
    expect(await arrowsOverLogos(), `before it starts, at ${width} px`).toEqual([])
  }
  await region.scrollIntoViewIfNeeded()
  await expect(page.locator('[data-island="LogoCarousel"][data-hydrated]')).toBeAttached()
  for (const width of [1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: 800 })
    await expect.poll(arrowsOverLogos, { message: `once running, at ${width} px` }).toEqual([])
  }
})

test.describe('the home page’s rhythm', () => {
  test('one hero, about eight bands, and each figure set and the client marks once', async ({ page }) => {
    await page.goto('/')
    const bands = await page
      .locator('main > section, main > div > section')
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-labelledby') ?? section.getAttribute('aria-label')))
    expect(bands).toEqual([
      'home-heading',
      'Why businesses trust us',
      'services-heading',
      'case-studies-heading',
      'why-choose-us-heading',
      'testimonials-heading',
      'process-heading',
      'custom-solution-heading',
    ])
    // The slides live in the hero; the page has no other carousel of slides and one dark hero.
    await expect(page.getByRole('region', { name: 'Highlights' })).toHaveCount(1)
    await expect(page.locator('section[aria-labelledby="home-heading"]').getByRole('region', { name: 'Highlights' })).toHaveCount(1)
    await expect(page.getByRole('region', { name: /Our clients/ })).toHaveCount(1)
    // The spec's counters and the why-choose figures, each once, in the one results band.
    const results = page.locator('#why-choose-us')
    const figures = [...home.counters, ...home.whyChooseUs.stats]
    for (const figure of figures) {
      // "Happy Clients" and "Support" name a figure of each set (the spec's 500+ and 150+ clients): each shown once per set.
      const sameLabel = figures.filter((other) => other.label === figure.label).length
      await expect(results.getByText(figure.label, { exact: true })).toHaveCount(sameLabel)
      await expect(results.getByText(figure.value, { exact: true }).first()).toBeVisible()
    }
    await expect(page.locator('main').getByText(home.counters[2]!.label, { exact: true })).toHaveCount(1)
    // One closing call to action, at the end: the contact channels are part of it.
    await expect(page.getByRole('link', { name: home.customSolution.actions[0].label })).toHaveCount(1)
    await expect(page.locator('#custom-solution').getByRole('link', { name: new RegExp(home.contactStrip.whatsapp) })).toHaveCount(1)
  })

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 834, height: 1112 },
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    test(`at ${viewport.width} px the client marks sit in one row of fixed cells, none cut by a neighbour or its cell`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      const carousel = page.getByRole('region', { name: /Our clients/ })
      await carousel.scrollIntoViewIfNeeded()
      await expect(page.locator('[data-island="LogoCarousel"][data-hydrated]')).toBeAttached()
      const problems = await carousel.evaluate((region) => {
        const frame = region.querySelector('ul')!.getBoundingClientRect()
        const shown = [...region.querySelectorAll('ul > li')]
          .map((slide) => ({ slide: slide.getBoundingClientRect(), mark: slide.querySelector('svg')!.getBoundingClientRect(), name: slide.textContent }))
          .filter(({ slide }) => slide.left >= frame.left - 1 && slide.right <= frame.right + 1)
        const found: string[] = []
        if (shown.length < 2) found.push(`${shown.length} marks wholly shown`)
        if (new Set(shown.map(({ slide }) => Math.round(slide.top))).size !== 1) found.push('the marks take more than one row')
        if (new Set(shown.map(({ slide }) => Math.round(slide.width))).size !== 1) found.push('the cells differ in width')
        for (const { slide, mark, name } of shown) {
          // The whole drawing (200 × 64) inside its cell: scaled, never cropped.
          if (mark.left < slide.left - 0.5 || mark.right > slide.right + 0.5) found.push(`${name} is cut by its cell`)
          if (Math.abs(mark.width / mark.height - 200 / 64) > 0.05) found.push(`${name} is squeezed`)
        }
        return found
      })
      expect(problems).toEqual([])
    })
  }

  test('the “Rank higher on Google” drawing keeps its search field, its results and its chart apart, inside the card', async ({ page }) => {
    const slide = home.heroSlides.find((candidate) => candidate.title === 'Rank higher on Google')!
    await page.goto(slide.image)
    const boxes = await page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll<SVGGraphicsElement>('[data-part]')].map((part) => {
          const box = part.getBBox({ stroke: true })
          return [part.dataset.part, { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height }]
        }),
      ),
    )
    type Box = { left: number; top: number; right: number; bottom: number }
    const { card, ...parts } = boxes as Record<string, Box>
    expect(Object.keys(parts).sort()).toEqual(['chart', 'results', 'search'])
    const overlap = (a: Box, b: Box) => Math.min(a.right, b.right) > Math.max(a.left, b.left) && Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top)
    const names = Object.keys(parts)
    for (const [index, name] of names.entries()) {
      const box = parts[name]!
      expect(box.left >= card!.left && box.right <= card!.right && box.top >= card!.top && box.bottom <= card!.bottom, `${name} inside the card`).toBe(
        true,
      )
      for (const other of names.slice(index + 1)) expect(overlap(box, parts[other]!), `${name} and ${other} overlap`).toBe(false)
    }
  })
})

test('portraits are one style, each a sized circle: initials on a duotone tile in the brand face, never a cartoon', async ({ page }) => {
  for (const path of ['/', '/about/team']) {
    await page.goto(path)
    const portraits = await page.locator('[data-portrait]').evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect()
        const style = getComputedStyle(item)
        return { kind: item.getAttribute('data-portrait'), width: box.width, height: box.height, radius: style.borderRadius, font: style.fontFamily }
      }),
    )
    expect(portraits.length, path).toBeGreaterThanOrEqual(6)
    for (const portrait of portraits) {
      expect(portrait.kind).toBe('initials')
      expect(portrait.width).toBeGreaterThanOrEqual(48)
      expect(portrait.height).toBe(portrait.width)
      expect(parseFloat(portrait.radius)).toBeGreaterThanOrEqual(portrait.width / 2)
      expect(portrait.font).toMatch(/^"?Plus Jakarta Sans/)
    }
    await expect(page.locator('img[src*="/images/people/"][src$=".svg"]')).toHaveCount(0)
  }
})
