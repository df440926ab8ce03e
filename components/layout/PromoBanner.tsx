import { chrome } from '../../content/chrome'

/**
 * The scrolling promotional banner. The second copy only makes the loop seamless, so it is hidden from assistive tech.
 * A checkbox at its end stops it (WCAG 2.2.2), with no script: the stylesheet pauses the banner while it is checked,
 * and its label draws the pause and play signs (pages/global.css, .promo-pause: a drawing costs fewer bytes on every
 * page than two icons). Where motion is reduced, the banner does not move and the control is not shown.
 */
export function PromoBanner() {
  const items = chrome.promo.map((text) => (
    <li key={text} className="flex items-center gap-6 whitespace-nowrap">
      <span>{text}</span>
      <span aria-hidden="true">★</span>
    </li>
  ))
  return (
    <aside aria-label="Offers" className="promo-bar relative overflow-hidden bg-slate-900 py-2 text-sm font-medium text-white">
      <div className="marquee flex w-max gap-6">
        <ul className="flex gap-6">{items}</ul>
        <ul className="flex gap-6" aria-hidden="true">
          {items}
        </ul>
      </div>
      <label className="promo-pause">
        <input type="checkbox" className="sr-only" aria-label={chrome.promoPause} />
      </label>
    </aside>
  )
}
