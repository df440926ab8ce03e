import type { ReactNode } from 'react'

/** The pages and sections that have a hero illustration of their own. */
export const illustrations = [
  'home',
  'services',
  'seo',
  'ppc',
  'social-media',
  'content-marketing',
  'email-marketing',
  'web-development',
  'mobile-app',
  'software-development',
  'about',
  'testimonials',
  'why-choose-us',
  'team',
  'mission',
  'careers',
  'openings',
  'job-senior-full-stack-developer',
  'job-digital-marketing-manager',
  'job-ui-ux-designer',
  'job-business-development-executive',
  'job-devops-engineer',
  'job-content-marketing-specialist',
  'internships',
  'culture',
  'benefits',
  'iot',
  'iot-solutions',
  'iot-smart-devices',
  'iot-consulting',
  'iot-applications',
  'blog',
  'contact',
  'downloads',
] as const
export type Illustration = (typeof illustrations)[number]

/** Each page its own drawing (each job page the work of its role); a page without one shows its section's. */
const pathIllustrations: [prefix: string, illustration: Illustration][] = [
  ['/careers/openings/senior-full-stack-developer', 'job-senior-full-stack-developer'],
  ['/careers/openings/digital-marketing-manager', 'job-digital-marketing-manager'],
  ['/careers/openings/ui-ux-designer', 'job-ui-ux-designer'],
  ['/careers/openings/business-development-executive', 'job-business-development-executive'],
  ['/careers/openings/devops-engineer', 'job-devops-engineer'],
  ['/careers/openings/content-marketing-specialist', 'job-content-marketing-specialist'],
  ['/services/seo', 'seo'],
  ['/services/ppc', 'ppc'],
  ['/services/social-media', 'social-media'],
  ['/services/content-marketing', 'content-marketing'],
  ['/services/email-marketing', 'email-marketing'],
  ['/services/web-development', 'web-development'],
  ['/services/mobile-app', 'mobile-app'],
  ['/services/software-development', 'software-development'],
  ['/services', 'services'],
  ['/about/team', 'team'],
  ['/about/mission', 'mission'],
  ['/about/testimonials', 'testimonials'],
  ['/about/why-choose-us', 'why-choose-us'],
  ['/about', 'about'],
  ['/careers/openings', 'openings'],
  ['/careers/internships', 'internships'],
  ['/careers/culture', 'culture'],
  ['/careers/benefits', 'benefits'],
  ['/careers', 'careers'],
  ['/iot/solutions', 'iot-solutions'],
  ['/iot/smart-devices', 'iot-smart-devices'],
  ['/iot/consulting', 'iot-consulting'],
  ['/iot/applications', 'iot-applications'],
  ['/iot', 'iot'],
  ['/blog', 'blog'],
  ['/contact', 'contact'],
  ['/downloads', 'downloads'],
]

/** The illustration of a path: its own page's, or its section's (the longest prefix that matches). */
export function illustrationFor(path: string): Illustration | undefined {
  return pathIllustrations.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1]
}

/*
 * One palette for all of them, every colour solid: the brand blues, the orange accent, white and a mint green,
 * on the hero's dark blue. Nothing is translucent, so no shape mixes with the gradient behind it into a new colour;
 * a card's shadow is a solid navy copy of it, offset.
 */
const C = {
  card: '#ffffff',
  soft: '#dbeafe',
  line: '#bfdbfe',
  sky: '#93c5fd',
  blue: '#2563eb',
  deep: '#1e3a8a',
  shadow: '#172554',
  ring: '#3b5fc9',
  orange: '#f97316',
  peach: '#fdba74',
  cream: '#ffedd5',
  mint: '#86efac',
  green: '#16a34a',
}

/** A white card with a solid navy shadow (no filters: cheap to paint). */
function Card({
  x,
  y,
  w,
  h,
  r = 14,
  fill = C.card,
  children,
}: {
  x: number
  y: number
  w: number
  h: number
  r?: number
  fill?: string
  children?: ReactNode
}) {
  return (
    <g>
      <rect x={x + 4} y={y + 6} width={w} height={h} rx={r} fill={C.shadow} />
      <rect x={x} y={y} width={w} height={h} rx={r} fill={fill} />
      {children}
    </g>
  )
}

/** Grey text lines. */
const Lines = ({ x, y, widths, gap = 12, fill = C.line }: { x: number; y: number; widths: number[]; gap?: number; fill?: string }) => (
  <g fill={fill}>
    {widths.map((width, index) => (
      <rect key={index} x={x} y={y + index * gap} width={width} height="6" rx="3" />
    ))}
  </g>
)

/** A round badge with a white line icon. */
const Badge = ({ cx, cy, r = 22, fill = C.orange, children }: { cx: number; cy: number; r?: number; fill?: string; children: ReactNode }) => (
  <g>
    <circle cx={cx} cy={cy + 4} r={r} fill={C.shadow} />
    <circle cx={cx} cy={cy} r={r} fill={fill} />
    <g fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </g>
  </g>
)

/** A person: head and shoulders, centred on (cx, cy) at the head. */
const Person = ({ cx, cy, body, head = C.peach, scale = 1 }: { cx: number; cy: number; body: string; head?: string; scale?: number }) => (
  <g>
    <circle cx={cx} cy={cy} r={14 * scale} fill={head} />
    <path d={`M${cx - 22 * scale} ${cy + 40 * scale}a${22 * scale} ${22 * scale} 0 0 1 ${44 * scale} 0z`} fill={body} />
  </g>
)

/** A tick in a small circle. */
const Tick = ({ cx, cy, fill = C.green }: { cx: number; cy: number; fill?: string }) => (
  <g>
    <circle cx={cx} cy={cy} r="8" fill={fill} />
    <path d={`M${cx - 4} ${cy}l3 3 5-6`} fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
  </g>
)

const drawings: Record<Illustration, ReactNode> = {
  // A storefront website, the enquiries arriving on a phone and the rupees they bring.
  home: (
    <>
      <Card x={24} y={36} w={200} h={150} r={12}>
        <rect x="24" y="36" width="200" height="22" rx="12" fill={C.soft} />
        <rect x="24" y="48" width="200" height="10" fill={C.soft} />
        <circle cx="40" cy="47" r="3.5" fill={C.orange} />
        <circle cx="52" cy="47" r="3.5" fill={C.peach} />
        <circle cx="64" cy="47" r="3.5" fill={C.sky} />
        <rect x="40" y="72" width="92" height="10" rx="5" fill={C.deep} />
        <Lines x={40} y={92} widths={[104, 80]} />
        <rect x="40" y="120" width="60" height="20" rx="10" fill={C.orange} />
        <rect x="148" y="70" width="60" height="70" rx="8" fill={C.cream} />
        <path d="M156 128l14-16 10 8 8-10 14 18z" fill={C.peach} />
        <circle cx="194" cy="84" r="6" fill={C.orange} />
        <Lines x={40} y={158} widths={[168]} fill={C.soft} />
      </Card>
      <g>
        <rect x="206" y="80" width="82" height="150" rx="16" fill={C.shadow} transform="translate(4 6)" />
        <rect x="206" y="80" width="82" height="150" rx="16" fill={C.deep} />
        <rect x="213" y="92" width="68" height="126" rx="9" fill={C.card} />
        <rect x="220" y="102" width="48" height="22" rx="8" fill={C.soft} />
        <rect x="228" y="130" width="46" height="22" rx="8" fill={C.mint} />
        <rect x="220" y="158" width="40" height="22" rx="8" fill={C.soft} />
        <Tick cx={262} cy={198} />
      </g>
      <Badge cx={196} cy={30} r={20}>
        <path d="M189 21h14m-14 6h14m-14-6h5a6 6 0 0 1 0 12h-5l10 10" />
      </Badge>
    </>
  ),
  // A dashboard whose line climbs, with a search bar and a growth badge.
  services: (
    <>
      <Card x={40} y={58} w={230} h={150}>
        <circle cx="60" cy="76" r="4" fill={C.orange} />
        <circle cx="73" cy="76" r="4" fill={C.peach} />
        <circle cx="86" cy="76" r="4" fill={C.sky} />
        <g fill={C.soft}>
          <rect x="62" y="186" width="22" height="12" rx="3" />
          <rect x="98" y="176" width="22" height="22" rx="3" />
          <rect x="134" y="168" width="22" height="30" rx="3" />
          <rect x="170" y="158" width="22" height="40" rx="3" />
          <rect x="206" y="146" width="22" height="52" rx="3" />
        </g>
        <path d="M62 170l38-26 34 12 36-38 34 10 42-40" fill="none" stroke={C.blue} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </Card>
      <Card x={130} y={14} w={160} h={40} r={20}>
        <circle cx="154" cy="34" r="8" fill="none" stroke={C.blue} strokeWidth="3.5" />
        <path d="M160 40l6 6" stroke={C.blue} strokeWidth="3.5" strokeLinecap="round" />
        <Lines x={176} y={31} widths={[96]} />
      </Card>
      <Badge cx={272} cy={198}>
        <path d="M262 206l10-10 6 6 8-10m-6 0h6v6" />
      </Badge>
    </>
  ),
  // A results page: the search, the first result marked number one, and a climbing arrow.
  seo: (
    <>
      <Card x={46} y={34} w={220} h={172}>
        <rect x="62" y="50" width="188" height="26" rx="13" fill={C.soft} />
        <circle cx="78" cy="63" r="6" fill="none" stroke={C.blue} strokeWidth="3" />
        <path d="M82.5 67.5l5 5" stroke={C.blue} strokeWidth="3" strokeLinecap="round" />
        <Lines x={94} y={60} widths={[90]} fill={C.line} />
        <rect x="62" y="88" width="188" height="46" rx="8" fill={C.cream} />
        <rect x="72" y="98" width="100" height="8" rx="4" fill={C.blue} />
        <Lines x={72} y={114} widths={[160]} fill={C.peach} />
        <Lines x={72} y={148} widths={[90, 150]} gap={11} />
        <Lines x={72} y={178} widths={[80, 140]} gap={11} />
      </Card>
      <Badge cx={252} cy={96} r={20}>
        <path d="M246 90h4v14m-4 0h8" />
      </Badge>
      <Badge cx={262} cy={190} fill={C.blue}>
        <path d="M252 198l10-10 6 6 8-10m-6 0h6v6" />
      </Badge>
    </>
  ),
  // A sponsored result, the click on it, and the bars of what each rupee brought.
  ppc: (
    <>
      <Card x={34} y={40} w={196} h={96}>
        <rect x="50" y="56" width="26" height="14" rx="7" fill={C.orange} />
        <rect x="84" y="58" width="96" height="9" rx="4.5" fill={C.deep} />
        <Lines x={50} y={82} widths={[160, 130]} />
        <rect x="50" y="108" width="64" height="16" rx="8" fill={C.blue} />
      </Card>
      <path d="M104 116l4 30 8-9 10 15 6-4-10-14 12-3z" fill={C.card} stroke={C.deep} strokeWidth="3" strokeLinejoin="round" />
      <Card x={150} y={120} w={140} h={92}>
        <g fill={C.blue}>
          <rect x="168" y="176" width="16" height="20" rx="3" />
          <rect x="192" y="164" width="16" height="32" rx="3" />
          <rect x="216" y="152" width="16" height="44" rx="3" />
          <rect x="240" y="138" width="16" height="58" rx="3" fill={C.green} />
        </g>
        <rect x="264" y="134" width="12" height="62" rx="3" fill={C.soft} />
      </Card>
      <Badge cx={262} cy={62} r={22} fill={C.green}>
        <path d="M255 53h14m-14 6h14m-14-6h5a6 6 0 0 1 0 12h-5l10 10" />
      </Badge>
    </>
  ),
  // A phone showing a post, with the hearts and comments it gathers.
  'social-media': (
    <>
      <g>
        <rect x="104" y="18" width="112" height="208" rx="20" fill={C.shadow} transform="translate(4 6)" />
        <rect x="104" y="18" width="112" height="208" rx="20" fill={C.deep} />
        <rect x="112" y="32" width="96" height="180" rx="12" fill={C.card} />
        <circle cx="126" cy="46" r="7" fill={C.peach} />
        <Lines x={138} y={43} widths={[50]} />
        <rect x="118" y="60" width="84" height="84" rx="8" fill={C.soft} />
        <path d="M122 138l26-28 18 16 14-10 20 22z" fill={C.sky} />
        <circle cx="184" cy="78" r="8" fill={C.orange} />
        <path d="M126 160c-4-4-1-10 4-8 5-2 8 4 4 8l-4 4z" fill={C.orange} />
        <circle cx="150" cy="158" r="5" fill="none" stroke={C.blue} strokeWidth="2.5" />
        <Lines x={118} y={176} widths={[80, 60]} />
      </g>
      <Card x={32} y={70} w={76} h={40} r={20}>
        <path d="M52 96c-7-6-2-15 4-12 6-3 11 6 4 12l-4 4z" fill={C.orange} />
        <rect x="72" y="86" width="24" height="8" rx="4" fill={C.deep} />
      </Card>
      <Card x={214} y={130} w={86} h={44} r={18}>
        <Lines x={230} y={144} widths={[54, 36]} />
      </Card>
      <Badge cx={246} cy={60} fill={C.blue}>
        <path d="M236 60h20m-8-8l8 8-8 8" />
      </Badge>
    </>
  ),
  // A month's content calendar, its published days ticked, and the megaphone that spreads it.
  'content-marketing': (
    <>
      <Card x={40} y={40} w={200} h={164}>
        <rect x="40" y="40" width="200" height="30" rx="14" fill={C.deep} />
        <rect x="40" y="56" width="200" height="14" fill={C.deep} />
        <Lines x={56} y={52} widths={[70]} fill={C.sky} />
        <g fill={C.soft}>
          {[0, 1, 2, 3, 4].map((column) =>
            [0, 1, 2].map((row) => <rect key={`${column}-${row}`} x={56 + column * 36} y={84 + row * 38} width="28" height="28" rx="6" />),
          )}
        </g>
        <rect x="92" y="84" width="28" height="28" rx="6" fill={C.blue} />
        <rect x="164" y="122" width="28" height="28" rx="6" fill={C.orange} />
        <rect x="56" y="160" width="28" height="28" rx="6" fill={C.mint} />
        <Tick cx={106} cy={98} fill={C.deep} />
      </Card>
      <Badge cx={262} cy={104} r={26}>
        <path d="M250 100v8h6l14 8v-24l-14 8zm6 8l2 8" />
      </Badge>
      <Card x={214} y={160} w={84} h={44} r={22}>
        <Lines x={232} y={175} widths={[50, 32]} />
      </Card>
    </>
  ),
  // A letter leaving its envelope, and the open rate it earns.
  'email-marketing': (
    <>
      <Card x={36} y={92} w={168} h={116} r={12}>
        <rect x="60" y="56" width="120" height="96" rx="8" fill={C.cream} />
        <rect x="74" y="72" width="70" height="9" rx="4.5" fill={C.deep} />
        <Lines x={74} y={92} widths={[90, 80, 60]} fill={C.peach} />
        <path d="M36 104l84 58 84-58v92a12 12 0 0 1-12 12H48a12 12 0 0 1-12-12z" fill={C.card} />
        <path d="M36 104l84 58 84-58" fill="none" stroke={C.line} strokeWidth="4" strokeLinejoin="round" />
      </Card>
      <Card x={196} y={34} w={100} h={104}>
        <circle cx="246" cy="80" r="28" fill="none" stroke={C.soft} strokeWidth="12" />
        <path d="M246 52a28 28 0 1 1-26.6 36.6" fill="none" stroke={C.green} strokeWidth="12" />
        <Lines x={216} y={120} widths={[60]} />
      </Card>
      <Badge cx={250} cy={186} fill={C.blue}>
        <path d="M240 186l6 6 14-14" />
      </Badge>
    </>
  ),
  // A browser with the page's blocks, its code beside it, and the cursor that builds it.
  'web-development': (
    <>
      <Card x={30} y={34} w={208} h={156} r={12}>
        <rect x="30" y="34" width="208" height="22" rx="12" fill={C.soft} />
        <rect x="30" y="46" width="208" height="10" fill={C.soft} />
        <circle cx="46" cy="45" r="3.5" fill={C.orange} />
        <circle cx="58" cy="45" r="3.5" fill={C.peach} />
        <circle cx="70" cy="45" r="3.5" fill={C.sky} />
        <rect x="46" y="68" width="176" height="44" rx="8" fill={C.deep} />
        <Lines x={58} y={80} widths={[90, 60]} fill={C.sky} />
        <rect x="46" y="122" width="54" height="52" rx="8" fill={C.soft} />
        <rect x="107" y="122" width="54" height="52" rx="8" fill={C.cream} />
        <rect x="168" y="122" width="54" height="52" rx="8" fill={C.soft} />
      </Card>
      <Card x={194} y={128} w={104} h={82} fill={C.deep}>
        <path
          d="M214 158l-10 10 10 10m28-20l10 10-10 10m-16 6l8-32"
          fill="none"
          stroke={C.mint}
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <Lines x={264} y={150} widths={[20, 14, 22]} fill={C.sky} />
      </Card>
      <Badge cx={258} cy={58} r={20} fill={C.blue}>
        <path d="M252 50l12 8-12 8z" />
      </Badge>
    </>
  ),
  // Two phones of one app, a list and a detail screen, with its store rating.
  'mobile-app': (
    <>
      {[
        { x: 64, y: 34 },
        { x: 170, y: 58 },
      ].map(({ x, y }, index) => (
        <g key={x}>
          <rect x={x} y={y} width="90" height="170" rx="18" fill={C.shadow} transform="translate(4 6)" />
          <rect x={x} y={y} width="90" height="170" rx="18" fill={C.deep} />
          <rect x={x + 7} y={y + 12} width="76" height="146" rx="10" fill={C.card} />
          {index === 0 ? (
            <>
              <rect x={x + 14} y={y + 22} width="62" height="36" rx="8" fill={C.blue} />
              <rect x={x + 14} y={y + 66} width="62" height="18" rx="6" fill={C.soft} />
              <rect x={x + 14} y={y + 90} width="62" height="18" rx="6" fill={C.soft} />
              <rect x={x + 14} y={y + 114} width="62" height="18" rx="6" fill={C.cream} />
            </>
          ) : (
            <>
              <rect x={x + 14} y={y + 22} width="62" height="60" rx="8" fill={C.cream} />
              <circle cx={x + 45} cy={y + 52} r="14" fill={C.orange} />
              <Lines x={x + 14} y={y + 94} widths={[56, 40, 50]} />
              <rect x={x + 14} y={y + 132} width="62" height="16" rx="8" fill={C.blue} />
            </>
          )}
        </g>
      ))}
      <Card x={16} y={170} w={104} h={38} r={19}>
        <g fill={C.orange}>
          {[0, 1, 2, 3, 4].map((star) => (
            <path key={star} d={`M${34 + star * 17} 180l2.6 5.4 5.9.8-4.3 4.1 1 5.9-5.2-2.8-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z`} />
          ))}
        </g>
      </Card>
    </>
  ),
  // A terminal's code, the system it runs (a table of records) and the gear of its integrations.
  'software-development': (
    <>
      <Card x={36} y={30} w={200} h={128}>
        <rect x="54" y="48" width="164" height="14" rx="4" fill={C.soft} />
        {[0, 1, 2, 3].map((row) => (
          <g key={row}>
            <circle cx="62" cy={80 + row * 20} r="5" fill={row === 1 ? C.orange : C.sky} />
            <rect x="74" y={77 + row * 20} width="70" height="6" rx="3" fill={C.line} />
            <rect x="160" y={76 + row * 20} width="40" height="8" rx="4" fill={row === 2 ? C.mint : C.soft} />
          </g>
        ))}
      </Card>
      <Card x={120} y={132} w={170} h={84} fill={C.deep}>
        <path d="M136 154l8 6-8 6" fill="none" stroke={C.mint} strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        <Lines x={152} y={157} widths={[90, 60, 110]} gap={14} fill={C.sky} />
      </Card>
      <Badge cx={262} cy={76} r={24} fill={C.blue}>
        <circle cx="262" cy="76" r="6" />
        <path d="M262 62v5m0 18v5m-14-14h5m18 0h5m-19-10l3 3m12 12l3 3m0-18l-3 3m-12 12l-3 3" />
      </Badge>
    </>
  ),
  // A client's quote, its five stars and the person who said it.
  testimonials: (
    <>
      <Card x={40} y={44} w={210} h={130}>
        <path d="M62 90c0-14 6-22 18-26l3 6c-6 3-9 7-9 12h8v16H62zm30 0c0-14 6-22 18-26l3 6c-6 3-9 7-9 12h8v16H92z" fill={C.orange} />
        <Lines x={130} y={72} widths={[100, 80]} />
        <Lines x={62} y={120} widths={[168, 150, 120]} />
      </Card>
      <Card x={130} y={160} w={160} h={56} r={28}>
        <circle cx="158" cy="188" r="16" fill={C.soft} />
        <Person cx={158} cy={184} body={C.blue} scale={0.4} />
        <rect x="182" y="178" width="80" height="8" rx="4" fill={C.deep} />
        <g fill={C.orange}>
          {[0, 1, 2, 3, 4].map((star) => (
            <circle key={star} cx={186 + star * 12} cy={198} r="3.5" />
          ))}
        </g>
      </Card>
      <Badge cx={254} cy={44} r={20} fill={C.green}>
        <path d="M246 44l6 6 10-12" />
      </Badge>
    </>
  ),
  // A checklist of reasons beside the award they add up to.
  'why-choose-us': (
    <>
      <Card x={40} y={36} w={170} h={170}>
        {[0, 1, 2, 3].map((row) => (
          <g key={row}>
            <Tick cx={64} cy={66 + row * 36} />
            <Lines x={80} y={60 + row * 36} widths={[100 - row * 10, 70]} gap={10} />
          </g>
        ))}
      </Card>
      <g>
        <circle cx="250" cy="104" r="40" fill={C.shadow} transform="translate(4 6)" />
        <path d="M232 138l-10 48 16-8 10 14 8-44zm36 0l10 48-16-8-10 14-8-44z" fill={C.blue} />
        <circle cx="250" cy="104" r="40" fill={C.orange} />
        <circle cx="250" cy="104" r="28" fill={C.cream} />
        <path d="M250 88l5 10 11 1.6-8 7.8 1.9 11-9.9-5.2-9.9 5.2 1.9-11-8-7.8 11-1.6z" fill={C.orange} />
      </g>
    </>
  ),
  // The office: a skyline card, the people in it and where it is.
  about: (
    <>
      <Card x={44} y={40} w={176} h={164}>
        <rect x="62" y="58" width="140" height="66" rx="10" fill={C.soft} />
        <path d="M82 124V90h26v34M122 124V74h26v50M162 124V98h22v26" fill={C.blue} />
        <g fill={C.card}>
          <rect x="88" y="98" width="6" height="6" rx="1" />
          <rect x="96" y="98" width="6" height="6" rx="1" />
          <rect x="128" y="84" width="6" height="6" rx="1" />
          <rect x="136" y="84" width="6" height="6" rx="1" />
          <rect x="128" y="96" width="6" height="6" rx="1" />
          <rect x="136" y="96" width="6" height="6" rx="1" />
        </g>
        <circle cx="80" cy="150" r="12" fill={C.peach} />
        <circle cx="108" cy="150" r="12" fill={C.sky} />
        <circle cx="136" cy="150" r="12" fill={C.orange} />
        <Lines x={62} y={176} widths={[130, 86]} />
      </Card>
      <Card x={206} y={112} w={86} h={72}>
        <path d="M249 126a13 13 0 0 1 13 13c0 11-13 22-13 22s-13-11-13-22a13 13 0 0 1 13-13z" fill={C.orange} />
        <circle cx="249" cy="139" r="4.5" fill="#fff" />
        <rect x="231" y="168" width="36" height="5" rx="2.5" fill={C.line} />
      </Card>
      <Badge cx={238} cy={52} r={18} fill={C.blue}>
        <path d="M230 52l6 6 10-12" />
      </Badge>
    </>
  ),
  // The leadership: one card above, three below it, joined like an organisation chart.
  team: (
    <>
      <path d="M160 92v22M70 114h180M70 114v14M160 114v14M250 114v14" fill="none" stroke={C.sky} strokeWidth="3" strokeLinecap="round" />
      <Card x={118} y={14} w={84} h={78}>
        <Person cx={160} cy={38} body={C.orange} />
      </Card>
      {[
        { x: 30, body: C.blue },
        { x: 120, body: C.deep },
        { x: 210, body: C.blue },
      ].map((member) => (
        <Card key={member.x} x={member.x} y={128} w={80} h={96}>
          <Person cx={member.x + 40} cy={152} body={member.body} scale={0.9} />
          <Lines x={member.x + 16} y={200} widths={[48, 30]} gap={10} />
        </Card>
      ))}
      <Badge cx={252} cy={46} r={17}>
        <path d="M252 38l2.5 5 5.5.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.5-.8z" />
      </Badge>
    </>
  ),
  // A summit with the flag planted, a path climbing to it, and a compass: where we are going and how.
  mission: (
    <>
      <Card x={36} y={40} w={200} h={168}>
        <rect x="52" y="56" width="168" height="120" rx="10" fill={C.soft} />
        <path d="M52 176l56-70 30 34 26-28 56 64z" fill={C.blue} />
        <path d="M108 106l14 17-10-2-8 10-6-12z" fill={C.card} />
        <path d="M164 112l10 11-8-1z" fill={C.card} />
        <path d="M108 106V72" stroke={C.deep} strokeWidth="3" strokeLinecap="round" />
        <path d="M108 72h24l-6 7 6 7h-24z" fill={C.orange} />
        <path d="M64 196c22-4 30-18 52-18s30 10 56 6" fill="none" stroke={C.peach} strokeWidth="3" strokeDasharray="3 7" strokeLinecap="round" />
      </Card>
      <Card x={214} y={118} w={84} h={84} r={42}>
        <circle cx="256" cy="160" r="32" fill="none" stroke={C.line} strokeWidth="4" />
        <path d="M256 136l8 24-8 24-8-24z" fill={C.soft} />
        <path d="M256 136l8 24h-16z" fill={C.orange} />
        <circle cx="256" cy="160" r="4" fill={C.deep} />
      </Card>
      <Badge cx={250} cy={56} r={18} fill={C.blue}>
        <circle cx="250" cy="56" r="7" />
        <circle cx="250" cy="56" r="1.5" />
      </Badge>
    </>
  ),
  // Three people cards and a briefcase: a team that is hiring.
  careers: (
    <>
      {[
        { x: 30, y: 90, body: C.blue },
        { x: 120, y: 50, body: C.orange },
        { x: 210, y: 90, body: C.deep },
      ].map((person) => (
        <Card key={person.x} x={person.x} y={person.y} w={80} h={104}>
          <Person cx={person.x + 40} cy={person.y + 34} body={person.body} />
          <Lines x={person.x + 16} y={person.y + 86} widths={[48]} />
        </Card>
      ))}
      <Badge cx={160} cy={200} fill={C.blue}>
        <rect x="150" y="194" width="20" height="14" rx="3" />
        <path d="M155 194v-4h10v4" />
      </Badge>
      <Badge cx={256} cy={60} r={16}>
        <path d="M256 52l2.5 5 5.5.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.5-.8z" />
      </Badge>
    </>
  ),
  // A board of openings under a magnifier: one of them is picked.
  openings: (
    <>
      <Card x={40} y={26} w={190} h={190}>
        <rect x="40" y="26" width="190" height="34" rx="14" fill={C.deep} />
        <rect x="40" y="46" width="190" height="14" fill={C.deep} />
        <Lines x={58} y={40} widths={[80]} fill={C.sky} />
        {[0, 1, 2].map((row) => (
          <g key={row}>
            <rect x="56" y={74 + row * 46} width="158" height="36" rx="8" fill={row === 1 ? C.cream : C.soft} />
            <rect x="66" y={83 + row * 46} width="18" height="18" rx="5" fill={row === 1 ? C.orange : C.blue} />
            <Lines x={92} y={85 + row * 46} widths={[74, 46]} gap={10} fill={row === 1 ? C.peach : C.line} />
          </g>
        ))}
        <Tick cx={196} cy={138} />
      </Card>
      <g>
        <circle cx="252" cy="96" r="34" fill={C.shadow} />
        <circle cx="248" cy="90" r="34" fill={C.card} />
        <circle cx="248" cy="90" r="24" fill={C.soft} stroke={C.blue} strokeWidth="6" />
        <path d="M266 110l22 24" stroke={C.blue} strokeWidth="10" strokeLinecap="round" />
        <path d="M238 86a12 12 0 0 1 12-10" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </g>
    </>
  ),
  // Full-stack: an editor of code over the server it deploys to, and the API between them.
  'job-senior-full-stack-developer': (
    <>
      <Card x={30} y={34} w={200} h={140}>
        <rect x="30" y="34" width="200" height="26" rx="14" fill={C.deep} />
        <rect x="30" y="48" width="200" height="12" fill={C.deep} />
        <circle cx="46" cy="47" r="4" fill={C.orange} />
        <circle cx="60" cy="47" r="4" fill={C.peach} />
        <circle cx="74" cy="47" r="4" fill={C.mint} />
        <path d="M50 84l-10 10 10 10M78 84l10 10-10 10" fill="none" stroke={C.blue} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <Lines x={100} y={80} widths={[90, 60, 104, 40]} gap={13} />
        <rect x="46" y="132" width="40" height="8" rx="4" fill={C.orange} />
        <Lines x={94} y={133} widths={[70]} fill={C.sky} />
        <Lines x={46} y={150} widths={[120]} />
      </Card>
      <Card x={196} y={118} w={96} h={96} r={12} fill={C.deep}>
        {[0, 1, 2].map((row) => (
          <g key={row}>
            <rect x="208" y={130 + row * 26} width="72" height="18" rx="5" fill={C.ring} />
            <circle cx="218" cy={139 + row * 26} r="3.5" fill={row === 2 ? C.orange : C.mint} />
            <rect x="228" y={137 + row * 26} width="40" height="4" rx="2" fill={C.sky} />
          </g>
        ))}
      </Card>
      <Badge cx={262} cy={70} r={22} fill={C.blue}>
        <path d="M252 64h20M252 76h20M258 58l-4 24M270 58l-4 24" />
      </Badge>
    </>
  ),
  // A campaign's report: the funnel from reach to leads, the month's rise, and the plan's megaphone.
  'job-digital-marketing-manager': (
    <>
      <Card x={34} y={30} w={170} h={180}>
        <Lines x={52} y={48} widths={[90]} fill={C.deep} />
        <path d="M52 70h134l-14 28H66z" fill={C.blue} />
        <path d="M68 104h102l-14 28H82z" fill={C.sky} />
        <path d="M84 138h70l-12 28H96z" fill={C.orange} />
        <Lines x={60} y={186} widths={[60, 40]} gap={0} />
        <rect x="130" y="182" width="56" height="14" rx="7" fill={C.cream} />
      </Card>
      <Card x={176} y={92} w={116} h={96}>
        <path d="M190 168l22-22 18 12 26-30 22 4" fill="none" stroke={C.green} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="278" cy="132" r="5" fill={C.green} />
        <Lines x={190} y={106} widths={[50]} fill={C.line} />
      </Card>
      <Badge cx={250} cy={52} r={24} fill={C.orange}>
        <path d="M238 56v-8l16-8v24l-16-8zM254 44h6v16h-6M242 56l3 10" />
      </Badge>
    </>
  ),
  // A screen being designed: the wireframe, its colour swatches and the pen that draws the curve.
  'job-ui-ux-designer': (
    <>
      <Card x={36} y={30} w={190} h={150}>
        <rect x="52" y="46" width="158" height="16" rx="6" fill={C.soft} />
        <rect x="52" y="72" width="74" height="58" rx="8" fill={C.cream} />
        <path d="M60 122l18-22 14 14 10-8 18 16z" fill={C.peach} />
        <circle cx="112" cy="86" r="6" fill={C.orange} />
        <Lines x={136} y={76} widths={[74, 56, 66]} gap={13} />
        <rect x="136" y="116" width="52" height="14" rx="7" fill={C.blue} />
        <rect x="52" y="142" width="158" height="24" rx="8" fill="none" stroke={C.sky} strokeWidth="2" strokeDasharray="6 5" />
      </Card>
      <Card x={52} y={190} w={132} h={30} r={15}>
        {[C.blue, C.orange, C.mint, C.deep].map((fill, index) => (
          <circle key={fill} cx={72 + index * 30} cy="205" r="9" fill={fill} />
        ))}
      </Card>
      <path d="M206 196c30-4 56-34 62-78" fill="none" stroke={C.card} strokeWidth="3" strokeDasharray="2 7" strokeLinecap="round" />
      <circle cx="206" cy="196" r="6" fill={C.card} stroke={C.blue} strokeWidth="3" />
      <Badge cx={266} cy={100} r={24} fill={C.blue}>
        <path d="M258 110l4-14 12-12 6 6-12 12zM268 88l6 6" />
      </Badge>
    </>
  ),
  // A proposal with its rupee figure, the meeting booked on the calendar, and the client across the table.
  'job-business-development-executive': (
    <>
      <Card x={34} y={40} w={150} h={176}>
        <rect x="50" y="56" width="60" height="10" rx="5" fill={C.deep} />
        <Lines x={50} y={78} widths={[116, 96, 110]} gap={12} />
        <rect x="50" y="120" width="118" height="40" rx="8" fill={C.cream} />
        <text x="62" y="147" fontSize="20" fontWeight="700" fill={C.orange} fontFamily="inherit">
          ₹
        </text>
        <rect x="82" y="134" width="70" height="10" rx="5" fill={C.orange} />
        <Lines x={50} y={174} widths={[80]} />
        <path d="M50 198c10-10 18 6 28-4s14 6 24-2" fill="none" stroke={C.blue} strokeWidth="3" strokeLinecap="round" />
      </Card>
      <Card x={170} y={26} w={118} h={104}>
        <rect x="170" y="26" width="118" height="26" rx="14" fill={C.blue} />
        <rect x="170" y="40" width="118" height="12" fill={C.blue} />
        {[0, 1, 2].map((row) =>
          [0, 1, 2, 3].map((column) => (
            <rect
              key={`${row}-${column}`}
              x={184 + column * 24}
              y={62 + row * 20}
              width="16"
              height="12"
              rx="3"
              fill={row === 1 && column === 2 ? C.orange : C.soft}
            />
          )),
        )}
      </Card>
      <Card x={200} y={146} w={92} h={70}>
        <Person cx={246} cy={168} body={C.blue} scale={0.8} />
      </Card>
      <Tick cx={288} cy={146} />
    </>
  ),
  // A pipeline from commit to build to release, each stage ticked, over the servers it keeps running.
  'job-devops-engineer': (
    <>
      <Card x={26} y={40} w={268} h={64}>
        {[0, 1, 2].map((stage) => (
          <g key={stage}>
            <rect x={42 + stage * 84} y="56" width="68" height="32" rx="10" fill={stage === 2 ? C.cream : C.soft} />
            <Tick cx={58 + stage * 84} cy={72} fill={stage === 2 ? C.orange : C.green} />
            <rect x={72 + stage * 84} y="69" width="30" height="6" rx="3" fill={stage === 2 ? C.peach : C.line} />
          </g>
        ))}
        <path d="M112 72h12M196 72h12" stroke={C.blue} strokeWidth="3" strokeLinecap="round" />
      </Card>
      <Card x={54} y={122} w={150} h={96} fill={C.deep}>
        {[0, 1, 2].map((row) => (
          <g key={row}>
            <rect x="68" y={134 + row * 26} width="122" height="18" rx="5" fill={C.ring} />
            <circle cx="80" cy={143 + row * 26} r="3.5" fill={C.mint} />
            <circle cx="92" cy={143 + row * 26} r="3.5" fill={row === 1 ? C.orange : C.mint} />
            <rect x="104" y={141 + row * 26} width="60" height="4" rx="2" fill={C.sky} />
          </g>
        ))}
      </Card>
      <Badge cx={248} cy={168} r={28} fill={C.blue}>
        <circle cx="248" cy="168" r="7" />
        <path d="M248 150v6M248 180v6M230 168h6M260 168h6M235 155l4 4M257 177l4 4M235 181l4-4M257 159l4-4" />
      </Badge>
    </>
  ),
  // An article taking shape: its headline, its picture and its paragraphs, the pen still writing.
  'job-content-marketing-specialist': (
    <>
      <Card x={50} y={24} w={170} h={196}>
        <rect x="66" y="42" width="110" height="12" rx="6" fill={C.deep} />
        <rect x="66" y="60" width="76" height="12" rx="6" fill={C.deep} />
        <rect x="66" y="84" width="138" height="54" rx="8" fill={C.soft} />
        <path d="M74 130l26-28 18 18 12-10 22 20z" fill={C.sky} />
        <circle cx="182" cy="100" r="8" fill={C.orange} />
        <Lines x={66} y={152} widths={[138, 120, 132, 70]} gap={13} />
      </Card>
      <Card x={198} y={120} w={90} h={58}>
        <Lines x={212} y={134} widths={[60, 44]} gap={12} fill={C.peach} />
        <rect x="212" y="158" width="34" height="8" rx="4" fill={C.orange} />
      </Card>
      <Badge cx={246} cy={62} r={24} fill={C.orange}>
        <path d="M236 74l3-11 14-14 8 8-14 14zM249 53l8 8" />
      </Badge>
    </>
  ),
  // A laptop with code, a mortarboard and steps that climb: learning by building.
  internships: (
    <>
      <Card x={40} y={64} w={184} h={118} r={12}>
        <rect x="54" y="78" width="156" height="90" rx="6" fill={C.deep} />
        <g fill="none" strokeWidth="5" strokeLinecap="round">
          <path d="M68 96h30" stroke={C.orange} />
          <path d="M106 96h40" stroke={C.sky} />
          <path d="M80 112h50" stroke={C.mint} />
          <path d="M80 128h30" stroke={C.sky} />
          <path d="M118 128h44" stroke={C.peach} />
          <path d="M68 144h24" stroke={C.orange} />
        </g>
      </Card>
      <path d="M26 196h212l-14 14H40z" fill={C.soft} />
      <rect x="26" y="190" width="212" height="8" rx="4" fill={C.card} />
      <g>
        <rect x="232" y="168" width="22" height="38" fill={C.blue} />
        <rect x="254" y="148" width="22" height="58" fill={C.sky} />
        <rect x="276" y="126" width="22" height="80" fill={C.card} />
      </g>
      <g>
        <path d="M206 46l52-20 52 20-52 20z" fill={C.shadow} transform="translate(0 5)" />
        <path d="M206 46l52-20 52 20-52 20z" fill={C.orange} />
        <path d="M230 56v16c0 8 56 8 56 0V56l-28 10z" fill={C.peach} />
        <path d="M302 49v22" stroke={C.card} strokeWidth="3" strokeLinecap="round" />
        <circle cx="302" cy="74" r="4" fill={C.card} />
      </g>
    </>
  ),
  // Speech bubbles, a heart and a table of people: how the team works together.
  culture: (
    <>
      <Card x={30} y={96} w={230} h={110}>
        <rect x="74" y="150" width="142" height="16" rx="8" fill={C.soft} />
        <Person cx={92} cy={124} body={C.blue} scale={0.8} />
        <Person cx={145} cy={118} body={C.orange} scale={0.8} />
        <Person cx={198} cy={124} body={C.deep} scale={0.8} />
        <rect x="74" y="150" width="142" height="16" rx="8" fill={C.line} />
        <Lines x={62} y={182} widths={[96, 60]} gap={10} />
      </Card>
      <Card x={34} y={22} w={112} h={52} r={18}>
        <path d="M58 74l-4 16 20-16" fill={C.card} />
        <Lines x={52} y={38} widths={[76, 52]} gap={12} />
      </Card>
      <Card x={170} y={30} w={104} h={48} r={18} fill={C.blue}>
        <path d="M250 78l6 14-20-14" fill={C.blue} />
        <Lines x={186} y={45} widths={[70, 44]} gap={12} fill={C.sky} />
      </Card>
      <Badge cx={284} cy={152} r={20}>
        <path d="M284 162s-11-7-11-14a6 6 0 0 1 11-3 6 6 0 0 1 11 3c0 7-11 14-11 14z" />
      </Badge>
    </>
  ),
  // Health cover, savings and a gift: what working here brings.
  benefits: (
    <>
      <g>
        <path d="M116 28l58 20v50c0 42-30 66-58 78-28-12-58-36-58-78V48z" fill={C.shadow} transform="translate(4 6)" />
        <path d="M116 28l58 20v50c0 42-30 66-58 78-28-12-58-36-58-78V48z" fill={C.card} />
        <path d="M116 44l44 15v39c0 32-22 51-44 60-22-9-44-28-44-60V59z" fill={C.blue} />
        <path d="M116 76v40M96 96h40" stroke="#fff" strokeWidth="10" strokeLinecap="round" />
      </g>
      <Card x={184} y={40} w={106} h={80}>
        <circle cx="216" cy="80" r="20" fill={C.orange} />
        <path
          d="M209 70h14m-14 7h14m-14-7h6a7 7 0 0 1 0 14h-6l12 12"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <Lines x={244} y={66} widths={[32, 24, 32]} gap={12} />
      </Card>
      <g>
        <rect x="190" y="148" width="92" height="62" rx="8" fill={C.shadow} transform="translate(4 6)" />
        <rect x="190" y="148" width="92" height="62" rx="8" fill={C.peach} />
        <rect x="184" y="134" width="104" height="22" rx="6" fill={C.orange} />
        <rect x="228" y="134" width="16" height="76" fill={C.card} />
        <path d="M236 134c-10-18-30-12-20 0m20 0c10-18 30-12 20 0" fill="none" stroke={C.card} strokeWidth="5" strokeLinecap="round" />
      </g>
      <Tick cx={66} cy={196} />
      <Lines x={82} y={193} widths={[84]} fill={C.sky} />
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
  // The layers of a solution: sensors, a gateway, the cloud and the dashboard on top.
  'iot-solutions': (
    <>
      <path d="M96 176v-22M160 176v-22M224 176v-22M160 118v-16" stroke={C.sky} strokeWidth="3" strokeDasharray="2 6" strokeLinecap="round" />
      <Card x={56} y={20} w={208} h={76}>
        <Lines x={74} y={36} widths={[70]} fill={C.soft} />
        <path d="M76 84l30-18 24 8 30-22 26 6 30-20" fill="none" stroke={C.blue} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="214" y="34" width="34" height="48" rx="6" fill={C.cream} />
        <rect x="222" y="60" width="18" height="16" rx="3" fill={C.orange} />
      </Card>
      <g>
        <path d="M122 136a18 18 0 0 1 4-35 24 24 0 0 1 46-4 18 18 0 0 1 18 39z" fill={C.shadow} transform="translate(4 6)" />
        <path d="M122 136a18 18 0 0 1 4-35 24 24 0 0 1 46-4 18 18 0 0 1 18 39z" fill={C.card} />
        <path d="M146 124l10-10 10 10m-10-10v20" fill="none" stroke={C.blue} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      {[
        { x: 72, fill: C.blue },
        { x: 136, fill: C.orange },
        { x: 200, fill: C.blue },
      ].map((sensor) => (
        <Card key={sensor.x} x={sensor.x} y={176} w={48} h={44} r={12}>
          <circle cx={sensor.x + 24} cy={198} r="9" fill={sensor.fill} />
          <circle cx={sensor.x + 24} cy={198} r="3.5" fill="#fff" />
        </Card>
      ))}
    </>
  ),
  // A phone that switches a bulb, a plug and a thermostat.
  'iot-smart-devices': (
    <>
      <g>
        <rect x="42" y="34" width="92" height="178" rx="18" fill={C.shadow} transform="translate(4 6)" />
        <rect x="42" y="34" width="92" height="178" rx="18" fill={C.deep} />
        <rect x="50" y="48" width="76" height="150" rx="10" fill={C.card} />
        {[0, 1, 2].map((row) => (
          <g key={row}>
            <rect x="58" y={60 + row * 44} width="60" height="34" rx="8" fill={C.soft} />
            <Lines x={64} y={70 + row * 44} widths={[26, 18]} gap={9} />
            <rect x="96" y={70 + row * 44} width="16" height="10" rx="5" fill={row === 1 ? C.line : C.blue} />
            <circle cx={row === 1 ? 101 : 107} cy={75 + row * 44} r="4" fill="#fff" />
          </g>
        ))}
      </g>
      <path
        d="M140 90c30 0 40-20 70-24M140 130h60M140 170c30 0 40 14 70 18"
        fill="none"
        stroke={C.sky}
        strokeWidth="3"
        strokeDasharray="2 7"
        strokeLinecap="round"
      />
      <g>
        <circle cx="238" cy="58" r="26" fill={C.shadow} transform="translate(3 5)" />
        <circle cx="238" cy="58" r="26" fill={C.peach} />
        <circle cx="238" cy="54" r="14" fill={C.cream} />
        <rect x="230" y="78" width="16" height="12" rx="3" fill={C.card} />
      </g>
      <Card x={212} y={108} w={54} h={46} r={12}>
        <rect x="230" y="122" width="4" height="10" rx="2" fill={C.deep} />
        <rect x="244" y="122" width="4" height="10" rx="2" fill={C.deep} />
        <circle cx="239" cy="142" r="3" fill={C.orange} />
      </Card>
      <Card x={212} y={168} w={72} h={50} r={25}>
        <circle cx="248" cy="193" r="18" fill="none" stroke={C.line} strokeWidth="5" />
        <path d="M248 175a18 18 0 0 1 17 12" fill="none" stroke={C.orange} strokeWidth="5" strokeLinecap="round" />
        <rect x="242" y="189" width="12" height="8" rx="2" fill={C.deep} />
      </Card>
    </>
  ),
  // A roadmap on a board: phases ticked off, one in progress, and a gear for the engineering behind it.
  'iot-consulting': (
    <>
      <Card x={32} y={30} w={214} h={150}>
        <Lines x={50} y={46} widths={[90]} fill={C.soft} />
        <path d="M58 150c30-44 60 10 92-30s52-24 74-56" fill="none" stroke={C.line} strokeWidth="4" strokeDasharray="3 7" strokeLinecap="round" />
        <Tick cx={58} cy={150} />
        <Tick cx={104} cy={132} />
        <circle cx="150" cy="120" r="9" fill={C.orange} />
        <circle cx="150" cy="120" r="3.5" fill="#fff" />
        <circle cx="224" cy="64" r="9" fill={C.soft} stroke={C.blue} strokeWidth="3" />
        <rect x="160" y="144" width="70" height="22" rx="6" fill={C.cream} />
        <Lines x={168} y={152} widths={[50]} fill={C.peach} />
      </Card>
      <path d="M90 180l-14 40M190 180l14 40" stroke={C.card} strokeWidth="6" strokeLinecap="round" />
      <g>
        <circle cx="262" cy="176" r="34" fill={C.shadow} transform="translate(3 5)" />
        <path
          d="M256 140h12l2 9 8 4 8-5 8 8-5 8 4 8 9 2v12l-9 2-4 8 5 8-8 8-8-5-8 4-2 9h-12l-2-9-8-4-8 5-8-8 5-8-4-8-9-2v-12l9-2 4-8-5-8 8-8 8 5 8-4z"
          fill={C.blue}
        />
        <circle cx="262" cy="176" r="13" fill={C.card} />
      </g>
    </>
  ),
  // A factory, a truck and a field, each with its sensor, reporting to one hub.
  'iot-applications': (
    <>
      <path d="M160 112L78 64M160 112l84-46M160 112v64" stroke={C.sky} strokeWidth="3" strokeDasharray="2 7" strokeLinecap="round" />
      <Card x={28} y={20} w={104} h={84}>
        <path d="M42 92V58l18 10V58l18 10V58l18 10V40h14v52z" fill={C.blue} />
        <rect x="48" y="78" width="8" height="8" rx="1" fill="#fff" />
        <rect x="66" y="78" width="8" height="8" rx="1" fill="#fff" />
        <rect x="84" y="78" width="8" height="8" rx="1" fill="#fff" />
        <circle cx="118" cy="34" r="6" fill={C.orange} />
      </Card>
      <Card x={196} y={22} w={100} h={80}>
        <rect x="208" y="48" width="50" height="30" rx="4" fill={C.orange} />
        <path d="M258 56h14l10 12v10h-24z" fill={C.peach} />
        <circle cx="222" cy="82" r="7" fill={C.deep} />
        <circle cx="270" cy="82" r="7" fill={C.deep} />
        <circle cx="282" cy="36" r="6" fill={C.blue} />
      </Card>
      <Card x={110} y={176} w={100} h={52}>
        <path d="M122 216c20-20 56-20 76 0z" fill={C.mint} />
        <path
          d="M160 200v-14m0 6c-6-6-12-4-12-4s2 8 12 8m0-6c6-6 12-4 12-4s-2 8-12 8"
          fill="none"
          stroke={C.green}
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="196" cy="188" r="6" fill={C.orange} />
      </Card>
      <g>
        <circle cx="160" cy="116" r="30" fill={C.shadow} transform="translate(3 5)" />
        <circle cx="160" cy="116" r="30" fill={C.card} />
        <circle cx="160" cy="116" r="18" fill={C.blue} />
        <path d="M150 118a14 14 0 0 1 20 0m-15 5a7 7 0 0 1 10 0" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        <circle cx="160" cy="108" r="2.5" fill="#fff" />
      </g>
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
  // A brochure and a portfolio, stacked, and the arrow that brings them down.
  downloads: (
    <>
      <Card x={54} y={44} w={128} h={164} r={10}>
        <rect x="54" y="44" width="128" height="56" rx="10" fill={C.deep} />
        <rect x="54" y="86" width="128" height="14" fill={C.deep} />
        <Lines x={68} y={60} widths={[70, 44]} gap={12} fill={C.sky} />
        <rect x="68" y="112" width="44" height="34" rx="6" fill={C.soft} />
        <rect x="120" y="112" width="48" height="34" rx="6" fill={C.cream} />
        <Lines x={68} y={158} widths={[100, 84, 92]} gap={12} />
      </Card>
      <Card x={120} y={20} w={128} h={164} r={10}>
        <rect x="136" y="36" width="96" height="60" rx="8" fill={C.soft} />
        <path d="M142 90l28-26 20 16 16-12 20 22z" fill={C.blue} />
        <circle cx="214" cy="52" r="7" fill={C.orange} />
        <Lines x={136} y={110} widths={[96, 70, 90, 60]} gap={12} />
      </Card>
      <g>
        <rect x="212" y="158" width="84" height="56" rx="14" fill={C.shadow} transform="translate(4 6)" />
        <rect x="212" y="158" width="84" height="56" rx="14" fill={C.orange} />
        <path d="M254 168v26m-11-11l11 11 11-11M238 204h32" fill="none" stroke="#fff" strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </>
  ),
}

/**
 * A hero illustration: inline SVG, so it costs no request, cannot become the LCP element (only images and text
 * can) and has a fixed box (width and height attributes) that never shifts the layout. A dotted ring frames it on
 * the dark hero; on the light one a pale disc stands behind it, so its white cards keep an edge.
 */
export function HeroIllustration({
  illustration,
  tone = 'dark',
  className = '',
}: {
  illustration: Illustration
  tone?: 'dark' | 'light'
  className?: string
}) {
  return (
    <svg
      viewBox="0 0 320 240"
      width="320"
      height="240"
      aria-hidden="true"
      focusable="false"
      className={`h-auto w-full max-w-[25rem] ${className}`}
      data-illustration={illustration}
    >
      {tone === 'dark' ? (
        <circle cx="160" cy="120" r="114" fill="none" stroke={C.ring} strokeWidth="2" strokeDasharray="1 9" strokeLinecap="round" />
      ) : (
        <circle cx="160" cy="120" r="114" fill={C.soft} />
      )}
      {drawings[illustration]}
    </svg>
  )
}
