/**
 * Whether an upload's bytes are the image its name says, read from its first bytes (each format's signature), so a
 * text file or a program renamed to .png never reaches the site. A small table rather than a package: five binary
 * signatures, and SVG, which is text, no signature-reading package recognises.
 */
const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end)

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** An ISO-BMFF file ("ftyp" box first) whose major or compatible brands include AVIF's. */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length)
  const brands = [ascii(bytes, 8, 12)]
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4))
  return brands.includes('avif') || brands.includes('avis')
}

/** UTF-8 text whose first element, after an XML prolog, comments and a doctype, is <svg>. */
function isSvg(bytes: Buffer): boolean {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return false
  }
  const prolog = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE svg[^>[]*>)\s*)*<svg[\s/>]/
  return prolog.test(text)
}

const formats = {
  png: { label: 'PNG', matches: (bytes: Buffer) => bytes.subarray(0, 8).equals(PNG) },
  jpeg: { label: 'JPEG', matches: (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff },
  gif: { label: 'GIF', matches: (bytes: Buffer) => /^GIF8[79]a$/.test(ascii(bytes, 0, 6)) },
  webp: { label: 'WebP', matches: (bytes: Buffer) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP' },
  avif: { label: 'AVIF', matches: isAvif },
  svg: { label: 'SVG', matches: isSvg },
}
const byExtension: Record<string, keyof typeof formats> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', gif: 'gif', webp: 'webp', avif: 'avif', svg: 'svg' }

/** "a PNG", "an AVIF", "an SVG": the article as the label is read aloud. */
const withArticle = (label: string) => `${/^[AEFHILMNORSX]/.test(label) ? 'an' : 'a'} ${label}`

/** What is wrong with `bytes` as the image `name` says it is, in the owner's words; null when nothing is. */
export function imageTypeProblem(name: string, bytes: Buffer): string | null {
  const format = byExtension[name.split('.').pop()?.toLowerCase() ?? '']
  if (!format) return `${name}: only images (png, jpg, webp, avif, svg, gif) can be uploaded`
  const expected = formats[format]
  if (expected.matches(bytes)) return null
  const actual = Object.values(formats).find((candidate) => candidate.matches(bytes))
  return actual
    ? `${name} is ${withArticle(actual.label)} image inside, not ${expected.label} as its name says; rename it to end in .${actual.label.toLowerCase().replace('jpeg', 'jpg')} and upload it again`
    : `${name} is not ${withArticle(expected.label)} image inside (its bytes are of another kind of file); open it in an image editor, save it as an image and upload that`
}
