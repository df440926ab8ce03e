import { formatIndianNumber } from '../../format'
import {
  A4,
  CONTENT_WIDTH,
  FOOTER_SPACE,
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
  roundedImage,
  workStrip,
  type Pdf,
  type WorkImage,
} from './pdfPage'

/** One case study as the portfolio prints it (content/portfolio.ts, with its brand from content/clients.ts). */
export interface PortfolioPdfCase {
  client: string
  colour: string
  industry: string
  city: string
  title: string
  summary: string
  services: readonly string[]
  duration: string
  year: number
  challenge: string
  whatWeDid: readonly string[]
  results: readonly { value: string; label: string; detail: string }[]
  chart?: { title: string; prefix: string; suffix: string; points: readonly { label: string; value: number }[] }
  quote: { text: string; name: string; role: string }
  url: string
  /** The cover of the work as a JPEG, cut to `ratio` wide to high (coverJpeg). */
  cover: (ratio: number) => Promise<Buffer>
}

/** The work on a case page spans the page's width and takes the height the story leaves, within these bounds. */
const IMAGE_HEIGHT = { min: 140, max: CONTENT_WIDTH / 1.6 }
/** The room the last line, the link to the case online, needs above the footer. */
const LINK_SPACE = 14

export interface PortfolioPdfContent {
  brand: string
  title: string
  kicker: string
  intro: string
  closing: string
  recentWork: string
  labels: { contents: string; services: string; duration: string; challenge: string; whatWeDid: string; results: string; online: string }
}

const monogram = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase()

/** The client's mark: a monogram disc in the brand colour and the name beside it. */
function clientMark(doc: Pdf, x: number, y: number, item: Pick<PortfolioPdfCase, 'client' | 'colour'>) {
  doc.circle(x + 14, y + 14, 14).fill(item.colour)
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(palette.white)
    .text(monogram(item.client), x, y + 8.5, { width: 28, align: 'center', lineBreak: false })
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(item.colour)
    .text(item.client, x + 36, y + 7, { lineBreak: false })
}

/** A small line chart of the case's trend, in the client's colour. */
function chart(doc: Pdf, item: PortfolioPdfCase, x: number, y: number, width: number, height: number) {
  const data = item.chart!
  const values = data.points.map((point) => point.value)
  const min = Math.min(...values)
  const span = Math.max(...values) - min || 1
  const label = (value: number) => `${data.prefix}${formatIndianNumber(value)}${data.suffix}`
  doc.roundedRect(x, y, width, height, 10).lineWidth(0.8).stroke(palette.rule)
  doc
    .font('bold')
    .fontSize(9.5)
    .fillColor(palette.ink)
    .text(data.title, x + 14, y + 12, { width: width - 28 })
  const plot = { left: x + 20, right: x + width - 20, top: doc.y + 24, bottom: y + height - 28 }
  const step = (plot.right - plot.left) / (values.length - 1)
  const points = values.map((value, index) => [plot.left + index * step, plot.bottom - ((value - min) / span) * (plot.bottom - plot.top)] as const)
  doc.moveTo(points[0]![0], points[0]![1])
  for (const [px, py] of points.slice(1)) doc.lineTo(px, py)
  doc.lineWidth(2.5).lineCap('round').lineJoin('round').stroke(item.colour)
  for (const [px, py] of points) doc.circle(px, py, 3).fillAndStroke(palette.white, item.colour)
  const first = data.points[0]!
  const last = data.points.at(-1)!
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(palette.text)
    .text(label(first.value), points[0]![0] - 4, points[0]![1] - 16, { lineBreak: false })
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(palette.ink)
    .text(label(last.value), points.at(-1)![0] - 80, points.at(-1)![1] - 20, { width: 84, align: 'right', lineBreak: false })
  doc.font('regular').fontSize(8).fillColor(palette.muted)
  doc.text(first.label, plot.left - 4, plot.bottom + 10, { lineBreak: false })
  doc.text(last.label, plot.right - 80, plot.bottom + 10, { width: 84, align: 'right', lineBreak: false })
}

/** One case on a page of its own, with the work `imageHeight` points high (none while measuring); returns where it ends. */
function casePage(doc: Pdf, item: PortfolioPdfCase, content: PortfolioPdfContent, imageHeight: number, image?: Buffer): number {
  doc.addPage()
  doc.rect(0, 0, A4.width, 8).fill(item.colour)
  clientMark(doc, MARGIN, MARGIN - 12, item)
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(palette.muted)
    .text(`${item.industry} · ${item.city} · ${item.year}`, MARGIN, MARGIN - 3, { width: CONTENT_WIDTH, align: 'right', lineBreak: false })
  doc
    .font('bold')
    .fontSize(19)
    .fillColor(palette.ink)
    .text(item.title, MARGIN, MARGIN + 28, { width: CONTENT_WIDTH, lineGap: 1 })
  doc.y += 4
  paragraph(doc, item.summary, { size: 10 })
  doc.font('regular').fontSize(9).fillColor(palette.text)
  doc.text(`${content.labels.services}: ${item.services.join(', ')}     ${content.labels.duration}: ${item.duration}`, MARGIN, doc.y, {
    width: CONTENT_WIDTH,
  })
  doc.y += 10
  if (image) roundedImage(doc, image, MARGIN, doc.y, CONTENT_WIDTH, imageHeight, 10)
  doc.y += imageHeight + 14

  doc.font('bold').fontSize(9).fillColor(palette.muted).text(content.labels.results, MARGIN, doc.y, { width: CONTENT_WIDTH })
  doc.y += 4
  figureRow(
    doc,
    item.results.map((result) => ({ value: result.value, label: `${result.label} (${result.detail})` })),
    { valueSize: 20 },
  )

  // Challenge and what we did on the left; the chart and the quote on the right.
  const columnGap = 20
  const left = (CONTENT_WIDTH - columnGap) * 0.55
  const rightX = MARGIN + left + columnGap
  const right = CONTENT_WIDTH - left - columnGap
  const top = doc.y
  heading(doc, content.labels.challenge, 12)
  paragraph(doc, item.challenge, { size: 9.5, width: left })
  doc.y += 4
  doc.font('bold').fontSize(12).fillColor(palette.ink).text(content.labels.whatWeDid, MARGIN, doc.y, { width: left })
  doc.y += 6
  checkList(doc, item.whatWeDid, { width: left, size: 9.5 })
  const leftBottom = doc.y

  let y = top
  if (item.chart) {
    chart(doc, item, rightX, y, right, 118)
    y += 130
  }
  doc.font('regular').fontSize(10)
  const quoteHeight = doc.heightOfString(`“${item.quote.text}”`, { width: right - 28, lineGap: 2 }) + 52
  doc.roundedRect(rightX, y, right, quoteHeight, 10).fill(palette.brandTint)
  doc.rect(rightX, y + 12, 3, quoteHeight - 24).fill(item.colour)
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(palette.ink)
    .text(`“${item.quote.text}”`, rightX + 16, y + 14, { width: right - 28, lineGap: 2 })
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(palette.ink)
    .text(item.quote.name, rightX + 16, doc.y + 8, { width: right - 28 })
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(palette.text)
    .text(item.quote.role, rightX + 16, doc.y + 1, { width: right - 28 })
  doc.y = Math.max(leftBottom, y + quoteHeight) + 10
  ensureSpace(doc, LINK_SPACE)
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(palette.brand)
    .text(`${content.labels.online}: ${item.url}`, MARGIN, doc.y, { width: CONTENT_WIDTH, link: item.url })
  return doc.y
}

/**
 * How high the work can show on a case's page: the story is laid out once without it (on a page of a scratch
 * document), and the image takes what is left above the footer, so every page ends where the page does.
 */
function imageHeightFor(item: PortfolioPdfCase, content: PortfolioPdfContent): number {
  const scratch = createPdf({ title: '', author: '', subject: '', keywords: [] })
  const end = casePage(scratch, item, content, 0)
  // The link's line is kept off the footer by ensureSpace: leave it that room.
  const room = A4.height - MARGIN - FOOTER_SPACE - end - LINK_SPACE
  return Math.max(IMAGE_HEIGHT.min, Math.min(IMAGE_HEIGHT.max, Math.floor(room)))
}

/** The designed portfolio: a cover with recent work and every case listed, then one A4 page per case study, led by its work. */
export async function buildPortfolioPdf(
  content: PortfolioPdfContent,
  cases: readonly PortfolioPdfCase[],
  siteUrl: string,
  work: readonly WorkImage[],
): Promise<Buffer> {
  const doc = createPdf({ title: content.title, author: content.brand, subject: content.intro, keywords: cases.map((item) => item.client) })
  coverBand(doc, {
    brand: content.brand,
    kicker: content.kicker,
    title: content.title.replace(`${content.brand}: `, ''),
    lead: content.intro,
    height: 216,
  })
  workStrip(doc, content.recentWork, work)

  heading(doc, content.labels.contents, 13)
  for (const item of cases) {
    ensureSpace(doc, 36)
    const top = doc.y
    clientMark(doc, MARGIN, top, item)
    const [result] = item.results
    doc
      .font('bold')
      .fontSize(16)
      .fillColor(palette.brand)
      .text(result!.value, MARGIN + CONTENT_WIDTH - 110, top + 4, { width: 110, align: 'right', lineBreak: false })
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(palette.text)
      .text(item.title, MARGIN + 36, top + 21, { width: CONTENT_WIDTH - 130 })
    doc.y = Math.max(doc.y, top + 31) + 7
    doc.rect(MARGIN, doc.y - 5, CONTENT_WIDTH, 0.6).fill(palette.rule)
  }
  doc.y += 6
  ensureSpace(doc, 28)
  doc.font('bold').fontSize(11).fillColor(palette.brand).text(content.closing, MARGIN, doc.y, { width: CONTENT_WIDTH })

  for (const item of cases) {
    const imageHeight = imageHeightFor(item, content)
    casePage(doc, item, content, imageHeight, await item.cover(CONTENT_WIDTH / imageHeight))
  }
  footers(doc, content.title, siteUrl.replace(/^https?:\/\//, ''))
  return pdfBytes(doc)
}
