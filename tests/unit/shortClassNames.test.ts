// @vitest-environment node
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renameClassAttributes, renameSelectorClasses, shortenClassNames } from '../../lib/build/shortClassNames'

const hash = (css: string) => createHash('sha256').update(css).digest('base64')
const OLD_SHEET = '/assets/static/global.AAAAAAAA.css'

// A stylesheet as Tailwind writes it (the site's own classes in components, Tailwind's in utilities, names escaped),
// two pages that use it inline and link it, an island's bundle that renders some of the same classes.
const sheet = [
  '@layer components{.btn{display:inline-flex}.card{padding:1rem}}',
  '@layer utilities{.flex{display:flex}.text-sm{font-size:.875rem}.py-0\\.5{padding-block:.125rem}.w-1\\/2{width:50%}',
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}.card-tone{color:red}',
  '@media (min-width:48rem){.md\\:grid-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}}',
  '@media (min-width:96rem){.\\32 xl\\:p-4{padding:1rem}}',
  ':where(.group):hover .group-hover\\:underline{text-decoration-line:underline}',
  '.mt-4{margin-top:1rem}.text-3xl{font-size:1.875rem}.ring-4{--x:0}[data-label=".flex"]{color:blue}}',
  '.card-tone{color:blue}',
  '@keyframes spin{50.5%{opacity:.5}}',
].join('')
const inline = '.flex{display:flex}.md\\:grid-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}'
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="style-src 'self' 'sha256-${hash(inline)}' 'sha256-other='">` +
  `<style>${inline}</style><noscript data-stylesheet="${OLD_SHEET}"><link rel="stylesheet" href="${OLD_SHEET}"></noscript></head><body>${body}</body></html>`
const home = page(
  '<main class="flex md:grid-cols-3 2xl:p-4"><a class="btn card-tone py-0.5 w-1/2 [&amp;&gt;svg]:size-4">Go</a>' +
    '<p class="group"><span class="group-hover:underline text-sm">Tip</span></p>' +
    '<div data-island="Form" data-props="{&quot;className&quot;:&quot;ring-4&quot;}"><p class="text-sm ring-4 mt-4">Form</p></div></main>',
)
const about = page('<main class="flex md:grid-cols-3"><p class="md:grid-cols-3 card">About</p></main>')
const EDITOR = '<link rel="stylesheet" href="/editor/editor.css"><h1 class="text-3xl">Editor</h1>'
const island = 'function Form(){return h("p",{className:"text-sm "+tone+" mt-4"})}'

let dir: string
let out: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'short-classes-'))
  out = join(dir, 'client')
  mkdirSync(join(out, 'assets', 'static'), { recursive: true })
  mkdirSync(join(out, 'admin'), { recursive: true })
  writeFileSync(join(out, OLD_SHEET), sheet)
  writeFileSync(join(out, 'index.html'), home)
  writeFileSync(join(out, 'about.html'), about)
  // A page rendered by its script has a static shell; a page of its own stylesheet is left alone.
  writeFileSync(join(out, 'admin', 'login.html'), `<link rel="stylesheet" href="${OLD_SHEET}"><h1 class="text-3xl">Admin</h1><div id="app"></div>`)
  writeFileSync(join(out, 'editor.html'), EDITOR)
  writeFileSync(join(out, 'island.js'), island)
  writeFileSync(join(dir, 'assets.json'), JSON.stringify({ page: { css: [OLD_SHEET.slice(1)] } }))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const shorten = () =>
  shortenClassNames(
    out,
    ['index.html', 'about.html', 'admin/login.html', 'editor.html'].map((file) => join(out, file)),
    [join(out, 'island.js')],
  )

test("renames Tailwind's utilities that no script names, the most used first; keeps the site's own classes and what a script or prop names", () => {
  const { classes } = shorten()
  const renamed = Object.values(classes).sort()
  expect(renamed).toEqual(['2xl:p-4', '[&>svg]:size-4', 'flex', 'group', 'group-hover:underline', 'md:grid-cols-3', 'py-0.5', 'text-3xl', 'w-1/2'].sort())
  // md:grid-cols-3 is on three elements, flex on two: they get the first names.
  expect(Object.entries(classes).slice(0, 2)).toEqual([
    ['a', 'md:grid-cols-3'],
    ['b', 'flex'],
  ])
  const html = readFileSync(join(out, 'index.html'), 'utf8')
  // text-sm and mt-4 are in the island's bundle, ring-4 in its props, btn and card-tone the site's own (card-tone is
  // also written outside the utilities layer).
  expect(html).toContain('<p class="text-sm ring-4 mt-4">')
  expect(html).toMatch(/<a class="btn card-tone [a-z][a-z0-9]* [a-z][a-z0-9]* [a-z][a-z0-9]*">/)
  expect(html).not.toMatch(/class="[^"]*(flex|md:grid-cols-3|w-1\/2|py-0\.5|group)/)
})

test('rewrites the inline CSS and the hash its style policy allows it by, and the stylesheet under the name of its new content', () => {
  const { classes, stylesheet } = shorten()
  const short = Object.fromEntries(Object.entries(classes).map(([name, original]) => [original, name]))
  const html = readFileSync(join(out, 'index.html'), 'utf8')
  const renamedInline = `.${short['flex']}{display:flex}.${short['md:grid-cols-3']}{grid-template-columns:repeat(3,minmax(0,1fr))}`
  expect(html).toContain(`<style>${renamedInline}</style>`)
  expect(html).toContain(`'sha256-${hash(renamedInline)}' 'sha256-other='`)
  expect(html).not.toContain(hash(inline))

  expect(stylesheet.from).toBe(OLD_SHEET)
  expect(stylesheet.to).toMatch(/^\/assets\/static\/global\.[\w-]{8}\.css$/)
  expect(existsSync(join(out, OLD_SHEET))).toBe(false)
  const css = readFileSync(join(out, stylesheet.to), 'utf8')
  expect(stylesheet.to).toContain(createHash('sha256').update(css).digest('base64url').slice(0, 8))
  expect(css).toContain(`.${short['w-1/2']}{width:50%}`)
  expect(css).toContain(`.${short['2xl:p-4']}{padding:1rem}`)
  expect(css).toContain(`:where(.${short['group']}):hover .${short['group-hover:underline']}{`)
  // Not in a selector: a string, a value, a keyframe.
  expect(css).toContain('[data-label=".flex"]')
  expect(css).toContain('@keyframes spin{50.5%{opacity:.5}}')
  for (const file of ['index.html', 'about.html', join('admin', 'login.html'), join('..', 'assets.json')]) {
    const text = readFileSync(join(out, file), 'utf8')
    expect(text, file).toContain(stylesheet.to.slice(1))
    expect(text, file).not.toContain(OLD_SHEET.slice(1))
  }
  expect(readFileSync(join(out, 'admin', 'login.html'), 'utf8')).toContain(`<h1 class="${short['text-3xl']}">`)
  expect(readFileSync(join(out, 'editor.html'), 'utf8')).toBe(EDITOR)
})

test('the map turns the output back into the classes the components gave, byte for byte', () => {
  const { classes, stylesheet } = shorten()
  const authored = (name: string) => classes[name]
  const html = readFileSync(join(out, 'about.html'), 'utf8')
  const style = /<style>(.*)<\/style>/.exec(html)![1]!
  expect(renameSelectorClasses(style, authored)).toBe(inline)
  expect(renameClassAttributes(readFileSync(join(out, 'index.html'), 'utf8'), authored)).toContain(
    '<a class="btn card-tone py-0.5 w-1/2 [&amp;&gt;svg]:size-4">',
  )
  expect(renameSelectorClasses(readFileSync(join(out, stylesheet.to), 'utf8'), authored)).toBe(sheet)
})
