import { markParts } from './ClientLogo'

export interface MockupInput {
  device: 'browser' | 'phone'
  headline: string
  address: string
  client: string
  /** The client's brand colour (content/clients.ts). */
  colour: string
  /** The headline result, shown on a floating card ("3.1×"). */
  result: string
}

const FONT = 'system-ui, sans-serif'
/** The headline in lines of at most `width` characters (two on a phone screen). */
export function headlineLines(headline: string, width: number): string[] {
  const lines: string[] = []
  for (const word of headline.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

const slate = { frame: '#0f172a', bar: '#1e293b', line: '#e2e8f0', soft: '#f1f5f9', text: '#334155' }

/** The page the client got, drawn in its brand colour: logo, navigation, hero, cards. */
function Screen({ x, y, w, input, compact }: { x: number; y: number; w: number; input: MockupInput; compact: boolean }) {
  const { monogram } = markParts(input.client)
  const heroHeight = compact ? 104 : 92
  return (
    <g>
      <circle cx={x + 18} cy={y + 18} r="9" fill={input.colour} />
      <text x={x + 18} y={y + 21.5} textAnchor="middle" fontFamily={FONT} fontSize="8" fontWeight="800" fill="#fff">
        {monogram}
      </text>
      <text x={x + 33} y={y + 22} fontFamily={FONT} fontSize="10" fontWeight="800" fill={input.colour}>
        {input.client}
      </text>
      {!compact && [0, 1, 2].map((index) => <rect key={index} x={x + w - 110 + index * 34} y={y + 15} width="26" height="6" rx="3" fill={slate.line} />)}
      <rect x={x + 8} y={y + 36} width={w - 16} height={heroHeight} rx="8" fill={input.colour} />
      {headlineLines(input.headline, compact ? 14 : 40).map((line, index) => (
        <text key={line} x={x + 20} y={y + 60 + index * 16} fontFamily={FONT} fontSize={compact ? 12 : 16} fontWeight="800" fill="#fff">
          {line}
        </text>
      ))}
      <rect x={x + 20} y={y + (compact ? 94 : 76)} width={w * 0.5} height="5" rx="2.5" fill="#fff" opacity="0.6" />
      {!compact && <rect x={x + 20} y={y + 86} width={w * 0.38} height="5" rx="2.5" fill="#fff" opacity="0.6" />}
      <rect x={x + 20} y={y + heroHeight + 4} width="64" height="18" rx="9" fill="#fff" />
      {(compact ? [0, 1] : [0, 1, 2]).map((index) => {
        const columns = compact ? 1 : 3
        const cardWidth = (w - 16 - (columns - 1) * 10) / columns
        const cx = x + 8 + (compact ? 0 : index * (cardWidth + 10))
        const cy = y + 48 + heroHeight + (compact ? index * 52 : 0)
        return (
          <g key={index}>
            <rect x={cx} y={cy} width={cardWidth} height={compact ? 44 : 62} rx="6" fill={slate.soft} />
            <rect x={cx + 8} y={cy + 8} width={compact ? 28 : cardWidth - 16} height={compact ? 28 : 24} rx="4" fill={input.colour} opacity="0.18" />
            <rect
              x={compact ? cx + 44 : cx + 8}
              y={compact ? cy + 12 : cy + 40}
              width={compact ? cardWidth - 56 : cardWidth * 0.7}
              height="5"
              rx="2.5"
              fill="#cbd5e1"
            />
            <rect
              x={compact ? cx + 44 : cx + 8}
              y={compact ? cy + 24 : cy + 50}
              width={compact ? cardWidth - 80 : cardWidth * 0.45}
              height="5"
              rx="2.5"
              fill="#cbd5e1"
            />
          </g>
        )
      })}
    </g>
  )
}

/** The floating card with the headline result. */
function ResultChip({ x, y, result, colour }: { x: number; y: number; result: string; colour: string }) {
  return (
    <g>
      <rect x={x + 3} y={y + 5} width="112" height="46" rx="12" fill="#0f172a" opacity="0.35" />
      <rect x={x} y={y} width="112" height="46" rx="12" fill="#fff" />
      <circle cx={x + 22} cy={y + 23} r="12" fill={colour} />
      <path d={`M${x + 16} ${y + 27}l5-5 3 3 5-6m-4 0h4v4`} fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      <text x={x + 42} y={y + 29.5} fontFamily={FONT} fontSize="17" fontWeight="800" fill={slate.frame}>
        {result}
      </text>
    </g>
  )
}

/**
 * A visual of the work: the client's site in a browser window or its app on a phone, drawn as inline SVG in the
 * client's colour and the site's palette. No image request; a fixed box, so it never shifts the layout.
 */
export function WorkMockup({ input, label, className = '' }: { input: MockupInput; label: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 360 300"
      width="360"
      height="300"
      role="img"
      aria-label={`${label} ${input.client}: “${input.headline}”`}
      className={`h-auto w-full max-w-[22rem] ${className}`}
      data-mockup={input.device}
    >
      <circle cx="180" cy="150" r="140" fill="#fff" opacity="0.07" />
      {input.device === 'browser' ? (
        <g>
          <rect x="14" y="36" width="332" height="236" rx="14" fill={slate.frame} opacity="0.35" transform="translate(4 6)" />
          <rect x="14" y="36" width="332" height="236" rx="14" fill="#fff" />
          <path d="M14 50a14 14 0 0 1 14-14h304a14 14 0 0 1 14 14v14H14z" fill={slate.bar} />
          <circle cx="32" cy="50" r="4" fill="#f87171" />
          <circle cx="45" cy="50" r="4" fill="#fbbf24" />
          <circle cx="58" cy="50" r="4" fill="#4ade80" />
          <rect x="96" y="43" width="180" height="14" rx="7" fill="#334155" />
          <text x="186" y="53.5" textAnchor="middle" fontFamily={FONT} fontSize="9" fill="#e2e8f0">
            {input.address}
          </text>
          <Screen x={22} y={68} w={316} input={input} compact={false} />
          <ResultChip x={238} y={12} result={input.result} colour={input.colour} />
        </g>
      ) : (
        <g>
          <rect x="104" y="10" width="152" height="284" rx="26" fill={slate.frame} opacity="0.35" transform="translate(4 6)" />
          <rect x="104" y="10" width="152" height="284" rx="26" fill={slate.frame} />
          <rect x="112" y="18" width="136" height="268" rx="19" fill="#fff" />
          <rect x="158" y="24" width="44" height="8" rx="4" fill={slate.frame} />
          <Screen x={112} y={36} w={136} input={input} compact />
          <ResultChip x={232} y={196} result={input.result} colour={input.colour} />
          <g>
            <rect x="10" y="64" width="108" height="40" rx="10" fill="#fff" />
            <circle cx="30" cy="84" r="10" fill={input.colour} opacity="0.2" />
            <rect x="46" y="76" width="60" height="5" rx="2.5" fill="#cbd5e1" />
            <rect x="46" y="87" width="40" height="5" rx="2.5" fill="#cbd5e1" />
          </g>
        </g>
      )}
    </svg>
  )
}
