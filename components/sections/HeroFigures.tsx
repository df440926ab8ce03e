import type { Figure } from '../../content/define'

/** A short column of key figures from the page's own content, beside an inner page's heading (desktop). */
export function HeroFigures({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="grid w-full max-w-[22rem] gap-3" data-hero-figures>
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col rounded-2xl bg-white/10 px-5 py-4 ring-1 ring-white/15">
          <dt className="text-sm text-blue-100">{figure.label}</dt>
          <dd className="order-first text-3xl font-extrabold tracking-tight text-white">{figure.value}</dd>
        </div>
      ))}
    </dl>
  )
}
