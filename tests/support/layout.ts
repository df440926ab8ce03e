/**
 * Layout checks that run inside the page (passed to page.evaluate, so each function is self-contained).
 * Each returns a list of human-readable problems: empty means the rule holds at the current viewport.
 */

/** Elements that make the document wider than the viewport: the outermost overflowing element of each branch. */
export function horizontalOverflow(): string[] {
  const root = document.documentElement
  const width = root.clientWidth
  if (root.scrollWidth <= width) return []
  const clippedByAncestor = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') return true
    }
    return false
  }
  const culprits: string[] = []
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect()
    if (box.width === 0 || box.right <= width + 0.5 || clippedByAncestor(element)) continue
    const parent = element.parentElement
    if (parent && parent !== document.body && parent.getBoundingClientRect().right > width + 0.5) continue
    const classes = typeof element.className === 'string' ? element.className : ''
    culprits.push(
      `<${element.tagName.toLowerCase()} class="${classes}"> ends at ${Math.round(box.right)} px ("${(element.textContent ?? '').trim().slice(0, 40)}")`,
    )
  }
  return [`the page is ${root.scrollWidth} px wide in a ${width} px viewport`, ...culprits.slice(0, 5)]
}

/**
 * Cards taller than their content: a card may be as tall as the tallest card beside it (a row of equal cards),
 * never taller. Each card's own height is measured with stretching switched off for a moment.
 */
export function stretchedCards(): string[] {
  const shown = (element: HTMLElement) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'
  const cards = [...document.querySelectorAll<HTMLElement>('.card')].filter(shown)
  // All cards are released and measured together (one layout however many cards), through the CSSOM, which the
  // site's Content-Security-Policy allows, and then put back as they were.
  const released = { height: 'fit-content', 'min-height': '0', 'flex-grow': '0' } as const
  const before = cards.map((card) => {
    const box = card.getBoundingClientRect()
    const parent = card.parentElement && getComputedStyle(card.parentElement)
    const inColumn = !!parent && parent.display.includes('flex') && parent.flexDirection.startsWith('column')
    const saved = Object.keys(released).map((name) => [name, card.style.getPropertyValue(name), card.style.getPropertyPriority(name)] as const)
    return { card, top: box.top, height: box.height, inColumn, saved }
  })
  for (const { card, inColumn } of before) {
    for (const [name, value] of Object.entries(released)) {
      if (name !== 'flex-grow' || inColumn) card.style.setProperty(name, value, 'important')
    }
  }
  const measured = before.map((item) => ({ ...item, natural: item.card.getBoundingClientRect().height }))
  for (const { card, saved } of before) {
    for (const [name, value, priority] of saved) {
      if (value) card.style.setProperty(name, value, priority)
      else card.style.removeProperty(name)
    }
    if (card.getAttribute('style') === '') card.removeAttribute('style')
  }
  const problems: string[] = []
  for (const item of measured) {
    const row = measured.filter((other) => Math.abs(other.top - item.top) < 2)
    const tallest = Math.max(...row.map((other) => other.natural))
    if (item.height > tallest + 2) {
      problems.push(
        `card "${(item.card.textContent ?? '').trim().slice(0, 40)}" is ${Math.round(item.height)} px tall for ${Math.round(tallest)} px of content`,
      )
    }
  }
  return problems
}

/**
 * Grids of cards whose last row is shorter than the others and neither centred nor stretched to the full width
 * (a lone card at the left of an empty row).
 */
export function unbalancedLastRows(): string[] {
  const shown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'
  const isCardItem = (element: Element) => element.matches('.card') || element.matches(':has(> .card:only-child)')
  const containers = new Set<Element>()
  for (const card of document.querySelectorAll('.card')) {
    for (const candidate of [card.parentElement, card.parentElement?.parentElement]) {
      if (!candidate) continue
      const style = getComputedStyle(candidate)
      const laidOutInRows =
        style.display.includes('grid') || (style.display.includes('flex') && style.flexWrap === 'wrap' && style.flexDirection === 'row')
      if (laidOutInRows && [...candidate.children].filter(shown).every(isCardItem)) containers.add(candidate)
    }
  }
  const problems: string[] = []
  for (const container of containers) {
    const items = [...container.children].filter(shown).map((child) => child.getBoundingClientRect())
    const rows: DOMRect[][] = []
    for (const box of items) {
      const row = rows.find((candidate) => Math.abs(candidate[0]!.top - box.top) < 2)
      if (row) row.push(box)
      else rows.push([box])
    }
    if (rows.length < 2) continue
    const first = rows[0]!
    const last = rows[rows.length - 1]!
    if (last.length >= first.length) continue
    const style = getComputedStyle(container)
    const frame = container.getBoundingClientRect()
    const contentLeft = frame.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth)
    const contentRight = frame.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth)
    const spaceLeft = Math.min(...last.map((box) => box.left)) - contentLeft
    const spaceRight = contentRight - Math.max(...last.map((box) => box.right))
    if (Math.abs(spaceLeft - spaceRight) > 2) {
      problems.push(
        `${container.tagName.toLowerCase()} of ${items.length} cards ("${(container.textContent ?? '').trim().slice(0, 30)}"): last row of ${last.length} under rows of ${first.length}, ${Math.round(spaceLeft)} px free on the left and ${Math.round(spaceRight)} px on the right`,
      )
    }
  }
  return problems
}

/**
 * Text and controls under the floating call and WhatsApp links. Where they float (wide screens), nothing may be
 * under them. Where they form a bar across the bottom of the window, the bar must be opaque (it is the window's
 * edge, like the sticky header at the top) and, scrolled to the end of the page, cover nothing: the page keeps
 * its height free there.
 */
export function coveredByContactWidget(): string[] {
  const widget = document.querySelector<HTMLElement>('aside[aria-label="Quick contact"]')
  if (!widget || widget.getClientRects().length === 0) return []
  const box = widget.getBoundingClientRect()
  const isBar = box.left <= 0 && box.right >= document.documentElement.clientWidth
  const problems: string[] = []
  if (isBar) {
    // The canvas parses any CSS colour: its alpha tells whether the page shows through the bar.
    const context = document.createElement('canvas').getContext('2d')!
    context.fillStyle = getComputedStyle(widget).backgroundColor
    context.fillRect(0, 0, 1, 1)
    if (context.getImageData(0, 0, 1, 1).data[3] !== 255) problems.push('the contact bar is see-through')
  }
  const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
  const zones = isBar ? (atEnd ? [box] : []) : [...widget.querySelectorAll('a')].map((link) => link.getBoundingClientRect())
  if (zones.length === 0) return problems

  /** The part of a box left visible by the ancestors that clip their overflow. */
  const clipped = (element: Element, rect: DOMRect) => {
    let { left, top, right, bottom } = rect
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent)
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
      const frame = parent.getBoundingClientRect()
      left = Math.max(left, frame.left)
      top = Math.max(top, frame.top)
      right = Math.min(right, frame.right)
      bottom = Math.min(bottom, frame.bottom)
    }
    return { left, top, right, bottom }
  }
  const overlaps = (rect: { left: number; top: number; right: number; bottom: number }) =>
    zones.some(
      (zone) =>
        Math.min(rect.right, zone.right) - Math.max(rect.left, zone.left) > 1 && Math.min(rect.bottom, zone.bottom) - Math.max(rect.top, zone.top) > 1,
    )
  const shown = (element: Element) => {
    const style = getComputedStyle(element)
    return style.visibility !== 'hidden' && style.opacity !== '0'
  }

  // Position first (cheap), style last (dear): only what lies under a zone is looked at closely.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement
    if (!element || !node.textContent?.trim() || widget.contains(element)) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const under = [...range.getClientRects()].some((line) => line.width > 1 && line.height > 1 && overlaps(line) && overlaps(clipped(element, line)))
    if (under && shown(element)) problems.push(`text "${node.textContent.trim().slice(0, 40)}" is under the contact links`)
  }
  const controls = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])'
  for (const control of document.body.querySelectorAll(controls)) {
    const rect = control.getBoundingClientRect()
    if (rect.width <= 1 || rect.height <= 1 || !overlaps(rect) || widget.contains(control)) continue
    if (overlaps(clipped(control, rect)) && shown(control)) {
      const name = control.getAttribute('aria-label') ?? (control.textContent?.trim() || control.getAttribute('name') || control.tagName)
      problems.push(`the control "${name.slice(0, 40)}" is under the contact links`)
    }
  }
  return problems
}

/**
 * Text cut off by its box: a one-line field's placeholder that does not fit it ("Your email addre"), and a tag
 * (badge) whose text breaks onto a second line inside the tag. One function, so the layout test pays one round
 * trip per width for both.
 */
export function cutOffText(): string[] {
  const problems: string[] = []
  const context = document.createElement('canvas').getContext('2d')!
  for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
    if (field.getClientRects().length === 0 || field.type === 'hidden') continue
    const style = getComputedStyle(field, '::placeholder')
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const needed = context.measureText(field.placeholder).width
    const fieldStyle = getComputedStyle(field)
    const room = field.clientWidth - parseFloat(fieldStyle.paddingLeft) - parseFloat(fieldStyle.paddingRight)
    if (needed > room + 0.5) problems.push(`the placeholder "${field.placeholder}" needs ${Math.ceil(needed)} px in a ${Math.floor(room)} px field`)
  }
  for (const tag of document.querySelectorAll<HTMLElement>('.badge')) {
    if (tag.getClientRects().length === 0) continue
    const tops: number[] = []
    const walker = document.createTreeWalker(tag, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text for screen readers only (a 1 px box) is not seen wrapping.
      if (node.parentElement!.getBoundingClientRect().width <= 1) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const line of range.getClientRects()) if (line.width > 1) tops.push(line.top)
    }
    const lineHeight = parseFloat(getComputedStyle(tag).fontSize)
    const lines = tops.filter((top, index) => tops.findIndex((other) => Math.abs(other - top) < lineHeight / 2) === index).length
    if (lines > 1) problems.push(`the tag "${(tag.textContent ?? '').trim().slice(0, 40)}" wraps onto ${lines} lines`)
  }
  return problems
}

/**
 * Grids of cards that end on one card alone under rows of two or more (the 2 + 1 of three cards on a tablet), centred
 * or not: a lone last card reads as left over. A last card spanning the row (90% of it or more) is a layout, not an orphan.
 */
export function orphanCards(): string[] {
  const shown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'
  const isCardItem = (element: Element) => element.matches('.card') || element.matches(':has(> .card:only-child)')
  const containers = new Set<Element>()
  for (const card of document.querySelectorAll('.card')) {
    for (const candidate of [card.parentElement, card.parentElement?.parentElement]) {
      if (!candidate) continue
      const style = getComputedStyle(candidate)
      const laidOutInRows =
        style.display.includes('grid') || (style.display.includes('flex') && style.flexWrap === 'wrap' && style.flexDirection === 'row')
      if (laidOutInRows && [...candidate.children].filter(shown).every(isCardItem)) containers.add(candidate)
    }
  }
  const problems: string[] = []
  for (const container of containers) {
    const items = [...container.children].filter(shown).map((child) => child.getBoundingClientRect())
    const rows: DOMRect[][] = []
    for (const box of items) {
      const row = rows.find((candidate) => Math.abs(candidate[0]!.top - box.top) < 2)
      if (row) row.push(box)
      else rows.push([box])
    }
    const last = rows[rows.length - 1]!
    const widest = Math.max(...rows.map((row) => row.length))
    const frame = container.getBoundingClientRect()
    if (rows.length < 2 || widest < 2 || last.length !== 1 || last[0]!.width >= frame.width * 0.9) continue
    problems.push(
      `${container.tagName.toLowerCase()} of ${items.length} cards ("${(container.textContent ?? '').trim().slice(0, 30)}"): one card alone on the last row under rows of ${widest}`,
    )
  }
  return problems
}
