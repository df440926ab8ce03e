// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { initialJavaScriptBytes } from '../support/bundle'
import { publicPages } from '../support/site'

const KiB = 1024
const pages = publicPages()

describe('JavaScript loaded before any interaction (gzip)', () => {
  test.each(pages.filter((page) => page.path !== '/').map((page) => [page.path, page] as const))('%s: at most 10 KiB', (_path, page) => {
    const { bytes, files } = initialJavaScriptBytes(page.html)
    expect(bytes, files.join(', ')).toBeLessThanOrEqual(10 * KiB)
    // React is never among them: it arrives only when an island hydrates.
    expect(files.join()).not.toMatch(/react/i)
  })
})
