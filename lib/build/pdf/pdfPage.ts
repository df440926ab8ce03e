import { createRequire } from 'node:module'
import { join } from 'node:path'
import PDFDocument from 'pdfkit'
import sharp from 'sharp'
import { COVER, coverFile } from '../workCovers'

/**
 * Shared furniture of the designed PDFs (brochure, portfolio): an A4 document in the brand face, Plus Jakarta Sans,
 * embedded (subset, so text stays selectable and the files small), the site's palette, the logo drawn as vectors, a
 * cover band, images of the work and a footer on every page. Build time only.
 */
export type Pdf = InstanceType<typeof PDFDocument>

export const palette = {
  brand: '#1d4ed8',
  brandDark: '#1e3a8a',
  brandTint: '#eff6ff',
  indigo: '#312e81',
  accent: '#ea580c',
  accentLight: '#fdba74',
  ink: '#0f172a',
  text: '#334155',
  muted: '#64748b',
  rule: '#e2e8f0',
  white: '#ffffff',
} as const

export const A4 = { width: 595.28, height: 841.89 }
export const MARGIN = 48
export const CONTENT_WIDTH = A4.width - MARGIN * 2
export const FOOTER_SPACE = 56

// The static Regular and Bold of the brand face as Google Fonts ships them (OFL): whole TrueType files with the rupee
// sign, which PDFKit embeds and subsets (the site's Fontsource files are variable WOFF2 split by script: see
// docs/decisions/0006-case-study-covers.md).
const require = createRequire(import.meta.url)
const fontDir = join(require.resolve('@expo-google-fonts/plus-jakarta-sans/package.json'), '..')
const PDF_FONTS = {
  regular: join(fontDir, '400Regular', 'PlusJakartaSans_400Regular.ttf'),
  bold: join(fontDir, '700Bold', 'PlusJakartaSans_700Bold.ttf'),
} as const

export function createPdf(info: { title: string; author: string; subject: string; keywords: readonly string[] }): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: info.title, Author: info.author, Subject: info.subject, Keywords: info.keywords.join(', '), Creator: info.author },
    lang: 'en-IN',
    displayTitle: true,
    pdfVersion: '1.7',
  })
  doc.registerFont('regular', PDF_FONTS.regular)
  doc.registerFont('bold', PDF_FONTS.bold)
  doc.font('regular')
  return doc
}

/** The whole document as bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}

/** The brand logo (components/ui/Logo.tsx) as vectors, `size` points square, at x, y. */
export function drawLogo(doc: Pdf, x: number, y: number, size: number) {
  const scale = size / 40
  doc.save().translate(x, y).scale(scale)
  doc.roundedRect(0, 0, 40, 40, 10).fill(palette.brand)
  doc.path('M11 29 20 10l9 19m-14.5-7h11').lineWidth(3.2).lineCap('round').lineJoin('round').stroke(palette.white)
  doc.circle(31, 10, 4).fill('#f97316')
  doc.restore()
}

/** The text column of a cover band: the title and lead never run past its right edge. */
export const coverText = { left: MARGIN, right: A4.width - MARGIN - 60 }

/**
 * The cover band's decoration, in solid colours (a translucent shape over the gradient would mix into a new, muddy
 * colour): a ring and an accent dot in the band's top-right corner, right of the text column and clear of the
 * band's lower edge, so they touch neither the text nor the cards under the band.
 */
export function coverShapes(height: number): { x: number; y: number; r: number; kind: 'ring' | 'dot' }[] {
  return [
    { kind: 'ring', x: A4.width - 28, y: 34, r: 62 },
    { kind: 'dot', x: A4.width - 58, y: height - 52, r: 18 },
  ]
}

/** A full-width band at the top of a page with the logo, brand name, a kicker, a title and a lead. */
export function coverBand(doc: Pdf, input: { brand: string; kicker: string; title: string; lead: string; height: number }) {
  const gradient = doc.linearGradient(0, 0, A4.width, input.height)
  gradient.stop(0, palette.brandDark).stop(1, palette.indigo)
  doc.rect(0, 0, A4.width, input.height).fill(gradient)
  doc.save().rect(0, 0, A4.width, input.height).clip()
  for (const shape of coverShapes(input.height)) {
    if (shape.kind === 'ring') doc.circle(shape.x, shape.y, shape.r).lineWidth(10).stroke('#3b5fc9')
    else doc.circle(shape.x, shape.y, shape.r).fill('#f97316')
  }
  doc.restore()
  drawLogo(doc, MARGIN, 40, 34)
  doc
    .font('bold')
    .fontSize(17)
    .fillColor(palette.white)
    .text(input.brand, MARGIN + 44, 48, { lineBreak: false })
  doc.font('bold').fontSize(9).fillColor(palette.accentLight).text(input.kicker.toUpperCase(), MARGIN, 98, { characterSpacing: 1.6 })
  doc
    .font('bold')
    .fontSize(26)
    .fillColor(palette.white)
    .text(input.title, coverText.left, 114, { width: coverText.right - coverText.left })
  doc
    .font('regular')
    .fontSize(11)
    .fillColor('#dbeafe')
    .text(input.lead, coverText.left, doc.y + 6, { width: coverText.right - coverText.left - 20, lineGap: 2 })
  if (doc.y > input.height - 12)
    throw new Error(`The cover text runs past its band (${Math.round(doc.y)} of ${input.height} pt): shorten it or raise the band`)
  doc.fillColor(palette.text)
  doc.y = input.height + 28
}

/** A section heading with an orange rule under it. */
export function heading(doc: Pdf, text: string, size = 15) {
  doc.font('bold').fontSize(size).fillColor(palette.ink).text(text, MARGIN, doc.y, { width: CONTENT_WIDTH })
  doc.rect(MARGIN, doc.y + 3, 36, 3).fill(palette.accent)
  doc.y += 14
  doc.font('regular').fillColor(palette.text)
}

export function paragraph(doc: Pdf, text: string, options: { size?: number; width?: number; x?: number } = {}) {
  doc
    .font('regular')
    .fontSize(options.size ?? 10.5)
    .fillColor(palette.text)
    .text(text, options.x ?? MARGIN, doc.y, { width: options.width ?? CONTENT_WIDTH, lineGap: 2.5 })
  doc.y += 6
}

/** Bulleted lines with a small check mark in the brand colour. */
export function checkList(doc: Pdf, items: readonly string[], options: { x?: number; width?: number; size?: number } = {}) {
  const x = options.x ?? MARGIN
  const width = options.width ?? CONTENT_WIDTH
  for (const item of items) {
    const top = doc.y
    doc
      .save()
      .translate(x, top + 2)
      .scale(0.45)
    doc.path('M20 6 9 17l-5-5').lineWidth(3).lineCap('round').lineJoin('round').stroke(palette.brand)
    doc.restore()
    doc
      .font('regular')
      .fontSize(options.size ?? 10)
      .fillColor(palette.text)
      .text(item, x + 16, top, { width: width - 16, lineGap: 2 })
    doc.y += 4
  }
}

/** A row of big figures in tinted boxes ("200+" over "Clients Served"). */
export function figureRow(doc: Pdf, figures: readonly { value: string; label: string }[], options: { valueSize?: number } = {}) {
  const gap = 10
  const width = (CONTENT_WIDTH - gap * (figures.length - 1)) / figures.length
  const top = doc.y
  doc.font('regular').fontSize(8.5)
  const height = 50 + Math.max(...figures.map((figure) => doc.heightOfString(figure.label, { width: width - 24 })))
  figures.forEach((figure, index) => {
    const x = MARGIN + index * (width + gap)
    doc.roundedRect(x, top, width, height, 10).fill(palette.brandTint)
    doc
      .font('bold')
      .fontSize(options.valueSize ?? 22)
      .fillColor(palette.brand)
      .text(figure.value, x + 12, top + 10, { width: width - 24, lineBreak: false })
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(palette.text)
      .text(figure.label, x + 12, top + 40, { width: width - 24 })
  })
  doc.fillColor(palette.text)
  doc.y = top + height + 18
}

/** Starts a new page unless `needed` points still fit above the footer. */
export function ensureSpace(doc: Pdf, needed: number) {
  if (doc.y + needed > A4.height - MARGIN - FOOTER_SPACE) {
    doc.addPage()
    doc.y = MARGIN
  }
}

/** Brand, website and page numbers at the foot of every page (drawn once all pages exist). */
export function footers(doc: Pdf, left: string, right: string) {
  const range = doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    const y = A4.height - MARGIN + 4
    doc.rect(MARGIN, y - 12, CONTENT_WIDTH, 0.8).fill(palette.rule)
    // Writing below the bottom margin would add a page: lift the margin while the footer is drawn.
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc.font('regular').fontSize(8).fillColor(palette.muted)
    doc.text(left, MARGIN, y, { width: CONTENT_WIDTH / 2, lineBreak: false })
    doc.text(`${right}  ·  ${index + 1} / ${range.count}`, MARGIN + CONTENT_WIDTH / 2, y, { width: CONTENT_WIDTH / 2, align: 'right', lineBreak: false })
    doc.page.margins.bottom = bottom
  }
}

/**
 * The cover of a case study's work (public/work, scripts/renderWork.ts) as a JPEG for the PDF (PDFKit reads JPEG and
 * PNG), `ratio` wide to high and `pixels` wide, cut from the top: the first screen of the client's page or app.
 */
export async function coverJpeg(slug: string, ratio: number, pixels: number): Promise<Buffer> {
  const width = COVER.widths.at(-1)!
  const height = Math.min(COVER.height * (width / COVER.width), Math.round(width / ratio))
  // From just above the browser window or the phones (design/work/shared/frame.html), not the plain backdrop.
  const top = Math.min(48, COVER.height - height)
  return sharp(join('public', coverFile(slug, width, 'webp')))
    .extract({ left: 0, top, width, height })
    .resize({ width: pixels })
    .jpeg({ quality: 72, mozjpeg: true })
    .toBuffer()
}

/** An image with rounded corners and a hairline, `width` × `height` points at x, y. */
export function roundedImage(doc: Pdf, image: Buffer, x: number, y: number, width: number, height: number, radius = 8) {
  doc.save().roundedRect(x, y, width, height, radius).clip()
  doc.image(image, x, y, { width, height })
  doc.restore()
  doc.roundedRect(x, y, width, height, radius).lineWidth(0.6).stroke(palette.rule)
}

/** A row of work covers with the client's name under each: the agency's recent work, on a cover page. */
export interface WorkImage {
  client: string
  image: Buffer
}

/** The shape of the covers in a row of work (workStrip), wide to high: the top of each page, its first screen. */
export const STRIP_RATIO = 2.4

export function workStrip(doc: Pdf, heading: string, items: readonly WorkImage[]) {
  const gap = 12
  const width = (CONTENT_WIDTH - gap * (items.length - 1)) / items.length
  const height = width / STRIP_RATIO
  doc.font('bold').fontSize(9).fillColor(palette.muted).text(heading, MARGIN, doc.y, { width: CONTENT_WIDTH })
  const top = doc.y + 6
  items.forEach((item, index) => {
    const x = MARGIN + index * (width + gap)
    roundedImage(doc, item.image, x, top, width, height)
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(palette.ink)
      .text(item.client, x, top + height + 6, { width, lineBreak: false })
  })
  doc.fillColor(palette.text)
  doc.y = top + height + 20
}
