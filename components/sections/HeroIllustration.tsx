import type { ReactNode } from 'react'

/** The sections of the site that have their own hero illustration. */
export type IllustratedSection = 'services' | 'iot' | 'careers' | 'about' | 'blog' | 'contact'

/** The section a path belongs to, if it has an illustration. */
export function illustratedSection(path: string): IllustratedSection | undefined {
  const first = path.split('/')[1]
  return (['services', 'iot', 'careers', 'about', 'blog', 'contact'] as const).find((section) => section === first)
}

// One palette for all six: the brand blues, the orange accent and white, on the hero's dark blue.
const C = { card: '#ffffff', soft: '#dbeafe', line: '#bfdbfe', blue: '#2563eb', deep: '#1e3a8a', sky: '#93c5fd', orange: '#f97316', peach: '#fdba74' }

/** A white card with a drop shadow drawn as a darker offset copy (no filters: cheap to paint). */
function Card({ x, y, w, h, r = 14, children }: { x: number; y: number; w: number; h: number; r?: number; children?: ReactNode }) {
  return (
    <g>
      <rect x={x + 4} y={y + 6} width={w} height={h} rx={r} fill={C.deep} opacity="0.45" />
      <rect x={x} y={y} width={w} height={h} rx={r} fill={C.card} />
      {children}
    </g>
  )
}

const Lines = ({ x, y, widths, gap = 12 }: { x: number; y: number; widths: number[]; gap?: number }) => (
  <g fill={C.line}>
    {widths.map((width, index) => (
      <rect key={index} x={x} y={y + index * gap} width={width} height="6" rx="3" />
    ))}
  </g>
)

const Badge = ({ cx, cy, r = 22, fill = C.orange, children }: { cx: number; cy: number; r?: number; fill?: string; children: ReactNode }) => (
  <g>
    <circle cx={cx} cy={cy} r={r} fill={fill} />
    <g fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </g>
  </g>
)

const drawings: Record<IllustratedSection, ReactNode> = {
  // A dashboard whose line climbs, with a search bar and a growth badge.
  services: (
    <>
      <Card x={40} y={50} w={230} h={150}>
        <circle cx="60" cy="68" r="4" fill={C.orange} />
        <circle cx="73" cy="68" r="4" fill={C.peach} />
        <circle cx="86" cy="68" r="4" fill={C.sky} />
        <path d="M58 170l40-28 32 14 38-40 34 10 44-44" fill="none" stroke={C.blue} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        <g fill={C.soft}>
          <rect x="62" y="178" width="22" height="12" rx="3" />
          <rect x="98" y="168" width="22" height="22" rx="3" />
          <rect x="134" y="160" width="22" height="30" rx="3" />
          <rect x="170" y="150" width="22" height="40" rx="3" />
          <rect x="206" y="138" width="22" height="52" rx="3" />
        </g>
      </Card>
      <Card x={150} y={20} w={150} h={40} r={20}>
        <circle cx="174" cy="40" r="8" fill="none" stroke={C.blue} strokeWidth="3.5" />
        <path d="M180 46l6 6" stroke={C.blue} strokeWidth="3.5" strokeLinecap="round" />
        <Lines x={196} y={37} widths={[84]} />
      </Card>
      <Badge cx={270} cy={190}>
        <path d="M260 198l10-10 6 6 8-10m-6 0h6v6" />
      </Badge>
    </>
  ),
  // A chip wired to four connected devices.
  iot: (
    <>
      <g stroke={C.sky} strokeWidth="3" strokeDasharray="2 8" strokeLinecap="round" fill="none">
        <path d="M160 120H70M160 120h90M160 120V40M160 120v86" />
      </g>
      <Card x={118} y={78} w={84} h={84} r={18}>
        <rect x="136" y="96" width="48" height="48" rx="8" fill={C.blue} />
        <rect x="150" y="110" width="20" height="20" rx="4" fill={C.peach} />
        <g stroke={C.line} strokeWidth="4" strokeLinecap="round">
          <path d="M146 86v6m14-6v6m14-6v6M146 148v6m14-6v6m14-6v6M126 106h6m-6 14h6m-6 14h6M188 106h6m-6 14h6m-6 14h6" />
        </g>
      </Card>
      <Badge cx={60} cy={120} fill={C.blue}>
        <path d="M60 108v16m-6 4a6 6 0 1 0 12 0" />
      </Badge>
      <Badge cx={262} cy={120}>
        <path d="M252 122a14 14 0 0 1 20 0m-15 5a7 7 0 0 1 10 0" />
      </Badge>
      <Badge cx={160} cy={34} fill={C.blue}>
        <path d="M153 30a7 7 0 1 1 14 0c0 4-3 5-3 9h-8c0-4-3-5-3-9z" />
      </Badge>
      <Badge cx={160} cy={210} fill={C.orange}>
        <circle cx="160" cy="210" r="6" />
      </Badge>
    </>
  ),
  // Three people cards and a briefcase: a team that is hiring.
  careers: (
    <>
      {[
        { x: 30, y: 90, head: C.peach, body: C.blue },
        { x: 120, y: 50, head: C.peach, body: C.orange },
        { x: 210, y: 90, head: C.peach, body: C.deep },
      ].map((person) => (
        <Card key={person.x} x={person.x} y={person.y} w={80} h={104}>
          <circle cx={person.x + 40} cy={person.y + 34} r="16" fill={person.head} />
          <path d={`M${person.x + 16} ${person.y + 80}a24 22 0 0 1 48 0z`} fill={person.body} />
          <Lines x={person.x + 16} y={person.y + 88} widths={[48]} />
        </Card>
      ))}
      <Badge cx={160} cy={196} fill={C.blue}>
        <rect x="150" y="190" width="20" height="14" rx="3" />
        <path d="M155 190v-4h10v4" />
      </Badge>
      <Badge cx={252} cy={66} r={16}>
        <path d="M252 58l2.5 5 5.5.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.5-.8z" />
      </Badge>
    </>
  ),
  // An office card with the team behind it and a location pin.
  about: (
    <>
      <Card x={50} y={40} w={170} h={160}>
        <rect x="70" y="60" width="130" height="60" rx="10" fill={C.soft} />
        <path d="M90 120v-34h26v34M130 120V74h26v46M170 120v-24h18v24" fill={C.blue} />
        <circle cx="88" cy="150" r="12" fill={C.peach} />
        <circle cx="118" cy="150" r="12" fill={C.sky} />
        <circle cx="148" cy="150" r="12" fill={C.orange} />
        <Lines x={70} y={174} widths={[120, 80]} />
      </Card>
      <Card x={200} y={110} w={90} h={70}>
        <path d="M245 128a12 12 0 0 1 12 12c0 10-12 20-12 20s-12-10-12-20a12 12 0 0 1 12-12z" fill={C.orange} />
        <circle cx="245" cy="140" r="4" fill="#fff" />
      </Card>
      <Badge cx={236} cy={48} r={18} fill={C.blue}>
        <path d="M228 48l6 6 10-12" />
      </Badge>
    </>
  ),
  // An article with a picture, text and a pen.
  blog: (
    <>
      <Card x={60} y={30} w={180} h={180}>
        <rect x="78" y="48" width="144" height="62" rx="8" fill={C.soft} />
        <path d="M84 104l30-28 22 18 18-14 30 24z" fill={C.sky} />
        <circle cx="196" cy="66" r="8" fill={C.orange} />
        <rect x="78" y="124" width="110" height="9" rx="4.5" fill={C.blue} />
        <Lines x={78} y={144} widths={[144, 130, 144, 96]} />
      </Card>
      <Card x={210} y={150} w={90} h={48} r={24}>
        <Lines x={228} y={165} widths={[54, 36]} />
      </Card>
      <Badge cx={236} cy={50}>
        <path d="M230 58l2-8 10-10 6 6-10 10z" />
      </Badge>
    </>
  ),
  // A letter, a chat bubble and a phone: every way to reach us.
  contact: (
    <>
      <Card x={40} y={70} w={170} h={120}>
        <path d="M40 84l85 56 85-56" fill="none" stroke={C.line} strokeWidth="5" strokeLinejoin="round" />
        <rect x="60" y="152" width="60" height="8" rx="4" fill={C.blue} />
      </Card>
      <Card x={170} y={30} w={120} h={76} r={18}>
        <path d="M190 106l-6 18 22-18" fill={C.card} />
        <Lines x={190} y={52} widths={[80, 60, 70]} />
      </Card>
      <Badge cx={250} cy={176} r={26} fill={C.blue}>
        <path d="M241 166c0 12 8 20 20 20l3-5-6-4-3 3c-3-1-7-5-8-8l3-3-4-6z" />
      </Badge>
      <path d="M218 130c-20 8-26 24-20 40" fill="none" stroke={C.peach} strokeWidth="3" strokeDasharray="3 7" strokeLinecap="round" />
    </>
  ),
}

/**
 * The hero illustration of a section: inline SVG, so it costs no request, cannot become the LCP element (only
 * images and text can) and has a fixed box (width and height attributes) that never shifts the layout.
 */
export function HeroIllustration({ section, className = '' }: { section: IllustratedSection; className?: string }) {
  return (
    <svg
      viewBox="0 0 320 240"
      width="320"
      height="240"
      aria-hidden="true"
      focusable="false"
      className={`h-auto w-full max-w-[22rem] ${className}`}
      data-illustration={section}
    >
      <circle cx="160" cy="120" r="112" fill="#fff" opacity="0.07" />
      <circle cx="286" cy="30" r="18" fill={C.orange} opacity="0.35" />
      {drawings[section]}
    </svg>
  )
}
