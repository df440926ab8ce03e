import type { Figure } from '../../content/define'

const columns = ['', 'lg:[--columns:1]', 'lg:[--columns:2]', 'lg:[--columns:3]', 'lg:[--columns:4]'] as const

/** A row of headline figures ("500+ Happy Clients"): the figure reads first, the label names it. */
export function StatStrip({ stats, tone = 'light' }: { stats: readonly Figure[]; tone?: 'light' | 'dark' }) {
  return (
    <dl className={`card-grid text-center [--columns:2] [--gap:1rem] sm:[--gap:1.5rem] ${columns[Math.min(stats.length, 4)]}`}>
      {stats.map((stat) => (
        <div key={stat.label} className={`flex flex-col ${tone === 'dark' ? 'rounded-2xl bg-white/10 p-6' : 'card'}`}>
          <dt className={`text-sm font-medium ${tone === 'dark' ? 'text-blue-100' : 'text-slate-700'}`}>{stat.label}</dt>
          <dd className={`order-first text-3xl font-extrabold sm:text-4xl ${tone === 'dark' ? 'text-white' : 'text-brand-700'}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
