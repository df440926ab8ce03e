// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { distDir } from '../support/site'

const require = createRequire(import.meta.url)
const vnu = join(require.resolve('vnu-jar/package.json'), '..', 'build', 'dist', 'vnu.jar')

test('every prerendered page passes the Nu Html Checker with zero errors', () => {
  let output: string
  try {
    output = execFileSync('java', ['-jar', vnu, '--format', 'json', '--errors-only', '--skip-non-html', distDir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  } catch (error) {
    // vnu exits 1 when it finds errors; its JSON report may be on either stream.
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    output = [stdout, stderr].find((text) => text?.trim().startsWith('{')) ?? ''
    if (!output) throw error
  }
  const report = JSON.parse(output || '{"messages":[]}') as { messages: { type: string; url: string; message: string; lastLine?: number }[] }
  const errors = report.messages.filter((message) => message.type === 'error')
  expect(errors.map((error) => `${error.url.replace(/^.*dist\/client\//, '')}:${error.lastLine ?? ''} ${error.message}`)).toEqual([])
}, 120_000)
