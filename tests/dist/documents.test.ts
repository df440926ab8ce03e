// @vitest-environment node
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, test } from 'vitest'
import { brochure, downloadsPage } from '../../content/downloads'
import { caseStudies } from '../../content/portfolio'
import { servicesOverview as services } from '../../content/services/overview'
import { site } from '../../content/site'
import { formatPrice } from '../../lib/format'
import { distDir } from '../support/site'

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

describe.each([
  ['brochure', brochureCard.fileName],
  ['portfolio', portfolioCard.fileName],
] as const)('the %s PDF', (_kind, name) => {
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
