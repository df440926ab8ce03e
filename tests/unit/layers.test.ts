// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { ESLint } from 'eslint'

/**
 * The layer rules are kept by tools in `npm run lint`: dependency-cruiser (.dependency-cruiser.cjs) for imports
 * across layers, ESLint for Node globals in browser code. These tests plant one crossing of each kind in a throwaway
 * tree and show that the tools refuse it, so a rule that stopped matching would fail here.
 */
const depcruise = resolve('node_modules/.bin/depcruise')
const config = resolve('.dependency-cruiser.cjs')

function cruise(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'layers-'))
  try {
    writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler' } }))
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
    const folders = [...new Set(Object.keys(files).map((path) => path.split('/')[0]!))]
    const run = spawnSync(depcruise, [...folders, '--config', config, '--output-type', 'err'], { cwd: root, encoding: 'utf8' })
    return run.stdout + run.stderr
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

// Each test runs a whole tool (dependency-cruiser in a child process, or ESLint with the project's configuration): a few
// seconds alone, several times that on a machine busy with other work, so vitest's 5 s default would fail a check
// that holds.
const TOOL_TIMEOUT_MS = 60_000

test('dependency-cruiser refuses an import across each layer', { timeout: TOOL_TIMEOUT_MS }, () => {
  const report = cruise({
    'lib/client/reads.ts': "import { readFileSync } from 'node:fs'\nexport const read = readFileSync\n",
    'lib/build/usesBrowser.ts': "import { read } from '../client/reads'\nexport const again = read\n",
    'lib/shared.ts': "import { again } from './build/usesBrowser'\nexport const shared = again\n",
    'content/page.ts': "import { shared } from '../lib/shared'\nimport { render } from '../components/view'\nexport const page = [shared, render]\n",
    'components/view.ts': "import { start } from '../service/main'\nexport const render = start\n",
    'service/main.ts': "import { helper } from '../tests/helper'\nexport const start = helper\n",
    'tests/helper.ts': 'export const helper = 1\n',
    'lib/a.ts': "import { b } from './b'\nexport const a = () => b\n",
    'lib/b.ts': "import { a } from './a'\nexport const b = () => a\n",
  })
  for (const rule of [
    'browser-no-node: lib/client/reads.ts',
    'build-not-browser: lib/build/usesBrowser.ts',
    'shared-lib-pure: lib/shared.ts',
    'content-is-data: content/page.ts',
    'site-not-service: components/view.ts',
    'only-tests-import-tests: service/main.ts',
    'no-circular: lib/a.ts',
  ])
    expect(report).toContain(rule)
})

test('a type-only import crosses no layer', { timeout: TOOL_TIMEOUT_MS }, () => {
  const report = cruise({
    'lib/client/types.ts': "import type { Row } from '../build/rows'\nexport type View = Row\n",
    'lib/build/rows.ts': 'export interface Row { id: string }\n',
  })
  expect(report).toContain('no dependency violations found')
})

test('ESLint refuses a Node global in browser code, and allows it in build code', { timeout: TOOL_TIMEOUT_MS }, async () => {
  // Linted as text under the paths they would have, so nothing is planted in the working tree.
  const eslint = new ESLint()
  const source = 'export const size = (text: string) => Buffer.byteLength(text)\n'
  const lint = async (path: string) => (await eslint.lintText(source, { filePath: resolve(path) }))[0]!.messages
  expect((await lint('lib/client/plantedNodeGlobal.ts')).map(({ ruleId, message }) => ({ ruleId, message }))).toEqual([
    { ruleId: 'no-restricted-globals', message: "Unexpected use of 'Buffer'. Buffer is Node's: browser code runs without it." },
  ])
  expect(await lint('lib/build/plantedNodeGlobal.ts')).toEqual([])
})
