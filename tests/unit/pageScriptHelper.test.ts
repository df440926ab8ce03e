// @vitest-environment node
import { readFileSync } from 'node:fs'
import { transformSync } from 'esbuild'

// The benchmark runs scripts/support/pageScript.ts under tsx, whose esbuild keeps function names by wrapping every
// named function in a `__name` helper. A function sent to the page (page.evaluate, waitForFunction) is serialised
// without that helper, so a named one inside it fails there ("__name is not defined"), as the benchmark did once.
test('the functions pageScriptRan sends to the page name no inner function, so they run in a page when compiled by tsx', () => {
  const { code } = transformSync(readFileSync('scripts/support/pageScript.ts', 'utf8'), { loader: 'ts', keepNames: true, format: 'esm' })
  // Only the module's own export is named (run in Node, where the helper exists).
  expect(code.match(/__name\(/g)).toEqual(['__name('])
  expect(code).toContain('__name(pageScriptRan, "pageScriptRan")')
})
