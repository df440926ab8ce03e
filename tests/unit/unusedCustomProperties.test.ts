// @vitest-environment node
import { dropUnusedCustomProperties } from '../../lib/build/unusedCustomProperties'

const css = [
  '@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial}}}',
  '@layer theme{:root{--color-red-600:#e40014;--color-blue-700:#1447e6;--spacing:.25rem;--font-sans:Inter,sans-serif;--default-font-family:var(--font-sans)}',
  '@supports (color:lab(0% 0 0)){:root{--color-red-600:lab(48% 77 61);--color-blue-700:lab(36% 35 -85)}}}',
  '@layer base{html{font-family:var(--default-font-family);-webkit-tap-highlight-color:transparent}}',
  '.antialiased{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}',
  '@layer utilities{.p-4{padding:calc(var(--spacing)*4)}.text-blue-700{color:var(--color-blue-700)}.shadow{--tw-shadow:0 1px 2px #0001;box-shadow:var(--tw-shadow)}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}',
].join('')

test('keeps what a var() reads, directly or through another property, and drops the rest', () => {
  const pruned = dropUnusedCustomProperties(css, '<p class="p-4">x</p>')
  for (const kept of [
    '--color-blue-700:#1447e6',
    '--color-blue-700:lab(',
    '--spacing:.25rem',
    '--font-sans:Inter',
    '--default-font-family:var(--font-sans)',
  ])
    expect(pruned).toContain(kept)
  expect(pruned).toContain('@property --tw-shadow')
  expect(pruned).toContain('--tw-shadow:0 0 #0000')
  // Nothing reads red or blur: their theme values (both), fallback and registration go.
  expect(pruned).not.toContain('--color-red-600')
  expect(pruned).not.toContain('--tw-blur')
  // Nothing else changes: the rules themselves, prefixed properties and the way they are written.
  for (const rule of [
    'padding:calc(var(--spacing)*4)',
    'color:var(--color-blue-700)',
    'box-shadow:var(--tw-shadow)',
    '-webkit-tap-highlight-color:transparent',
    '.antialiased{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}',
  ])
    expect(pruned).toContain(rule)
})

test('a property only the page markup reads (an SVG attribute) stays, and a chain is followed to its end', () => {
  expect(dropUnusedCustomProperties(css, '<circle fill="var(--color-red-600)"/>')).toContain('--color-red-600:#e40014')
  // With nothing reading --default-font-family, --font-sans goes too, on the second pass.
  const chain = dropUnusedCustomProperties('@layer theme{:root{--font-sans:Inter;--default-font-family:var(--font-sans)}}', '')
  expect(chain).toBe('@layer theme{:root{}}')
})

test('the cut keeps every other declaration of the block whole, whatever the value holds', () => {
  const css = 'a{color:red;--x:url("a;b}");--y:calc((1px;));margin:0}b{--z:1}c{--w:"}";padding:var(--kept)}d{--kept:1px}'
  expect(dropUnusedCustomProperties(css, '')).toBe('a{color:red;margin:0}b{}c{padding:var(--kept)}d{--kept:1px}')
  expect(dropUnusedCustomProperties('@media (width>=40rem){.p{padding:1px}}', '')).toBe('@media (width>=40rem){.p{padding:1px}}')
})
