// @vitest-environment node
import { inlineThemeValues } from '../../lib/build/themeValues'

// As Tailwind writes the site's stylesheet: the theme on :root (and :host), each colour declared again for browsers
// with lab(), and one property that an element sets for itself.
const site = [
  '@layer theme{:root,:host{--font-sans:"Brand", ui-sans-serif, sans-serif;--color-blue-700:#1447e6;--spacing:.25rem;',
  '--text-sm:.875rem;--text-sm--line-height:calc(1.25 / .875);--radius-lg:.5rem;--gap:1rem;--default-font-family:var(--font-sans);--heading-font:var(--default-font-family);--card-gap:var(--gap)}',
  '@supports (color:lab(0% 0 0)){:root,:host{--color-blue-700:lab(36% 35 -85)}}}',
  '@layer components{.card-grid{--gap:1.5rem;gap:var(--gap)}}',
].join('')
// A page's copy, as Beasties keeps it.
const page = [
  '@layer theme{:root{--font-sans:"Brand", ui-sans-serif, sans-serif;--color-blue-700:#1447e6;--spacing:.25rem;--text-sm:.875rem;',
  '--text-sm--line-height:calc(1.25 / .875);--radius-lg:.5rem;--gap:1rem;--default-font-family:var(--font-sans)}',
  '@supports (color:lab(0% 0 0)){:root{--color-blue-700:lab(36% 35 -85)}}}',
  '@layer base{html{font-family:var(--default-font-family,-apple-system, BlinkMacSystemFont, sans-serif);font-feature-settings:var(--default-font-feature-settings,normal)}}',
  '@layer utilities{.p-4{padding:calc(var(--spacing) * 4)}.-mt-1\\.5{margin-top:calc(var(--spacing) * -1.5)}.m-0{margin:calc(var(--spacing) * 0)}',
  ':where(.space-y-2>:not(:last-child)){margin-block-end:calc(calc(var(--spacing) * 2) * calc(1 - var(--tw-space-y-reverse)))}.text-sm{font-size:var(--text-sm);line-height:var(--tw-leading,var(--text-sm--line-height))}',
  '.rounded-lg{border-radius:var(--radius-lg)}.text-blue-700{color:var(--color-blue-700)}.card-grid{gap:var(--gap)}.cards{gap:var(--card-gap,2rem)}.title{font-family:var(--heading-font)}}',
].join('')

test('writes out where they are read the theme values declared once, on :root, that read nothing else', () => {
  const out = inlineThemeValues(page, site)
  // A multiple of the unit is worked out; a product that reads a property stays a calc().
  expect(out).toContain('.p-4{padding:1rem}')
  expect(out).toContain('{margin-top:-.375rem}')
  expect(out).toContain('.m-0{margin:0rem}')
  expect(out).toContain('{margin-block-end:calc(.5rem * calc(1 - var(--tw-space-y-reverse)))}')
  expect(out).toContain('.text-sm{font-size:.875rem;line-height:var(--tw-leading,calc(1.25 / .875))}')
  expect(out).toContain('.rounded-lg{border-radius:.5rem}')
  // A value that reads only such values is written out as they resolve, in its declaration and where it is read,
  // fallback and all (declared on :root, it is never used); a property the theme does not declare keeps its fallback.
  expect(out).toContain('--default-font-family:"Brand", ui-sans-serif, sans-serif')
  expect(out).toContain('html{font-family:"Brand", ui-sans-serif, sans-serif;font-feature-settings:var(--default-font-feature-settings,normal)}')
  // Two links away, too.
  expect(out).toContain('.title{font-family:"Brand", ui-sans-serif, sans-serif}')
})

test('leaves alone a colour (declared again for lab()), a property an element sets, and every declaration', () => {
  const out = inlineThemeValues(page, site)
  expect(out).toContain('.text-blue-700{color:var(--color-blue-700)}')
  expect(out).toContain('.card-grid{gap:var(--gap)}')
  // A theme value that reads such a property stays a var() too.
  expect(out).toContain('.cards{gap:var(--card-gap,2rem)}')
  // The declarations stay for lib/build/unusedCustomProperties.ts to cut once nothing reads them.
  expect(out).toContain('--spacing:.25rem;')
  expect(out).toContain('@supports (color:lab(0% 0 0)){:root{--color-blue-700:lab(36% 35 -85)}}')
})

test('a stylesheet without a theme changes nothing', () => {
  expect(inlineThemeValues(page, '@layer utilities{.p-4{padding:1rem}}')).toBe(page)
})
