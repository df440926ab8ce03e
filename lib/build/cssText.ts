/**
 * Scanning minified CSS as text (Beasties' output, Tailwind's stylesheet), for the build steps that cut or rewrite
 * a page's inline CSS without parsing and writing it again (hoverRules.ts, unusedCustomProperties.ts).
 */

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

/** The index just past the '}' that closes the block whose body starts at `start`; -1 if none does. */
function blockEnd(css: string, start: number): number {
  let depth = 1
  for (const [index, character] of outsideStrings(css, start)) {
    if (character === '{') depth++
    else if (character === '}' && --depth === 0) return index + 1
  }
  return -1
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
