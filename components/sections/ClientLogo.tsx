/** A wordmark for a client brand: fictional brands, so a typeset SVG rather than a borrowed logo. */
export function ClientLogo({ name, sector }: { name: string; sector: string }) {
  return (
    <svg viewBox="0 0 200 64" width="200" height="64" role="img" aria-label={`${name} (${sector})`} className="h-16 w-full max-w-[200px]">
      <rect x="1" y="1" width="198" height="62" rx="12" fill="#f8fafc" stroke="#e2e8f0" />
      <text x="100" y="30" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="17" fontWeight="800" fill="#1e293b">
        {name}
      </text>
      <text x="100" y="48" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="11" fill="#475569">
        {sector}
      </text>
    </svg>
  )
}
