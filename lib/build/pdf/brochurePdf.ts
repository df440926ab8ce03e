import { formatPrice, type PriceLike } from '../../format'
import {
  CONTENT_WIDTH,
  MARGIN,
  checkList,
  coverBand,
  createPdf,
  ensureSpace,
  figureRow,
  footers,
  heading,
  palette,
  paragraph,
  pdfBytes,
  workStrip,
  type WorkImage,
} from './pdfPage'

/** What the brochure is built from: content/downloads.ts (`brochure`), as for the text version. */
export interface BrochurePdfContent {
  title: string
  tagline: string
  about: { heading: string; paragraphs: readonly string[]; highlights: readonly { value: string; label: string }[] }
  services: { heading: string; priceLabel: string; items: readonly { slug: string; name: string; summary: string }[] }
  moreServices: { heading: string; items: readonly { name: string; summary: string }[] }
  whyUs: { heading: string; items: readonly string[] }
  hours: { heading: string; text: string }
  contact: { heading: string; phones: readonly string[]; emails: readonly string[]; whatsapp: string; address: readonly string[] }
  closing: string
}

export interface BrochurePdfLabels {
  brand: string
  kicker: string
  recentWork: string
  phone: string
  email: string
  whatsapp: string
  office: string
  website: string
}

/** The designed company brochure: A4, the logo and palette, recent work, key figures, the services with prices, contacts and hours. */
export async function buildBrochurePdf(
  content: BrochurePdfContent,
  prices: Record<string, PriceLike>,
  labels: BrochurePdfLabels,
  siteUrl: string,
  work: readonly WorkImage[],
): Promise<Buffer> {
  const price = (slug: string) => {
    const found = prices[slug]
    if (!found) throw new Error(`No price for service "${slug}"`)
    return formatPrice({ ...found, from: false })
  }
  const doc = createPdf({
    title: content.title,
    author: labels.brand,
    subject: content.tagline,
    keywords: content.services.items.map((item) => item.name),
  })

  coverBand(doc, { brand: labels.brand, kicker: labels.kicker, title: content.title.replace(`${labels.brand}: `, ''), lead: content.tagline, height: 184 })
  workStrip(doc, labels.recentWork, work)
  figureRow(doc, content.about.highlights)

  heading(doc, content.about.heading)
  for (const text of content.about.paragraphs) paragraph(doc, text)

  doc.y += 6
  heading(doc, content.services.heading)
  const gap = 12
  const cardWidth = (CONTENT_WIDTH - gap) / 2
  const items = content.services.items
  for (let row = 0; row < items.length; row += 2) {
    const pair = items.slice(row, row + 2)
    const heights = pair.map((item) => {
      doc.font('regular').fontSize(8.8)
      return 44 + doc.heightOfString(item.summary, { width: cardWidth - 24, lineGap: 1.5 })
    })
    const height = Math.max(...heights)
    // The gap under a row need not fit above the footer: only the cards do.
    ensureSpace(doc, height)
    const top = doc.y
    pair.forEach((item, index) => {
      const x = MARGIN + index * (cardWidth + gap)
      doc.roundedRect(x, top, cardWidth, height, 8).lineWidth(0.8).stroke(palette.rule)
      doc
        .font('bold')
        .fontSize(10.5)
        .fillColor(palette.ink)
        .text(item.name, x + 12, top + 10, { width: cardWidth - 24, lineBreak: false, ellipsis: true })
      doc
        .font('bold')
        .fontSize(9.5)
        .fillColor(palette.accent)
        .text(`${content.services.priceLabel} ${price(item.slug)}`, x + 12, top + 25, { width: cardWidth - 24 })
      doc
        .font('regular')
        .fontSize(8.8)
        .fillColor(palette.text)
        .text(item.summary, x + 12, top + 40, { width: cardWidth - 24, lineGap: 1.5 })
    })
    doc.y = top + height + gap
  }

  doc.y += 6
  ensureSpace(doc, 120)
  heading(doc, content.moreServices.heading)
  for (const item of content.moreServices.items) {
    ensureSpace(doc, 40)
    doc.font('bold').fontSize(10.5).fillColor(palette.ink).text(item.name, MARGIN, doc.y, { width: CONTENT_WIDTH })
    paragraph(doc, item.summary, { size: 9.5 })
  }

  doc.y += 6
  ensureSpace(doc, 110)
  heading(doc, content.whyUs.heading)
  checkList(doc, content.whyUs.items)

  // Contacts and hours in one tinted panel, kept together.
  doc.y += 10
  const lines = [
    [labels.phone, content.contact.phones.join(', ')],
    [labels.email, content.contact.emails.join(', ')],
    [labels.whatsapp, content.contact.whatsapp],
    [labels.office, content.contact.address.join(', ')],
    [content.hours.heading, content.hours.text],
    [labels.website, siteUrl],
  ] as const
  const valueWidth = CONTENT_WIDTH - 150
  doc.font('regular').fontSize(9.5)
  const rowHeights = lines.map(([, value]) => doc.heightOfString(value, { width: valueWidth }) + 7)
  const panelHeight = 52 + rowHeights.reduce((sum, height) => sum + height, 0)
  ensureSpace(doc, panelHeight + 40)
  const top = doc.y
  doc.roundedRect(MARGIN, top, CONTENT_WIDTH, panelHeight, 12).fill(palette.brandTint)
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(palette.ink)
    .text(content.contact.heading, MARGIN + 18, top + 16)
  let y = top + 42
  lines.forEach(([label, value], index) => {
    doc
      .font('bold')
      .fontSize(9.5)
      .fillColor(palette.brandDark)
      .text(label, MARGIN + 18, y, { width: 110, lineBreak: false })
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(palette.text)
      .text(value, MARGIN + 130, y, { width: valueWidth })
    y += rowHeights[index]!
  })
  doc.y = top + panelHeight + 16
  ensureSpace(doc, 30)
  doc.font('bold').fontSize(11).fillColor(palette.brand).text(content.closing, MARGIN, doc.y, { width: CONTENT_WIDTH })

  footers(doc, content.title, siteUrl.replace(/^https?:\/\//, ''))
  return pdfBytes(doc)
}
