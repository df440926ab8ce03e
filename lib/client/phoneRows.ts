/**
 * The rows of cards that swipe sideways on phones (.phone-scroller, pages/global.css) bring a card that takes the
 * keyboard's focus fully into view: Chromium leaves a focused card that peeks in by a few pixels where it is.
 */
export function followFocusInPhoneRows(root: Document = document) {
  root.addEventListener('focusin', (event) => {
    const target = event.target
    if (!(target instanceof Element)) return
    const item = target.closest('.phone-scroller > *')
    const row = item?.parentElement
    if (!item || !row || row.scrollWidth <= row.clientWidth) return
    // After the browser's own scroll for the focus, which would otherwise cut a smooth scroll short.
    requestAnimationFrame(() => {
      const box = item.getBoundingClientRect()
      const view = row.getBoundingClientRect()
      if (box.left >= view.left && box.right <= view.right) return
      item.scrollIntoView({ block: 'nearest', inline: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
    })
  })
}
