import {
  ArrowRight,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Clock,
  Download,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  MessageSquare,
  Pause,
  Phone,
  Play,
  Search,
  Star,
  X,
} from 'lucide'
import { LucideSvg } from './LucideSvg'

/**
 * The interface icons (menus, arrows, contact channels), from the one icon set, Lucide. Islands use these too,
 * so the set stays small: content icons (services, benefits) are in ContentIcon, which never reaches the browser.
 */
const icons = {
  phone: Phone,
  chat: MessageCircle,
  mail: Mail,
  menu: Menu,
  close: X,
  search: Search,
  chevronDown: ChevronDown,
  chevronLeft: ChevronLeft,
  chevronRight: ChevronRight,
  check: Check,
  star: Star,
  pin: MapPin,
  clock: Clock,
  download: Download,
  arrowRight: ArrowRight,
  pause: Pause,
  play: Play,
  message: MessageSquare,
}

export type IconName = keyof typeof icons

export function Icon({ name, className = 'h-5 w-5', label }: { name: IconName; className?: string; label?: string }) {
  return <LucideSvg node={icons[name]} className={className} label={label} />
}
