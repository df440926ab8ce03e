/** Index arithmetic of the carousels: wraps at both ends, so next from the last slide is the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) throw new Error('A carousel needs at least one slide')
  return ((index % count) + count) % count
}

export const nextIndex = (index: number, count: number) => wrapIndex(index + 1, count)
export const previousIndex = (index: number, count: number) => wrapIndex(index - 1, count)

/** Whether autoplay may run: never under reduced motion, never while the visitor pauses it, hovers, focuses or cannot see it. */
export function autoplayAllowed(state: { playing: boolean; hovered: boolean; focused: boolean; hidden: boolean; reducedMotion: boolean }): boolean {
  return state.playing && !state.hovered && !state.focused && !state.hidden && !state.reducedMotion
}

/** A horizontal swipe of at least `threshold` pixels: -1 (to the next slide), 1 (to the previous) or 0. */
export function swipeDirection(startX: number, endX: number, threshold = 50): -1 | 0 | 1 {
  const delta = endX - startX
  if (Math.abs(delta) < threshold) return 0
  return delta < 0 ? -1 : 1
}
