import { Avatar } from '../ui/Avatar'
import { Icon } from '../ui/Icon'

export interface Testimonial {
  name: string
  company: string
  role: string
  rating: number
  text: string
}

/** Client testimonials: a grid, and on phones a row to swipe through (.phone-scroller). */
export function Testimonials({ items, label = 'Testimonials' }: { items: readonly Testimonial[]; label?: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling row on phones: focus lets the keyboard scroll it
    <ul className="card-grid phone-scroller md:[--columns:2] lg:[--columns:3]" tabIndex={0} aria-label={label}>
      {items.map((item) => (
        <li key={item.name} className="card flex flex-col">
          <p className="flex gap-0.5 text-amber-500" role="img" aria-label={`Rated ${item.rating} out of 5`}>
            {Array.from({ length: item.rating }, (_, index) => (
              <Icon key={index} name="star" className="h-4 w-4 fill-current" />
            ))}
          </p>
          <blockquote className="mt-4 flex-1 text-[17px] leading-relaxed text-slate-800">
            <p>“{item.text}”</p>
          </blockquote>
          <div className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
            <Avatar name={item.name} size={48} />
            <p>
              <span className="block font-semibold text-slate-900">{item.name}</span>
              <span className="block text-sm text-slate-700">
                {item.role}, {item.company}
              </span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
