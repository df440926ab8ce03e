import { chrome } from '../../content/chrome'

/** The scrolling promotional banner. The second copy only makes the loop seamless, so it is hidden from assistive tech. */
export function PromoBanner() {
  const items = chrome.promo.map((text) => (
    <li key={text} className="flex items-center gap-6 whitespace-nowrap">
      <span>{text}</span>
      <span aria-hidden="true">★</span>
    </li>
  ))
  return (
    <aside aria-label="Offers" className="overflow-hidden bg-slate-900 py-2 text-sm font-medium text-white">
      <div className="marquee flex w-max gap-6">
        <ul className="flex gap-6">{items}</ul>
        <ul className="flex gap-6" aria-hidden="true">
          {items}
        </ul>
      </div>
    </aside>
  )
}
