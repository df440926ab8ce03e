// @vitest-environment node
import { dropUnmatchedWhereRules } from '../../lib/build/whereRules'

// As Beasties leaves a page's copy of the stylesheet: every rule that starts with :where(), whatever the page has.
const css = [
  '@layer base{:where(select:is([multiple],[size])) optgroup{font-weight:bolder}:where(select:is([multiple],[size])) optgroup option{padding-inline-start:20px}}',
  '@layer utilities{:where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}:where(.space-y-0\\.5>:not(:last-child)){margin-block-end:.125rem}',
  ':where(.divide-y>:not(:last-child)){border-bottom-width:1px}:where(.divide-slate-100>:not(:last-child)){border-color:#f1f5f9}',
  '@media (min-width:40rem){:where(.sm\\:space-y-4>:not(:last-child)){margin-block-end:1rem}}',
  ':where(.card,.panel) dd{margin:0}:where(.rows) :not(.gone){color:red}.space-y-9{color:blue}}',
].join('')

const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`

test('cuts the :where() rules whose class or element the page does not have, and only those', () => {
  const out = dropUnmatchedWhereRules(
    css,
    page('<ul class="space-y-0.5 sm:space-y-4"><li>a</li></ul><dl class="card"><dd>b</dd></dl><p class="rows">c</p>'),
  )
  // Classes the markup has (escaped in the selector, as Tailwind writes them), inside a media query too.
  expect(out).toContain(':where(.space-y-0\\.5>:not(:last-child)){margin-block-end:.125rem}')
  expect(out).toContain('@media (min-width:40rem){:where(.sm\\:space-y-4>:not(:last-child)){margin-block-end:1rem}}')
  // A list inside :where() needs none of its classes; the element after it is needed, and there.
  expect(out).toContain(':where(.card,.panel) dd{margin:0}')
  // A class inside :not() is not needed.
  expect(out).toContain(':where(.rows) :not(.gone){color:red}')
  // Gone: classes and an element the page lacks.
  expect(out).not.toContain('.space-y-2>')
  expect(out).not.toContain('divide')
  expect(out).not.toContain('optgroup')
  // A rule that does not start with :where() is Beasties' to judge, and stays.
  expect(out).toContain('.space-y-9{color:blue}')
  expect(out).toContain('@layer base{}')
})

test('keeps every rule a page can match: its classes decoded from the markup, its elements in any case', () => {
  const out = dropUnmatchedWhereRules(
    css,
    page(
      '<select multiple><OPTGROUP label="x"><option>o</option></OPTGROUP></select><div class="space-y-2 divide-y divide-slate-100"></div><dl class="panel"><dd></dd></dl><i class="rows"></i>',
    ),
  )
  expect(out).toContain('optgroup{font-weight:bolder}')
  expect(out).toContain('optgroup option{padding-inline-start:20px}')
  expect(out).toContain(':where(.space-y-2>:not(:last-child))')
  expect(out).toContain(':where(.divide-y>:not(:last-child))')
  expect(out).toContain(':where(.divide-slate-100>:not(:last-child))')
  expect(out).toContain(':where(.card,.panel) dd{margin:0}')
  const arbitrary = ':where(.\\[\\&\\>svg\\]\\:space-y-1>:not(:last-child)){margin-block-end:.25rem}'
  expect(dropUnmatchedWhereRules(arbitrary, page('<p class="[&amp;&gt;svg]:space-y-1">x</p>'))).toBe(arbitrary)
  expect(dropUnmatchedWhereRules(arbitrary, page('<p class="space-y-1">x</p>'))).toBe('')
})
