// @vitest-environment node
import { execFile, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { ESLint } from 'eslint'

/**
 * The layer rules are kept by tools: dependency-cruiser (.dependency-cruiser.cjs) for imports across layers and ESLint
 * for another runtime's globals, in `npm run lint`; the type checker, one program per runtime (tsconfig.json), in
 * `npm run typecheck`. These tests plant one crossing of each kind and show that the tools refuse it, so a rule that
 * stopped matching would fail here.
 */
const depcruise = resolve('node_modules/.bin/depcruise')
const config = resolve('.dependency-cruiser.cjs')

// Each test runs a whole tool (dependency-cruiser or the type checker in a child process, or ESLint with the project's
// configuration): a few seconds alone, several times that on a machine busy with other work, so vitest's 5 s default
// would fail a check that holds.
const TOOL_TIMEOUT_MS = 60_000

function cruise(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'layers-'))
  try {
    writeFileSync(join(root, 'tsconfig.base.json'), JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler' } }))
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

test("dependency-cruiser keeps model/ pure and the lead service off the site's lib/", { timeout: TOOL_TIMEOUT_MS }, () => {
  const report = cruise({
    'model/leadRule.ts': "import { copy } from '../content/copy'\nexport const rule = copy\n",
    'model/leadFile.ts': "import { readFileSync } from 'node:fs'\nexport const read = readFileSync\n",
    'model/leadView.ts': "import { panel } from '../admin/panel'\nexport const view = panel\n",
    'model/leadRoute.ts': "import { route } from '../service/leads/route'\nexport const where = route\n",
    'content/copy.ts': 'export const copy = 1\n',
    'admin/panel.ts': "import { rule } from '../model/leadRule'\nexport const panel = rule\n",
    'service/leads/route.ts':
      "import { siteHelper } from '../../lib/helper'\nimport { rule } from '../../model/leadRule'\nexport const route = [siteHelper, rule]\n",
    'lib/helper.ts': 'export const siteHelper = 1\n',
  })
  for (const rule of [
    'model-pure: model/leadRule.ts → content/copy.ts',
    'model-no-node: model/leadFile.ts → fs',
    'model-pure: model/leadView.ts → admin/panel.ts',
    'model-pure: model/leadRoute.ts → service/leads/route.ts',
    'service-not-site: service/leads/route.ts → lib/helper.ts',
  ])
    expect(report).toContain(rule)
  // What model/ may be imported by: the dashboard and the service.
  expect(report).not.toMatch(/admin\/panel\.ts →/)
  expect(report).not.toContain('service/leads/route.ts → model/leadRule.ts')
})

test(
  "dependency-cruiser keeps the service's platform under its features, the features off the root, and no type in a circle",
  { timeout: TOOL_TIMEOUT_MS },
  () => {
    const report = cruise({
      'service/platform/log.ts': "import { LeadError } from '../leads/errors'\nexport const log = LeadError\n",
      'service/leads/errors.ts': 'export class LeadError extends Error {}\n',
      'service/leads/store.ts': "import type { Channel } from '../notify/routing'\nexport type Lead = { channel: Channel }\n",
      'service/notify/routing.ts': "import type { Lead } from '../leads/store'\nexport type Channel = Lead['channel'] | 'email'\n",
      'service/editor/publisher.ts': "import { StartError } from '../startup'\nexport const fail = StartError\n",
      'service/startup.ts': 'export class StartError extends Error {}\n',
    })
    for (const rule of [
      'service-platform-below-features: service/platform/log.ts → service/leads/errors.ts',
      'service-no-type-circle: service/leads/store.ts',
      'service-features-not-root: service/editor/publisher.ts → service/startup.ts',
    ])
      expect(report).toContain(rule)
  },
)

test('a type-only import crosses no layer', { timeout: TOOL_TIMEOUT_MS }, () => {
  const report = cruise({
    'lib/client/types.ts': "import type { Row } from '../build/rows'\nexport type View = Row\n",
    'lib/build/rows.ts': 'export interface Row { id: string }\n',
  })
  expect(report).toContain('no dependency violations found')
})

/** Writes each file into the project for the length of `check`, then removes it. */
async function withPlanted<T>(files: Record<string, string>, check: () => Promise<T> | T): Promise<T> {
  try {
    for (const [path, text] of Object.entries(files)) writeFileSync(path, text)
    return await check()
  } finally {
    for (const path of Object.keys(files)) rmSync(path, { force: true })
  }
}

test(
  'ESLint refuses a Node global in browser code and a browser global in the lead service, and allows both in build code',
  { timeout: TOOL_TIMEOUT_MS },
  async () => {
    // Linted as text under the paths they would have, so nothing is planted in the working tree for a lint beside it to see.
    const eslint = new ESLint()
    const nodeGlobal = 'export const size = (text: string) => Buffer.byteLength(text)\n'
    const browserGlobal = 'export const title = () => document.title\n'
    const lint = async (source: string, path: string) =>
      (await eslint.lintText(source, { filePath: resolve(path) }))[0]!.messages.map(({ ruleId, message }) => ({ ruleId, message }))
    expect(await lint(nodeGlobal, 'lib/client/plantedNodeGlobal.ts')).toEqual([
      { ruleId: 'no-restricted-globals', message: "Unexpected use of 'Buffer'. Buffer is Node's: browser code runs without it." },
    ])
    expect(await lint(browserGlobal, 'service/plantedBrowserGlobal.ts')).toEqual([
      { ruleId: 'no-restricted-globals', message: "Unexpected use of 'document'. document is the browser's: the lead service runs in Node." },
    ])
    expect(await lint(nodeGlobal, 'lib/build/plantedNodeGlobal.ts')).toEqual([])
    expect(await lint(browserGlobal, 'lib/build/plantedBrowserGlobal.ts')).toEqual([])
  },
)

const tsc = resolve('node_modules/@typescript/native/bin/tsc')
/** The type checker's errors for one program (empty when it passes). */
async function typeErrors(config: string): Promise<string> {
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', config], { encoding: 'utf8' })
    return ''
  } catch (error) {
    return String((error as { stdout?: string }).stdout)
  }
}

test(
  'the type check refuses Node in browser code and the DOM in the lead service, and takes both in build code',
  { timeout: TOOL_TIMEOUT_MS },
  async () => {
    const usesNode = "import { readFileSync } from 'node:fs'\nexport const size = (path: string) => Buffer.byteLength(readFileSync(path, 'utf8'))\n"
    const usesDom = 'export const title = () => document.title\n'
    // The browser's program is run whole, to show its files include the planted ones; the other two are narrowed to
    // their planted files, so that each takes a second rather than the whole tree's time.
    const narrowed = (config: string, files: string[]) => JSON.stringify({ extends: `./${config}`, include: [], files })
    const planted = {
      'lib/client/__plantedNodeApi.ts': usesNode,
      'components/islands/__plantedNodeApi.ts': usesNode,
      'service/__plantedDomApi.ts': usesDom,
      'lib/build/__plantedNodeApi.ts': usesNode,
      'lib/build/__plantedDomApi.ts': usesDom,
      'tsconfig.__planted-service.json': narrowed('tsconfig.service.json', ['service/__plantedDomApi.ts']),
      'tsconfig.__planted-build.json': narrowed('tsconfig.node.json', ['lib/build/__plantedNodeApi.ts', 'lib/build/__plantedDomApi.ts']),
    }
    const [browser, service, build] = await withPlanted(planted, () =>
      Promise.all([typeErrors('tsconfig.browser.json'), typeErrors('tsconfig.__planted-service.json'), typeErrors('tsconfig.__planted-build.json')]),
    )
    for (const file of ['lib/client/__plantedNodeApi.ts', 'components/islands/__plantedNodeApi.ts']) {
      expect(browser).toMatch(new RegExp(`${file}\\(1,\\d+\\): error TS\\d+: Cannot find (name|module) 'node:fs'`))
      expect(browser).toMatch(new RegExp(`${file}\\(2,\\d+\\): error TS\\d+: Cannot find name 'Buffer'`))
    }
    // Nothing but the planted files fails: the browser's program passes on the project's own code.
    for (const line of browser.split('\n').filter((l) => /error TS/.test(l))) expect(line).toMatch(/__planted/)
    expect(service).toMatch(/service\/__plantedDomApi\.ts\(1,\d+\): error TS\d+: Cannot find name 'document'/)
    expect(build).toBe('')
  },
)
