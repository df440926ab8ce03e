import { expect, type Locator, type Page } from '@playwright/test'
import { test } from '../support/test'
import { pageSettled } from '../support/site'

/**
 * The focus indicator measured as a person sees it (WCAG 1.4.11): the area around a control is photographed at rest
 * and focused; the pixels focus changed outside the control are its ring, and each is compared with what was painted
 * there before: the band, a card or the page. The ring passes when most of its pixels reach 3:1 (its anti-aliased
 * rim is softer on purpose: the rule asks for the indicator's colour, not its edge).
 */

type Rgb = [number, number, number]
const luminance = ([r, g, b]: Rgb) => {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}
const contrast = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** A screenshot's pixels, decoded by a blank page's canvas (no Content-Security-Policy there). */
async function pixels(decoder: Page, png: Buffer): Promise<{ width: number; data: Buffer }> {
  const { width, rgba } = await decoder.evaluate(async (base64) => {
    const image = new Image()
    image.src = `data:image/png;base64,${base64}`
    await image.decode()
    const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height })
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0)
    const bytes = context.getImageData(0, 0, image.width, image.height).data
    // Back as base64: an array of a million numbers takes seconds to pass between the page and the test.
    let binary = ''
    for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
    return { width: image.width, rgba: btoa(binary) }
  }, png.toString('base64'))
  return { width, data: Buffer.from(rgba, 'base64') }
}

const MARGIN = 10

/** The contrast of the ring around a control against what it is drawn over: the median of its pixels' contrasts. */
async function ringContrast(page: Page, decoder: Page, control: Locator, drawnOn?: string): Promise<{ ratio: number; ringPixels: number }> {
  await control.scrollIntoViewIfNeeded()
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  // The ring is drawn around the control, or around the card it stands for (drawnOn: the card's selector).
  const box = drawnOn
    ? await control.evaluate((element, selector) => element.closest(selector)!.getBoundingClientRect().toJSON() as DOMRect, drawnOn)
    : (await control.boundingBox())!
  const clip = {
    x: Math.floor(box.x - MARGIN),
    y: Math.floor(box.y - MARGIN),
    width: Math.ceil(box.width + 2 * MARGIN),
    height: Math.ceil(box.height + 2 * MARGIN),
  }
  const atRest = await pixels(decoder, await page.screenshot({ clip, animations: 'disabled', caret: 'hide' }))
  await page.keyboard.press('Shift')
  await control.focus()
  expect(await control.evaluate((element) => element.matches(':focus-visible'))).toBe(true)
  const focused = await pixels(decoder, await page.screenshot({ clip, animations: 'disabled', caret: 'hide' }))
  const ratios: number[] = []
  const scale = atRest.width / clip.width
  for (let index = 0; index < atRest.data.length; index += 4) {
    const x = (index / 4) % atRest.width
    const y = Math.floor(index / 4 / atRest.width)
    // Outside the control's own box: the ring, not the control.
    const inside = x >= MARGIN * scale && x < (MARGIN + box.width) * scale && y >= MARGIN * scale && y < (MARGIN + box.height) * scale
    if (inside) continue
    const before = [...atRest.data.subarray(index, index + 3)] as Rgb
    const after = [...focused.data.subarray(index, index + 3)] as Rgb
    if (before.every((value, channel) => Math.abs(value - after[channel]!) < 8)) continue
    ratios.push(contrast(before, after))
  }
  ratios.sort((a, b) => a - b)
  return { ratio: ratios[Math.floor(ratios.length / 2)] ?? 0, ringPixels: ratios.length }
}

const cases: { path: string; band: string; names: string[]; drawnOn?: string }[] = [
  // The home page's ink hero: a button on the band and the form's button on its white card.
  { path: '/', band: '[aria-labelledby="home-heading"]', names: ['Next slide', 'Get free consultation'] },
  { path: '/', band: '.home-closing', names: ['Schedule free consultation call'] },
  { path: '/about', band: '.band-hero', names: ['Start your project', 'Explore our services'] },
  { path: '/services/seo', band: '.cta', names: ['Request my free audit'] },
  { path: '/contact', band: 'body > footer, footer:has(#footer-newsletter)', names: ['Subscribe'] },
  // A case study card rings as a whole when its title link has the focus.
  { path: '/portfolio', band: 'main', names: ['Online orders tripled in eight months for a Delhi spice brand'], drawnOn: '.rounded-2xl' },
  // An article's own footer is white: the site footer's ring must not reach it.
  { path: '/blog/b2b-content-marketing-plan', band: 'main', names: ['Back to the blog'] },
]

for (const { path, band, names, drawnOn } of cases) {
  test(`${path}: the focus ring of the buttons on its ${band} band measures 3:1 against what is around it`, async ({ page, context }) => {
    await page.goto(path)
    await pageSettled(page)
    const decoder = await context.newPage()
    const scope = page.locator(band).first()
    for (const name of names) {
      const control = scope
        .getByRole('button', { name, exact: true })
        .or(scope.getByRole('link', { name, exact: true }))
        .first()
      await expect(control).toBeVisible()
      const { ratio, ringPixels } = await ringContrast(page, decoder, control, drawnOn)
      // A ring of 3 px or more around the control, at the least along its top and bottom edges.
      const width = drawnOn
        ? await control.evaluate((element, selector) => element.closest(selector)!.clientWidth, drawnOn)
        : (await control.boundingBox())!.width
      expect(ringPixels, name).toBeGreaterThan(2 * 3 * (width - 8))
      expect(ratio, name).toBeGreaterThanOrEqual(3)
    }
  })
}
