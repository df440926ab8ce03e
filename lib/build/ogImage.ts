/**
 * The 1200×630 social image of a page (Open Graph, Twitter), drawn as SVG from its title and section and
 * rasterised at build time (scripts/postbuild.ts) with the DejaVu fonts shipped in node_modules: no service.
 */
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Greedy word wrap by an estimated glyph width; the last line gets an ellipsis when text is left over. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = []
  let current = ''
  const words = text.split(/\s+/).filter(Boolean)
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!
    const candidate = current ? `${current} ${word}` : word
    if (candidate.length <= maxChars || !current) {
      current = candidate
      continue
    }
    lines.push(current)
    current = word
    if (lines.length === maxLines) {
      lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/[\s,.:;|-]+$/, '')}…`
      return lines
    }
  }
  if (current) lines.push(current)
  return lines
}

export function ogImageSvg({
  title,
  section,
  brand,
  domain,
  highlight,
}: {
  title: string
  section: string
  brand: string
  domain: string
  /** A headline figure drawn in a card at the right (a case study's first result), in the client's colour. */
  highlight?: { value: string; label: string; colour: string }
}): string {
  const lines = wrapText(title, highlight ? 19 : 26, 3)
  const [size, step] = highlight ? [56, 70] : [68, 84]
  const titleSvg = lines
    .map(
      (line, index) =>
        `<text x="80" y="${250 + index * step}" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#172554"/><stop offset="0.6" stop-color="#1e40af"/><stop offset="1" stop-color="#312e81"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<circle cx="1080" cy="110" r="190" fill="#ffffff" opacity="0.06"/><circle cx="1130" cy="560" r="120" fill="#f97316" opacity="0.25"/>
<rect x="80" y="72" width="56" height="56" rx="14" fill="#1d4ed8" stroke="#ffffff" stroke-opacity="0.4"/>
<path d="M95 116 108 86l13 30m-21-10h16" fill="none" stroke="#ffffff" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="126" cy="84" r="6" fill="#f97316"/>
<text x="152" y="112" font-family="DejaVu Sans" font-weight="bold" font-size="34" fill="#ffffff">${escapeXml(brand)}</text>
<text x="80" y="178" font-family="DejaVu Sans" font-weight="bold" font-size="26" fill="#fdba74" letter-spacing="3">${escapeXml(section.toUpperCase())}</text>
${titleSvg}
<rect x="80" y="540" width="120" height="6" rx="3" fill="#f97316"/>
<text x="80" y="590" font-family="DejaVu Sans" font-size="26" fill="#dbeafe">${escapeXml(domain)}</text>
${highlight ? highlightCard(highlight) : ''}
</svg>`
}

function highlightCard({ value, label, colour }: { value: string; label: string; colour: string }): string {
  const labelLines = wrapText(label, 20, 2)
  // The figure fills the card's width at most (DejaVu Sans Bold digits are about 0.62 em wide).
  const size = Math.min(64, Math.floor(290 / (value.length * 0.62)))
  return `<rect x="806" y="214" width="330" height="250" rx="28" fill="#ffffff"/>
<rect x="806" y="214" width="330" height="14" rx="7" fill="${colour}"/>
<text x="971" y="340" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="${colour}">${escapeXml(value)}</text>
${labelLines.map((line, index) => `<text x="971" y="${392 + index * 34}" text-anchor="middle" font-family="DejaVu Sans" font-size="26" fill="#334155">${escapeXml(line)}</text>`).join('')}`
}

/** Where a page's social image is written and served: /og/index.png, /og/about/team.png … */
export function ogImagePath(path: string): string {
  return `/og/${path === '/' ? 'index' : path.slice(1)}.png`
}
