import { chrome } from '../../content/chrome'
import { Icon } from '../ui/Icon'

/**
 * The promotional banner: one slim line that shows one offer at a time, each fading in for a few seconds
 * (pages/global.css, .promo-item). Every offer is in the HTML once, so a screen reader hears the list. Where motion is
 * reduced nothing moves: the offers stand side by side and wrap, so all of them are seen at every width. A checkbox
 * stops the rotation (WCAG 2.2.2), with no script: the stylesheet pauses it while it is checked, and its label draws
 * the pause and play signs. The close button hides the banner for the rest of the visit (lib/client/promo.ts, run by
 * the page's inline script, so a dismissed banner is never painted on the next page).
 */
export function PromoBanner() {
  return (
    <aside aria-label="Offers" className="promo-bar" data-promo>
      <ul className="promo-list">
        {chrome.promo.map((text) => (
          <li key={text} className="promo-item">
            {text}
          </li>
        ))}
      </ul>
      <label className="promo-pause">
        <input type="checkbox" className="sr-only" aria-label={chrome.promoPause} />
      </label>
      <button type="button" className="promo-dismiss" aria-label={chrome.promoDismiss} data-promo-dismiss>
        <Icon name="close" className="h-4 w-4" />
      </button>
    </aside>
  )
}
