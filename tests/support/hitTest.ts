import { expect, type Locator } from '@playwright/test'

/** Waits until a toast has come to rest: mounted, and its slide-in finished (while it moves, a hit test is a guess). */
export async function toastAtRest(toast: Locator): Promise<void> {
  await expect(toast).toHaveAttribute('data-mounted', 'true')
  await toast.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)))
}

/** Whether a click at the element's centre reaches it, or something else lies on top of it there (scrolled into view first, as a click would be). */
export async function hitAtItsCentre(element: Locator): Promise<boolean> {
  await element.scrollIntoViewIfNeeded()
  return element.evaluate((target) => {
    const box = target.getBoundingClientRect()
    return target.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
  })
}
