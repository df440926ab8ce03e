/**
 * The content editor's files ship only with a site built against the lead service (which hosts the editor's page and
 * back end), and no public page loads any of them: the editor's megabytes stay off every visitor's page.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
  )

const serviceBuilt = existsSync(join('dist-service', 'client', 'index.html'))

// A browser-only build keeps the login page's credential record beside its output (lib/build/adminCredentials.ts).
const browserOnly = existsSync(join('dist', '.admin-credential.json'))

test.skipIf(!browserOnly)('a site built without the lead service ships no editor', () => {
  expect(existsSync(join('dist', 'client', 'admin', 'editor'))).toBe(false)
})

describe.skipIf(!serviceBuilt)('dist-service (built against the lead service; npm run build:service-fixture)', () => {
  const editor = join('dist-service', 'client', 'admin', 'editor')

  test('ships the editor: its script and stylesheet, and Decap CMS as its package ships it', () => {
    for (const file of ['editor.js', 'editor.css', 'decap/decap-cms.js']) expect(statSync(join(editor, file)).size, file).toBeGreaterThan(1000)
    // The site's own public files are not copied in again.
    expect(existsSync(join(editor, 'favicon.svg'))).toBe(false)
    const decap = readFileSync(join(editor, 'decap/decap-cms.js'))
    console.log(
      `content editor: decap-cms.js ${decap.length} B (${gzipSync(decap).length} B gzip), editor.js ${statSync(join(editor, 'editor.js')).size} B`,
    )
  })

  test('no public page loads any of it', () => {
    const pages = htmlFiles(join('dist-service', 'client')).filter((file) => !file.includes(`${join('admin', 'editor')}`))
    expect(pages.length).toBeGreaterThan(50)
    for (const page of pages) expect(readFileSync(page, 'utf8'), page).not.toMatch(/\/admin\/editor\/|decap-cms/)
  })
})
