// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { downloadsPage } from '../../content/downloads'
import { BROTLI_SUFFIX } from '../../lib/build/precompress'

/**
 * The two fixture builds (npm run build:leads-fixture, build:service-fixture) leave out what their tests never read,
 * through BUILD_SKIP: the PDFs, the social images, the search index and the pages' Brotli twins, the slowest parts of a
 * build. The deployed build (dist) has every one of them, and the fixtures keep everything else, the PDFs' text twins
 * included.
 */
const [brochure, portfolio] = downloadsPage.cards
const outputs = (client: string) => ({
  pdfs: [brochure.fileName, portfolio.fileName].filter((name) => existsSync(join(client, 'files', name))),
  texts: [brochure.textFileName, portfolio.textFileName].filter((name) => existsSync(join(client, 'files', name))),
  socialImages: existsSync(join(client, 'og')) ? readdirSync(join(client, 'og'), { recursive: true }).filter((name) => String(name).endsWith('.png')) : [],
  searchIndex: existsSync(join(client, 'pagefind', 'pagefind.js')),
  brotliTwins: existsSync(join(client, `index.html${BROTLI_SUFFIX}`)),
})

test('the deployed build has the PDFs, the social images, the search index and the Brotli twins', () => {
  const built = outputs(join('dist', 'client'))
  expect(built.pdfs).toHaveLength(2)
  expect(built.texts).toHaveLength(2)
  expect(built.socialImages.length).toBeGreaterThan(50)
  expect(built.searchIndex).toBe(true)
  expect(built.brotliTwins).toBe(true)
})

for (const out of ['dist-leads', 'dist-service']) {
  const client = join(out, 'client')
  describe.skipIf(!existsSync(join(client, 'index.html')))(`${out} (a fixture build; npm test makes it)`, () => {
    test('leaves out the PDFs, the social images, the search index and the Brotli twins, and keeps the pages and the text downloads', () => {
      const built = outputs(client)
      expect(built).toEqual({ pdfs: [], texts: [brochure.textFileName, portfolio.textFileName], socialImages: [], searchIndex: false, brotliTwins: false })
      expect(existsSync(join(client, 'index.html'))).toBe(true)
      expect(existsSync(join(client, 'sitemap.xml'))).toBe(true)
    })
  })
}
