/**
 * An SVG file's markup, ready to sit inline in a page: without an XML prolog or <title>, its ids prefixed (so two drawings on
 * one page never share one) and its fixed width and height kept as the box's aspect ratio, to be sized by CSS.
 */
export function inlineSvg(svg: string, idPrefix: string, attributes: Record<string, string>): string {
  const body = svg
    .replace(/^<\?xml[^>]*>\s*/, '')
    // Its title becomes the aria-label the caller gives: a <title> in the page's body would read as a second one.
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/\sid="([^"]+)"/g, ` id="${idPrefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${idPrefix}-$1"`)
    .trim()
  const extra = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('')
  if (!body.startsWith('<svg')) throw new Error('Not an SVG file')
  return body.replace(/^<svg\b/, `<svg${extra}`)
}
