/**
 * Scanning minified CSS as text (Beasties' output, Tailwind's stylesheet), for the build steps that cut or rewrite
 * a page's inline CSS without parsing and writing it again (hoverRules.ts, colorMixRepeats.ts, unusedCustomProperties.ts, whereRules.ts).
 */

/**
 * A class selector in CSS: the escaped name after the dot (group 2; Tailwind escapes `:`, `/`, `[`, a leading
 * digit…), or a quoted string (group 1), which is no selector.
 */
export const CLASS_SELECTOR = /("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|\.((?:[\w\u0080-\uffff-]|\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F\n])+)/g

/** A name as CSS escapes it, read back (`space-y-0\.5`, `\32 xl\:p-4`). */
export const unescapeCss = (name: string) =>
  name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, character: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : character,
  )

/**
 * Cuts every block that opens with `prelude` (an at-rule as minified CSS writes it, up to its '{'), whatever it
 * holds, unless `keep` says otherwise of the block's body. An unclosed block is an error, never a silent cut.
 */
export function dropBlocks(css: string, prelude: string, keep: (body: string) => boolean = () => false): string {
  let out = ''
  let index = 0
  for (;;) {
    const start = css.indexOf(prelude, index)
    if (start === -1) return out + css.slice(index)
    const end = blockEnd(css, start + prelude.length)
    if (end === -1) throw new Error(`Unbalanced braces in a ${prelude.slice(0, -1)} block`)
    const block = css.slice(start, end)
    out += css.slice(index, start) + (keep(block.slice(prelude.length, -1)) ? block : '')
    index = end
  }
}

/**
 * Works out the calc() of two plain numbers, of a length and a number, or of two lengths in one unit, that writing
 * values out leaves (`calc(.25rem * 4)` is `1rem`, `calc(1 - 0)` is `1`, `calc(4px + 0px)` is `4px`), written as a
 * minifier writes it (.375rem, -.5rem). A zero length keeps its unit: inside calc() a bare 0 is a number.
 */
export function foldArithmetic(css: string): string {
  const number = String.raw`-?(?:\d+(?:\.\d+)?|\.\d+)`
  const numbers = new RegExp(String.raw`calc\((${number}) ([-+*]) (${number})\)`, 'g')
  const product = new RegExp(String.raw`calc\((${number})([a-z]+) (\*) (${number})\)`, 'g')
  const sum = new RegExp(String.raw`calc\((${number})([a-z]+) ([-+]) (${number})\2\)`, 'g')
  const length = (_calc: string, left: string, unit: string, operator: string, right: string) => worked(left, operator, right) + unit
  let current = css
  for (;;) {
    const next = current
      .replace(numbers, (_calc, left: string, operator: string, right: string) => worked(left, operator, right))
      .replace(product, length)
      .replace(sum, length)
    if (next === current) return current
    current = next
  }
}

/** One operation, rounded to what CSS keeps of a length anyway and written without a leading zero. */
function worked(left: string, operator: string, right: string): string {
  const [a, b] = [Number(left), Number(right)]
  const value = operator === '*' ? a * b : operator === '+' ? a + b : a - b
  return String(Number(value.toFixed(4))).replace(/^(-?)0\./, '$1.')
}

/** Where a declaration's value ends: the first ';' or '}' outside brackets and strings. */
export function valueEnd(css: string, start: number): number {
  let depth = 0
  for (const [index, character] of outsideStrings(css, start)) {
    if (character === '(' || character === '[') depth++
    else if (character === ')' || character === ']') depth--
    else if (depth === 0 && (character === ';' || character === '}')) return index
  }
  return css.length
}

/** A list's items (a selector list, a function's argument): split at the commas outside brackets, strings and escapes. */
export function listItems(list: string): string[] {
  const items: string[] = []
  let depth = 0
  let from = 0
  let escaped = false
  for (const [index, character] of outsideStrings(list, 0)) {
    if (escaped) escaped = false
    else if (character === '\\') escaped = true
    else if (character === '(' || character === '[') depth++
    else if (character === ')' || character === ']') depth--
    else if (character === ',' && depth === 0) {
      items.push(list.slice(from, index))
      from = index + 1
    }
  }
  return [...items, list.slice(from)]
}

/** The index just past the '}' that closes the block whose body starts at `start`; -1 if none does. */
export function blockEnd(css: string, start: number): number {
  let depth = 1
  for (const [index, character] of outsideStrings(css, start)) {
    if (character === '{') depth++
    else if (character === '}' && --depth === 0) return index + 1
  }
  return -1
}

/** The index of the ')' that closes the bracket opened just before `start`; -1 if none does. */
export function closingParen(css: string, start: number): number {
  let depth = 1
  for (const [index, character] of outsideStrings(css, start)) {
    if (character === '(') depth++
    else if (character === ')' && --depth === 0) return index
  }
  return -1
}

/**
 * Each block's prelude (a selector list, or an at-rule up to its '{'), where it starts and ends, and the preludes of
 * the blocks it sits in, outermost first.
 */
export function* preludes(css: string): Generator<{ start: number; end: number; outer: readonly string[] }> {
  const outer: string[] = []
  let start = 0
  for (const [index, character] of outsideStrings(css, 0)) {
    if (character === '{') {
      yield { start, end: index, outer: [...outer] }
      outer.push(css.slice(start, index))
    } else if (character === '}') outer.pop()
    if (character === '{' || character === '}' || character === ';') start = index + 1
  }
}

/** Each character from `start` on that is not inside a quoted string, with its index. */
function* outsideStrings(css: string, start: number): Generator<[number, string]> {
  let quote = ''
  for (let index = start; index < css.length; index++) {
    const character = css[index]!
    if (quote) {
      if (character === '\\') index++
      else if (character === quote) quote = ''
    } else if (character === '"' || character === "'") quote = character
    else yield [index, character]
  }
}
