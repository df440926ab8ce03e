// @vitest-environment node
import { transform } from 'lightningcss'
import { dropColorMixRepeats } from '../../lib/build/colorMixRepeats'

// As Tailwind writes a colour with an opacity, in a layer and inside another @supports block (the placeholder's,
// which mixes currentcolor and falls back to a different colour).
const css = [
  '@layer base{@supports (not ((-webkit-appearance:-apple-pay-button))) or (contain-intrinsic-size:1px){::placeholder{color:currentColor}',
  '@supports (color:color-mix(in lab, red, red)){::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}}}',
  '@layer utilities{.bg-white\\/95{background-color:#fffffff2}@supports (color:color-mix(in lab, red, red)){.bg-white\\/95{background-color:color-mix(in oklab, #fff 95%, transparent)}}',
  '.ring-brand-600\\/40{--tw-ring-color:#2563eb66}@supports (color:color-mix(in lab, red, red)){.ring-brand-600\\/40{--tw-ring-color:color-mix(in oklab, #2563eb 40%, transparent)}}.mt-4{margin-top:1rem}}',
].join('')

test('cuts the mixes that repeat their fallback, keeps the fallbacks, a mix of currentcolor and every other rule', () => {
  const cut = dropColorMixRepeats(css)
  expect(cut).not.toContain('color-mix(in oklab, #fff 95%')
  expect(cut).not.toContain('color-mix(in oklab, #2563eb 40%')
  for (const kept of [
    '.bg-white\\/95{background-color:#fffffff2}',
    '.ring-brand-600\\/40{--tw-ring-color:#2563eb66}',
    '@supports (color:color-mix(in lab, red, red)){::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}',
    '.mt-4{margin-top:1rem}',
  ])
    expect(cut).toContain(kept)
  expect(() => transform({ filename: 'page.css', code: Buffer.from(cut), errorRecovery: false })).not.toThrow()
  expect(cut).toMatch(/^@layer base\{.*\}@layer utilities\{.*\}$/)
})

test('CSS without mixes is unchanged; an unclosed block is an error, not a silent cut', () => {
  const plain = '@layer utilities{.mt-4{margin-top:1rem}}'
  expect(dropColorMixRepeats(plain)).toBe(plain)
  expect(() => dropColorMixRepeats('.a{color:#fff6}@supports (color:color-mix(in lab, red, red)){.a{color:red}')).toThrow(/Unbalanced/)
})
