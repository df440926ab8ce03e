export interface Stat {
  value: string
  label: string
}

const columns = ['', 'lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3', 'lg:grid-cols-4'] as const

/** A row of headline figures ("500+ Happy Clients"): the figure reads first, the label names it. */
export function StatStrip({ stats, tone = 'light' }: { stats: readonly Stat[]; tone?: 'light' | 'dark' }) {
  return (
    <dl className={`grid grid-cols-2 gap-4 text-center sm:gap-6 ${columns[Math.min(stats.length, 4)]}`}>
      {stats.map((stat) => (
        <div key={stat.label} className={`flex flex-col ${tone === 'dark' ? 'rounded-2xl bg-white/10 p-6' : 'card'}`}>
          <dt className={`text-sm font-medium ${tone === 'dark' ? 'text-blue-100' : 'text-slate-700'}`}>{stat.label}</dt>
          <dd className={`order-first text-3xl font-extrabold sm:text-4xl ${tone === 'dark' ? 'text-white' : 'text-brand-700'}`}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
