// @vitest-environment node
import { transform } from 'lightningcss'
import { inlineUnsetRegisteredProperties } from '../../lib/build/registeredProperties'
import { dropUnusedCustomProperties } from '../../lib/build/unusedCustomProperties'

// As a page's inline CSS holds Tailwind's registered properties: their initial values for browsers without
// @property, rules that read them (a spacing rule that sets one to its initial value, a shadow with a fallback
// colour, a ring that adds a length, a rule that sets one to something else), and their registrations.
const css = [
  '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))){*,:before,:after{',
  '--tw-space-y-reverse:0;--tw-border-style:solid;--tw-shadow:0 0 #0000;--tw-shadow-color:initial;--tw-inset-shadow:0 0 #0000;',
  '--tw-ring-offset-width:0px;--tw-ring-inset:initial;--tw-leading:initial}}}',
  '@layer utilities{:where(.space-y-2>:not(:last-child)){--tw-space-y-reverse:0;margin-block-start:calc(.5rem * var(--tw-space-y-reverse));',
  'margin-block-end:calc(.5rem * calc(1 - var(--tw-space-y-reverse)))}',
  '.border{border-style:var(--tw-border-style);border-width:1px}.border-dashed{--tw-border-style:dashed;border-style:dashed}',
  '.shadow-sm{--tw-shadow:0 1px 3px 0 var(--tw-shadow-color,#0000001a);box-shadow:var(--tw-inset-shadow),var(--tw-shadow)}',
  '.ring-4{box-shadow:var(--tw-ring-inset,) 0 0 0 calc(4px + var(--tw-ring-offset-width))}',
  '.text-sm{line-height:var(--tw-leading,calc(1.25 / .875))}.leading-6{--tw-leading:1.5rem;line-height:1.5rem}}',
  '@property --tw-space-y-reverse{syntax:"*";inherits:false;initial-value:0}',
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-shadow-color{syntax:"*";inherits:false}',
  '@property --tw-inset-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0}@property --tw-ring-inset{syntax:"*";inherits:false}',
  '@property --tw-leading{syntax:"*";inherits:false}',
].join('')
const markup = '<ul class="space-y-2"><li class="border shadow-sm ring-4 text-sm">One</li></ul>'
const written = (page: string) => dropUnusedCustomProperties(inlineUnsetRegisteredProperties(page, markup), markup)

test("writes out what nothing on the page sets: the initial value, else the read's fallback, worked out", () => {
  const out = written(css)
  expect(out).toContain(':where(.space-y-2>:not(:last-child)){margin-block-start:0rem;margin-block-end:.5rem}')
  expect(out).toContain('.shadow-sm{--tw-shadow:0 1px 3px 0 #0000001a;box-shadow:0 0 #0000,var(--tw-shadow)}')
  // A registered <length> of 0 is a length where it is read: calc(4px + 0) would not be valid.
  expect(out).toContain('.ring-4{box-shadow: 0 0 0 4px}')
  // Their registrations and fallbacks go once nothing reads them.
  for (const name of ['--tw-space-y-reverse', '--tw-shadow-color', '--tw-inset-shadow', '--tw-ring-offset-width', '--tw-ring-inset'])
    expect(out, name).not.toContain(name)
  expect(() => transform({ filename: 'page.css', code: Buffer.from(out), errorRecovery: false })).not.toThrow()
})

test('leaves alone a property a rule sets to another value, one the markup names, and one read with no value to write', () => {
  const out = written(css)
  expect(out).toContain('.border{border-style:var(--tw-border-style);border-width:1px}')
  expect(out).toContain('.text-sm{line-height:var(--tw-leading,calc(1.25 / .875))}')
  expect(out).toContain('@property --tw-border-style{')
  expect(out).toContain('--tw-border-style:solid;')
  const styled = written(css.replace('.border-dashed{--tw-border-style:dashed;border-style:dashed}', ''))
  expect(styled).toContain('.border{border-style:solid;border-width:1px}')
  const named = dropUnusedCustomProperties(inlineUnsetRegisteredProperties(css, `${markup}<p style="--tw-shadow:none">`), markup)
  expect(named).toContain('box-shadow:0 0 #0000,var(--tw-shadow)')
  expect(named).toContain('@property --tw-shadow{')
  const unread = '.a{background-image:linear-gradient(var(--tw-gradient-stops))}@property --tw-gradient-stops{syntax:"*";inherits:false}'
  expect(inlineUnsetRegisteredProperties(unread, '')).toBe(unread)
})
