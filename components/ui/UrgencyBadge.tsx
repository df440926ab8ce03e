export type UrgencyTone = 'red' | 'orange' | 'green'

/** Urgency is a display label only. Urgent is red, High Priority orange, anything else green. */
export function urgencyTone(label: string): UrgencyTone {
  const normalised = label.trim().toLowerCase()
  if (normalised === 'urgent') return 'red'
  if (normalised === 'high priority') return 'orange'
  return 'green'
}

/** Dark text on a light tint (WCAG AA), and the label always written out: never colour alone. */
const toneClasses: Record<UrgencyTone, { badge: string; dot: string }> = {
  red: { badge: 'bg-red-100 text-red-800 ring-red-200', dot: 'bg-red-600' },
  orange: { badge: 'bg-orange-100 text-orange-900 ring-orange-200', dot: 'bg-orange-500' },
  green: { badge: 'bg-green-100 text-green-800 ring-green-200', dot: 'bg-green-600' },
}

export function UrgencyBadge({ label, className = '' }: { label: string; className?: string }) {
  const tone = urgencyTone(label)
  return (
    <span
      className={['badge gap-1.5 whitespace-nowrap ring-1 ring-inset', toneClasses[tone].badge, className].filter(Boolean).join(' ')}
      data-urgency={tone}
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${toneClasses[tone].dot}`} />
      {label}
    </span>
  )
}
