import {
  BadgeCheck,
  ChartColumn,
  ChartLine,
  CodeXml,
  Cpu,
  FileCode,
  Gauge,
  Headset,
  IndianRupee,
  KeyRound,
  Languages,
  Layers,
  Lightbulb,
  Mail,
  Megaphone,
  MessageCircle,
  MonitorSmartphone,
  MousePointerClick,
  PenLine,
  Recycle,
  Rocket,
  Search,
  Server,
  Share2,
  ShieldCheck,
  Smartphone,
  Target,
  Timer,
  TrendingDown,
  TrendingUp,
  UserRound,
  Users,
  Wallet,
  Workflow,
  Zap,
  type IconNode,
} from 'lucide'
import type { ContentIconName } from '../../content/define'
import { LucideSvg } from './LucideSvg'

/** Every icon content can name (content/define.ts), from Lucide. Build-time only: no island imports this. */
export const contentIcons: Record<ContentIconName, IconNode> = {
  search: Search,
  'mouse-pointer-click': MousePointerClick,
  'share-2': Share2,
  'monitor-smartphone': MonitorSmartphone,
  smartphone: Smartphone,
  'code-xml': CodeXml,
  'pen-line': PenLine,
  mail: Mail,
  cpu: Cpu,
  'badge-check': BadgeCheck,
  'chart-column': ChartColumn,
  'chart-line': ChartLine,
  'indian-rupee': IndianRupee,
  layers: Layers,
  zap: Zap,
  'user-round': UserRound,
  languages: Languages,
  headset: Headset,
  'trending-up': TrendingUp,
  'trending-down': TrendingDown,
  'shield-check': ShieldCheck,
  lightbulb: Lightbulb,
  'key-round': KeyRound,
  target: Target,
  megaphone: Megaphone,
  'message-circle': MessageCircle,
  recycle: Recycle,
  gauge: Gauge,
  rocket: Rocket,
  'file-code': FileCode,
  users: Users,
  timer: Timer,
  wallet: Wallet,
  workflow: Workflow,
  server: Server,
}

/** A content icon in a tinted tile: the visual anchor of a card. */
export function IconTile({ name, tone = 'brand' }: { name: ContentIconName; tone?: 'brand' | 'accent' | 'dark' }) {
  const tones = {
    brand: 'bg-brand-50 text-brand-700 ring-brand-100',
    accent: 'bg-orange-50 text-orange-700 ring-orange-100',
    /** On an ink band or tile. */
    dark: 'bg-white/10 text-brand-300 ring-white/15',
  }
  return (
    <span className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ring-1 ring-inset ${tones[tone]}`}>
      <LucideSvg node={contentIcons[name]} className="h-6 w-6" />
    </span>
  )
}
