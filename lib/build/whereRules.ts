import { blockEnd, CLASS_SELECTOR, closingParen, listItems, preludes, unescapeCss } from './cssText'

/**
 * Beasties cannot look inside :where(), so lib/build/criticalCss.ts lets through every rule that starts with one
 * (Tailwind's space-y and divide-y rules, preflight's optgroup rules), and each page's inline CSS had all of them.
 * This cuts those that cannot match the page: each selector of the rule needs a class or an element that the page's
 * markup does not have (70 to 170 bytes of a Brotli page). What a selector needs is read conservatively: the
 * classes and element names in it, outside :not() and any other pseudo-class but a :where() or :is() of one
 * selector. A page's script may add such a class later: the full stylesheet, loaded after the first paint, has it.
 */
export function dropUnmatchedWhereRules(css: string, html: string): string {
  const classes = new Set([...html.matchAll(/ class="([^"]*)"/g)].flatMap((match) => decodeAttribute(match[1]!).split(/\s+/)))
  const elements = new Set([...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((match) => match[1]!.toLowerCase()))
  const cannotMatch = (selector: string) => {
    const { classNames, elementNames } = needs(selector)
    return classNames.some((name) => !classes.has(name)) || elementNames.some((name) => !elements.has(name))
  }
  const cuts: [number, number][] = []
  for (const { start, end } of preludes(css)) {
    const selectors = css.slice(start, end)
    if (selectors.startsWith(':where(') && listItems(selectors).every(cannotMatch)) cuts.push([start, blockEnd(css, end + 1)])
  }
  return cuts.reduceRight((out, [start, end]) => out.slice(0, start) + out.slice(end), css)
}

/** The classes and element names a selector has outside its pseudo-classes, attribute selectors and strings. */
function needs(selector: string): { classNames: string[]; elementNames: string[] } {
  const plain = withoutConditions(selector)
  const classNames = [...plain.matchAll(CLASS_SELECTOR)].filter((match) => !match[1]).map((match) => unescapeCss(match[2]!))
  const elementNames = [...plain.replace(CLASS_SELECTOR, ' ').matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)].map((match) => match[1]!.toLowerCase())
  return { classNames, elementNames }
}

/** `selector` without its attribute selectors and pseudo-classes and -elements, a :where() or :is() of one selector kept as that selector. */
function withoutConditions(selector: string): string {
  let out = ''
  for (let index = 0; index < selector.length; index++) {
    const character = selector[index]!
    if (character === '\\') {
      out += selector.slice(index, index + 2)
      index++
    } else if (character === '[') {
      index = selector.indexOf(']', index)
      if (index === -1) return out
    } else if (character === ':') {
      const name = /^::?([\w-]*)/.exec(selector.slice(index))!
      let next = index + name[0].length
      if (selector[next] === '(') {
        const close = closingParen(selector, next + 1)
        if (close === -1) return out
        const argument = selector.slice(next + 1, close)
        if ((name[1] === 'where' || name[1] === 'is') && listItems(argument).length === 1) out += withoutConditions(argument)
        next = close + 1
      }
      index = next - 1
    } else out += character
  }
  return out
}

/** An attribute value as the browser reads it, from React's escaping. */
const decodeAttribute = (value: string) =>
  value.replace(/&(quot|#x27|lt|gt|amp);/g, (_, entity: string) => ({ quot: '"', '#x27': "'", lt: '<', gt: '>', amp: '&' })[entity]!)
