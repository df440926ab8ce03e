/** What a client mark is drawn from (content/clients.ts); plain props, as the logo carousel island receives them. */
export interface ClientMark {
  name: string
  sector: string
  colour: string
  shape: 'rounded' | 'circle' | 'hexagon' | 'diamond'
}

const tiles: Record<ClientMark['shape'], string> = {
  rounded: 'M16 10h24a10 10 0 0 1 10 10v24a10 10 0 0 1-10 10H16A10 10 0 0 1 6 44V20a10 10 0 0 1 10-10z',
  circle: 'M28 9a23 23 0 1 1 0 46 23 23 0 0 1 0-46z',
  hexagon: 'M28 8l21 12v24L28 56 7 44V20z',
  diamond: 'M28 6l26 26-26 26L2 32z',
}

/** "Saffron Foods" → monogram "SF", wordmark "Saffron", descriptor "FOODS". */
export function markParts(name: string): { monogram: string; word: string; descriptor: string } {
  const words = name.split(/\s+/)
  const descriptor = words.length > 1 ? words.at(-1)! : ''
  return {
    monogram: words
      .slice(0, 2)
      .map((word) => word[0])
      .join('')
      .toUpperCase(),
    word: words.length > 1 ? words.slice(0, -1).join(' ') : name,
    descriptor: descriptor.toUpperCase(),
  }
}

/**
 * A designed mark for a client brand: a monogram tile and a two-line wordmark in the brand's own colour, or, as
 * `mono`, in the text colour around it with the tile outlined (a calm grayscale row of marks on the home hero).
 * The brands are fictional, so each is drawn here rather than borrowed; the name and sector are its accessible name.
 */
export function ClientLogo({
  name,
  sector,
  colour,
  shape,
  tone = 'colour',
  className = 'h-16 w-full max-w-[200px]',
}: ClientMark & { tone?: 'colour' | 'mono'; className?: string }) {
  const { monogram, word, descriptor } = markParts(name)
  const ink = tone === 'mono' ? 'currentColor' : colour
  return (
    <svg viewBox="0 0 200 64" width="200" height="64" role="img" aria-label={`${name} (${sector})`} className={className}>
      {tone === 'mono' ? <path d={tiles[shape]} fill="none" stroke="currentColor" strokeWidth="2.5" /> : <path d={tiles[shape]} fill={colour} />}
      <text
        x="28"
        y="38"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="16"
        fontWeight="800"
        fill={tone === 'mono' ? ink : '#fff'}
        letterSpacing="0.5"
      >
        {monogram}
      </text>
      <text x="62" y={descriptor ? 33 : 39} fontFamily="system-ui, sans-serif" fontSize="19" fontWeight="800" fill={ink} letterSpacing="-0.3">
        {word}
      </text>
      {descriptor && (
        <text x="63" y="49" fontFamily="system-ui, sans-serif" fontSize="9.5" fontWeight="700" fill={ink} letterSpacing="2.6">
          {descriptor}
        </text>
      )}
    </svg>
  )
}
