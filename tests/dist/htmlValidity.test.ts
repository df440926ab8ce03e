// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { transform } from 'lightningcss'
import { expect, test } from 'vitest'
import { builtPages, distDir } from '../support/site'

const require = createRequire(import.meta.url)
const vnu = join(require.resolve('vnu-jar/package.json'), '..', 'build', 'dist', 'vnu.jar')

interface NuMessage {
  type: string
  url: string
  message: string
  lastLine?: number
  lastColumn?: number
  extract?: string
  hiliteStart?: number
  hiliteLength?: number
}

/** The 1-based line and column spans of a file's inline <style> contents, as the Nu checker counts them. */
function styleSpans(html: string): { from: [number, number]; to: [number, number] }[] {
  const position = (offset: number): [number, number] => {
    const before = html.slice(0, offset)
    const line = before.split('\n').length
    return [line, offset - before.lastIndexOf('\n')]
  }
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => {
    const start = match.index! + '<style>'.length
    return { from: position(start), to: position(start + match[1]!.length) }
  })
}

const within = (line: number, column: number, span: ReturnType<typeof styleSpans>[number]) =>
  (line > span.from[0] || (line === span.from[0] && column >= span.from[1])) && (line < span.to[0] || (line === span.to[0] && column <= span.to[1]))

/**
 * The HTML standard lets `blocking="render"` stand on a `<link rel="expect">` (whatwg/html#9970, merged in 2024, and
 * in Chrome since 124); the Nu checker still allows it only on a stylesheet. That one message, about exactly that
 * element, is left out; `blocking` on any other link still fails the test.
 */
function isRenderBlockingExpect(message: NuMessage): boolean {
  const element = message.extract?.slice(message.hiliteStart, (message.hiliteStart ?? 0) + (message.hiliteLength ?? 0))
  return (
    message.message === 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
    /^<link rel="expect" href="#[\w-]+" blocking="render"\/?>$/.test(element ?? '')
  )
}

/**
 * The Nu checker's CSS grammar is years behind the CSS the site ships (@property, @layer, color-mix() …), so its
 * "CSS:" messages about a page's inline <style> are left to a maintained CSS parser below; every other message,
 * CSS in attributes included, still fails the test.
 */
test('every prerendered page passes the Nu Html Checker with zero errors', () => {
  let output: string
  try {
    output = execFileSync('java', ['-jar', vnu, '--format', 'json', '--errors-only', '--skip-non-html', distDir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 256 * 1024 * 1024,
    })
  } catch (error) {
    // vnu exits 1 when it finds errors; its JSON report may be on either stream.
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    output = [stdout, stderr].find((text) => text?.trim().startsWith('{')) ?? ''
    if (!output) throw error
  }
  const report = JSON.parse(output || '{"messages":[]}') as { messages: NuMessage[] }
  const spans = new Map<string, ReturnType<typeof styleSpans>>()
  const inInlineStyle = (message: NuMessage) => {
    const file = message.url.replace(/^file:/, '')
    if (!spans.has(file)) spans.set(file, styleSpans(readFileSync(file, 'utf8')))
    return spans.get(file)!.some((span) => within(message.lastLine ?? 0, message.lastColumn ?? 0, span))
  }
  const errors = report.messages.filter(
    (message) => message.type === 'error' && !(message.message.startsWith('CSS: ') && inInlineStyle(message)) && !isRenderBlockingExpect(message),
  )
  expect(errors.map((error) => `${error.url.replace(/^.*dist\/client\//, '')}:${error.lastLine ?? ''} ${error.message}`)).toEqual([])
}, 180_000)

test('every inline stylesheet parses with a current CSS parser (lightningcss), strictly, with no warning', () => {
  let checked = 0
  const notFound = { path: '/404', html: readFileSync(join(distDir, '404.html'), 'utf8') }
  for (const page of [...builtPages(), notFound]) {
    for (const [, css] of page.html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
      const result = transform({ filename: `${page.path}.css`, code: Buffer.from(css!), errorRecovery: false, minify: false })
      expect(
        result.warnings.map((warning) => warning.message),
        page.path,
      ).toEqual([])
      checked++
    }
  }
  expect(checked).toBeGreaterThan(50)
})
