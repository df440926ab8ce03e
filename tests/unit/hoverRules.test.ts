// @vitest-environment node
import { transform } from 'lightningcss'
import { dropHoverRules } from '../../lib/build/hoverRules'

// As Beasties writes Tailwind's output: hover variants in @media (hover:hover), at the top level or inside a layer,
// one holding a @supports block of its own; focus and menu states beside them.
const css = [
  '@layer components{.btn{padding:1rem}@media (hover:hover){.btn-primary:hover{background-color:#193cb8}}',
  '.skip-link:focus{clip-path:none}[data-submenu]:hover>.submenu,[data-submenu]:focus-within>.submenu{visibility:visible}',
  '@media (hover:hover){.btn-ghost:hover{background-color:#ffffff1a}@supports (color:color-mix(in lab, red, red)){.btn-ghost:hover{background-color:color-mix(in oklab, #fff 10%, transparent)}}}}',
  '@layer utilities{.mt-4{margin-top:1rem}@media (hover:hover){.hover\\:underline:hover{text-decoration-line:underline}}',
  '.after\\:content-\\[\\"\\}\\"\\]:after{content:"}"}@media (min-width:40rem){.sm\\:flex{display:flex}}}',
].join('')

test('cuts every @media (hover:hover) block, whatever it holds, and leaves every other rule as written', () => {
  const cut = dropHoverRules(css)
  expect(cut).not.toContain('(hover:hover)')
  expect(cut).not.toContain('.btn-primary:hover')
  expect(cut).not.toContain('.btn-ghost:hover')
  expect(cut).not.toContain('underline')
  for (const kept of [
    '.btn{padding:1rem}',
    '.skip-link:focus{clip-path:none}',
    '[data-submenu]:hover>.submenu,[data-submenu]:focus-within>.submenu{visibility:visible}',
    '.mt-4{margin-top:1rem}',
    '.after\\:content-\\[\\"\\}\\"\\]:after{content:"}"}',
    '@media (min-width:40rem){.sm\\:flex{display:flex}}',
  ])
    expect(cut).toContain(kept)
  // Still one well-formed stylesheet, the layers closed where they were.
  expect(() => transform({ filename: 'page.css', code: Buffer.from(cut), errorRecovery: false })).not.toThrow()
  expect(cut).toMatch(/^@layer components\{.*\}@layer utilities\{.*\}$/)
})

test('a page without hover rules is unchanged; an unclosed block is an error, not a silent cut', () => {
  const plain = '@layer utilities{.mt-4{margin-top:1rem}}'
  expect(dropHoverRules(plain)).toBe(plain)
  expect(() => dropHoverRules('.a{color:red}@media (hover:hover){.a:hover{color:blue}')).toThrow(/Unbalanced/)
})
