/**
 * The rows of cards that swipe sideways on phones (.phone-scroller, pages/global.css) bring a card that takes the
 * keyboard's focus fully into view: Chromium leaves a focused card that peeks in by a few pixels where it is.
 * 'nearest' scrolls only a card not fully in view, and after the browser's own scroll for the focus.
 */
export const followFocusInPhoneRows = () =>
  addEventListener('focusin', ({ target }) => {
    const item = (target as Element).closest?.('.phone-scroller > *')
    if (item) requestAnimationFrame(() => item.scrollIntoView({ block: 'nearest', inline: 'nearest' }))
  })
