const palette = ['#1d4ed8', '#7c3aed', '#0f766e', '#b45309', '#be123c', '#4338ca', '#15803d', '#9d174d']

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z]/.test(word))
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase()
}

/** An initials avatar drawn as SVG: no photos are supplied, so none are faked. Decorative: the name always stands beside it. */
export function Avatar({ name, size = 64 }: { name: string; size?: number }) {
  const colour = palette[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % palette.length]
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false" className="shrink-0 rounded-full">
      <circle cx="32" cy="32" r="32" fill={colour} />
      <text x="32" y="33" textAnchor="middle" dominantBaseline="middle" fontSize="24" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
        {initials(name)}
      </text>
    </svg>
  )
}
