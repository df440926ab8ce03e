// @vitest-environment node
/**
 * The build's search index is written whole from Pagefind's answer and read back before the build may finish: a real
 * Pagefind index of three small pages passes the check, and each way an index was found broken (a file cut at
 * 32 KiB, an empty entry file, a missing or truncated chunk, damaged WebAssembly) fails it, naming the file.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, unlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as pagefind from 'pagefind'
import { checkSearchIndex, searchIndexProblems, writeSearchIndex } from '../../lib/build/searchIndexFiles'

let work: string
let whole: string

const page = (title: string, text: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'search-index-'))
  whole = join(work, 'whole')
  const { index } = await pagefind.createIndex({ forceLanguage: 'en', rootSelector: 'main' })
  if (!index) throw new Error('Pagefind did not start')
  await index.addHTMLFile({ url: '/seo', content: page('SEO services', 'Search engine optimisation for growing businesses in India.') })
  await index.addHTMLFile({ url: '/ppc', content: page('PPC management', 'Pay-per-click campaigns on Google Ads and Meta.') })
  await index.addHTMLFile({ url: '/iot', content: page('IoT solutions', 'Connected devices, sensors and dashboards for factories.') })
  const { files } = await index.getFiles()
  await pagefind.close()
  writeSearchIndex(whole, files)
}, 60_000)

afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A copy of the whole index with one thing done to it. */
function damaged(damage: (dir: string) => void): string {
  const dir = mkdtempSync(join(work, 'damaged-'))
  cpSync(whole, dir, { recursive: true })
  damage(dir)
  return dir
}

/** The first file of one of the index's folders. */
const firstIn = (dir: string, folder: string) => `${folder}/${readdirSync(join(dir, folder)).sort()[0]!}`
const metaFileOf = (dir: string) => {
  const entry = JSON.parse(readFileSync(join(dir, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { hash: string }> }
  return `pagefind.${Object.values(entry.languages)[0]!.hash}.pf_meta`
}

test('a whole index passes: entry, metadata, chunks, WebAssembly, pagefind.js and its worker', () => {
  expect(searchIndexProblems(whole)).toEqual([])
  expect(() => checkSearchIndex(whole)).not.toThrow()
  for (const file of ['pagefind-entry.json', 'pagefind.js', 'pagefind-worker.js', 'wasm.en.pagefind', 'wasm.unknown.pagefind'])
    expect(existsSync(join(whole, file)), file).toBe(true)
})

test('writing replaces the folder: nothing of an earlier index stays, and no partial folder is left', () => {
  const dir = join(work, 'rewritten')
  writeSearchIndex(dir, [{ path: 'old-file.js', content: new TextEncoder().encode('1') }])
  writeSearchIndex(dir, [{ path: 'fragment/new.pf_fragment', content: new TextEncoder().encode('2') }])
  expect(existsSync(join(dir, 'old-file.js'))).toBe(false)
  expect(readFileSync(join(dir, 'fragment/new.pf_fragment'), 'utf8')).toBe('2')
  expect(existsSync(`${dir}.partial`)).toBe(false)
  expect(() => writeSearchIndex(dir, [{ path: '../escape.js', content: new Uint8Array(1) }])).toThrow('outside its folder')
})

test('pagefind.js cut at exactly 32 KiB fails the check, naming it', () => {
  const dir = damaged((d) => truncateSync(join(d, 'pagefind.js'), 32_768))
  expect(searchIndexProblems(dir)).toEqual([expect.stringMatching(/^pagefind\.js does not parse as JavaScript \(SyntaxError: /)])
  expect(() => checkSearchIndex(dir)).toThrow(/broken:\n {2}pagefind\.js does not parse/)
})

test('an empty pagefind-entry.json fails the check, naming it', () => {
  const dir = damaged((d) => truncateSync(join(d, 'pagefind-entry.json'), 0))
  expect(searchIndexProblems(dir)).toContain('pagefind-entry.json is empty (0 bytes)')
})

test('a cut-short worker, a missing or truncated chunk and empty WebAssembly each fail, naming the file', () => {
  expect(searchIndexProblems(damaged((d) => truncateSync(join(d, 'pagefind-worker.js'), 20_000)))).toEqual([
    expect.stringMatching(/^pagefind-worker\.js does not parse as JavaScript/),
  ])
  const meta = metaFileOf(whole)
  expect(searchIndexProblems(damaged((d) => unlinkSync(join(d, meta))))).toEqual([`${meta} is missing`])

  const fragment = firstIn(whole, 'fragment')
  const cut = damaged((d) => truncateSync(join(d, fragment), Math.floor(readFileSync(join(d, fragment)).length / 2)))
  expect(searchIndexProblems(cut)).toEqual([expect.stringContaining(`${fragment} does not decompress`)])

  const wordIndex = firstIn(whole, 'index')
  const hash = wordIndex.replace(/^index\/|\.pf_index$/g, '')
  expect(searchIndexProblems(damaged((d) => unlinkSync(join(d, wordIndex))))).toContain(
    `fragment/${hash}.pf_fragment or index/${hash}.pf_index is missing`,
  )

  expect(searchIndexProblems(damaged((d) => truncateSync(join(d, 'wasm.en.pagefind'), 0)))).toEqual(['wasm.en.pagefind is empty (0 bytes)'])
})
