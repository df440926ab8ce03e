// @vitest-environment node
import { coverShapes, coverText } from '../../lib/build/pdf/pdfPage'

// The PDFs' cover band: its decoration stays in the band's corner, clear of the text column and of the cards below.
test.each([200, 220])('a %i pt cover band: the shapes touch neither its text nor what follows the band', (height) => {
  const RING_STROKE = 5 // half of the ring's line width
  for (const shape of coverShapes(height)) {
    const reach = shape.r + (shape.kind === 'ring' ? RING_STROKE : 0)
    expect(shape.x - reach, `${shape.kind} against the text column`).toBeGreaterThan(coverText.right + 8)
    expect(shape.y + reach, `${shape.kind} against the band's lower edge`).toBeLessThan(height - 12)
  }
})
