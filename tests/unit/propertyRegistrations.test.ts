// @vitest-environment node
import { transform } from 'lightningcss'
import { fallbackForRegisteredProperties } from '../../lib/build/propertyRegistrations'

// As Tailwind writes it and Beasties keeps it: the fallback layer first, the registrations at the end.
const fallback =
  '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){' +
  '*,:before,:after{--tw-border-style:solid;--tw-shadow:0 0 #0000;--tw-content:"}";--tw-leading:initial}}}'
const rest = '@layer theme{:root{--color-slate-50:#f8fafc}}@layer utilities{.shadow{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}}'
const registrations =
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}' +
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
  '@property --tw-content{syntax:"*";inherits:false;initial-value:""}' +
  '@property --tw-leading{syntax:"*";inherits:false}' +
  '@property --tw-rotate-x{syntax:"*";inherits:false}' +
  '@property --brand-angle{syntax:"<angle>";inherits:true;initial-value:0deg}'

test('sets the initial values on every element in every browser and cuts the registrations they cover', () => {
  const out = fallbackForRegisteredProperties(fallback + rest + registrations)
  expect(out).toBe(
    '@layer properties{*,:before,:after{--tw-border-style:solid;--tw-shadow:0 0 #0000;--tw-content:"}";--tw-leading:initial}}' +
      rest +
      // Not in the fallback, and inherited: both stay registered.
      '@property --tw-rotate-x{syntax:"*";inherits:false}@property --brand-angle{syntax:"<angle>";inherits:true;initial-value:0deg}',
  )
  // Still one well-formed stylesheet.
  expect(() => transform({ filename: 'page.css', code: Buffer.from(out), errorRecovery: false })).not.toThrow()
})

test('leaves CSS without the fallback layer, or with a layer holding more than it, as written', () => {
  expect(fallbackForRegisteredProperties(rest + registrations)).toBe(rest + registrations)
  const more = fallback.slice(0, -1) + '.x{color:red}}' + registrations
  expect(fallbackForRegisteredProperties(more)).toBe(more)
})
