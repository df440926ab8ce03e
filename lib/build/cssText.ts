/**
 * Scanning minified CSS as text (Beasties' output, Tailwind's stylesheet), for the build steps that cut or rewrite
 * a page's inline CSS without parsing and writing it again (unusedCustomProperties.ts).
 */

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
