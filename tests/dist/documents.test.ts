// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, test } from 'vitest'
import { brochure, downloadsPage } from '../../content/downloads'
import { caseStudies, featuredCaseStudies } from '../../content/portfolio'
import { servicesOverview as services } from '../../content/services/overview'
import { site } from '../../content/site'
import { formatPrice } from '../../lib/format'
import { A4, FOOTER_SPACE, MARGIN } from '../../lib/build/pdf/pdfPage'
import { builtSiteUrl, distDir } from '../support/site'

// The designed PDFs the Download buttons deliver: read back as a reader's PDF viewer would.
const KB = 1000
const [brochureCard, portfolioCard] = downloadsPage.cards
const file = (name: string) => join(distDir, 'files', name)

async function read(name: string) {
  const bytes = readFileSync(file(name))
  // PDF.js takes over (detaches) the array it is given: hand it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { totalPages, text } = await extractText(pdf, { mergePages: true })
  const firstPage = await pdf.getPage(1)
  const [, , width, height] = firstPage.view
  // Lines broken by the layout read as one text, as a search in a PDF viewer does.
  return { bytes, totalPages, text: text.replace(/\s+/g, ' '), size: [Math.round(width!), Math.round(height!)] }
}

/** The text of each page, as poppler's pdftotext reads it. */
function pageTexts(name: string): string[] {
  return execFileSync('pdftotext', ['-layout', file(name), '-'], { encoding: 'utf8' })
    .split('\f')
    .slice(0, -1)
}

/**
 * How much of each page's text area, from the top margin to the footer's rule, is empty below the last mark drawn
 * (text, image or rule), as a share: each page rendered by poppler's pdftoppm and read a pixel row at a time.
 */
async function emptyBelow(name: string): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-pages-'))
  try {
    const dpi = 36
    execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-png', file(name), join(dir, 'page')])
    const toPixels = (points: number) => Math.round((points * dpi) / 72)
    const [top, bottom] = [toPixels(MARGIN), toPixels(A4.height - MARGIN - FOOTER_SPACE + 28)]
    const shares: number[] = []
    for (const png of readdirSync(dir).sort()) {
      const { data, info } = await sharp(join(dir, png)).raw().toBuffer({ resolveWithObject: true })
      let last = top
      for (let y = top; y < bottom; y++) {
        for (let x = toPixels(MARGIN); x < info.width - toPixels(MARGIN); x++) if (data[(y * info.width + x) * info.channels]! < 235) last = y
      }
      shares.push((bottom - last) / (bottom - top))
    }
    return shares
  } finally {
    rmSync(dir, { recursive: true })
  }
}

const expectedImages = { [brochureCard.fileName]: featuredCaseStudies.length, [portfolioCard.fileName]: featuredCaseStudies.length + caseStudies.length }

describe.each([
  ['brochure', brochureCard.fileName],
  ['portfolio', portfolioCard.fileName],
] as const)('the %s PDF', (_kind, name) => {
  test('is set in the brand face, embedded: Plus Jakarta Sans, regular and bold, and no other', () => {
    const rows = execFileSync('pdffonts', [file(name)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .slice(2)
    const fonts = rows.map((row) => row.split(/\s+/)).map((cells) => ({ name: cells[0]!.replace(/^[A-Z]{6}\+/, ''), embedded: cells.at(-5) }))
    expect(fonts.map((font) => font.name).sort()).toEqual(['PlusJakartaSans-Bold', 'PlusJakartaSans-Regular'])
    expect(fonts.every((font) => font.embedded === 'yes')).toBe(true)
  })

  test('shows the work: the covers of the home page’s case studies, and on the portfolio one per case study', () => {
    const images = execFileSync('pdfimages', ['-list', file(name)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .slice(2)
    expect(images).toHaveLength(expectedImages[name]!)
  })

  test('names the site’s own address (SITE_URL) in the footer of every page', () => {
    const host = new URL(builtSiteUrl()).host
    const pages = pageTexts(name)
    const escaped = host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    pages.forEach((text, index) => expect(text, `page ${index + 1}`).toMatch(new RegExp(`${escaped}\\s+·\\s+${index + 1} / ${pages.length}\\s*$`)))
  })

  test('ends each page where its content ends: no page but the last is more than a third empty', async () => {
    const shares = await emptyBelow(name)
    expect(shares.length).toBeGreaterThanOrEqual(2)
    for (const [index, share] of shares.slice(0, -1).entries()) expect(share, `page ${index + 1} of ${shares.length}`).toBeLessThan(1 / 3)
  }, 30_000)

  test('is a PDF of A4 pages under 300 KB', async () => {
    const { bytes, size, totalPages } = await read(name)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(statSync(file(name)).size).toBeLessThan(300 * KB)
    expect(size).toEqual([595, 842])
    expect(totalPages).toBeGreaterThanOrEqual(2)
  })

  test('has selectable text with the brand and the contacts', async () => {
    const { text } = await read(name)
    expect(text).toContain(site.name)
    expect(text).toMatch(/[a-z]+ [a-z]+ [a-z]+/) // real text, not outlines
  })
})

describe('the brochure PDF', () => {
  test('keeps the specification’s figures: 200+ clients, 99% satisfaction, 25+ team', async () => {
    const { text } = await read(brochureCard.fileName)
    expect(text).toContain('200+ Clients Served')
    expect(text).toContain('99% Client Satisfaction')
    expect(text).toContain('25+ Team Members')
  })

  test('lists every service with its starting price, the hours and every contact', async () => {
    const { text } = await read(brochureCard.fileName)
    for (const item of brochure.services.items) {
      const card = services.cards.items.find((candidate) => candidate.slug === item.slug)!
      expect(text, item.name).toContain(item.name)
      expect(text, item.name).toContain(`${brochure.services.priceLabel} ${formatPrice({ ...card.price, from: false })}`)
    }
    expect(text).toContain('₹15,000/month')
    expect(text).toContain(site.hours.brochure)
    for (const phone of site.phones) expect(text).toContain(phone.display)
    for (const email of site.emails) expect(text).toContain(email)
    expect(text).toContain(site.office.postalCode)
  })
})

describe('the portfolio PDF', () => {
  test('has a cover and one page per case study, each with its client, headline, results and quote', async () => {
    const { text, totalPages } = await read(portfolioCard.fileName)
    expect(totalPages).toBe(caseStudies.length + 1)
    for (const item of caseStudies) {
      expect(text, item.slug).toContain(item.client)
      expect(text, item.slug).toContain(item.title)
      for (const result of item.results) expect(text, `${item.slug}: ${result.label}`).toContain(`${result.value}`)
      expect(text, item.slug).toContain(item.quote.name)
    }
    expect(text).toContain('₹1,200')
    expect(text).toContain('20,000+')
  })
})
