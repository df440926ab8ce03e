// The part of PDFKit's API the PDF builders use (pdfkit ships no types; @types/pdfkit lags behind 0.20).
declare module 'pdfkit' {
  interface TextOptions {
    width?: number
    height?: number
    align?: 'left' | 'center' | 'right' | 'justify'
    lineBreak?: boolean
    lineGap?: number
    ellipsis?: boolean | string
    characterSpacing?: number
    link?: string
  }
  interface Gradient {
    stop(position: number, colour: string, opacity?: number): Gradient
  }
  type Colour = string | Gradient
  class PDFDocument {
    constructor(options?: {
      size?: string
      margin?: number
      bufferPages?: boolean
      info?: Record<string, string | Date>
      lang?: string
      displayTitle?: boolean
      pdfVersion?: string
    })
    x: number
    y: number
    page: { margins: { top: number; bottom: number; left: number; right: number } }
    registerFont(name: string, src: string): this
    font(name: string): this
    fontSize(size: number): this
    fillColor(colour: Colour): this
    fillOpacity(opacity: number): this
    text(text: string, x?: number, y?: number, options?: TextOptions): this
    heightOfString(text: string, options?: TextOptions): number
    rect(x: number, y: number, width: number, height: number): this
    roundedRect(x: number, y: number, width: number, height: number, radius: number): this
    circle(x: number, y: number, radius: number): this
    path(d: string): this
    moveTo(x: number, y: number): this
    lineTo(x: number, y: number): this
    lineWidth(width: number): this
    lineCap(cap: 'butt' | 'round' | 'square'): this
    lineJoin(join: 'miter' | 'round' | 'bevel'): this
    fill(colour?: Colour): this
    stroke(colour?: Colour): this
    fillAndStroke(fill?: Colour, stroke?: Colour): this
    image(src: Buffer | string, x?: number, y?: number, options?: { width?: number; height?: number }): this
    /** Clips what follows (until restore) to the current path. */
    clip(): this
    linearGradient(x1: number, y1: number, x2: number, y2: number): Gradient
    save(): this
    restore(): this
    translate(x: number, y: number): this
    scale(factor: number): this
    addPage(): this
    bufferedPageRange(): { start: number; count: number }
    switchToPage(index: number): this
    on(event: 'data', listener: (chunk: Buffer) => void): this
    on(event: 'end', listener: () => void): this
    on(event: 'error', listener: (error: Error) => void): this
    end(): void
  }
  export default PDFDocument
}
