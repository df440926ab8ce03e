// ESLint: the recommended JavaScript, typescript-eslint, React hooks and jsx-a11y rules over the whole project, and
// eslint-plugin-regexp's two rules against patterns whose time grows faster than their input.
// typescript-eslint runs without type information: `npm run typecheck` (the native TypeScript 7 compiler) is the
// type checker, and typescript-eslint only parses with the TypeScript 6 API (the `typescript` alias, see README).
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import regexp from 'eslint-plugin-regexp'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Where each runtime's code lives; the same split as the tsconfig files. */
const BROWSER_FILES = ['lib/client/**', 'components/islands/**', 'admin/**', 'pages/+client.ts', 'editor/**']
const SERVICE_FILES = ['service/**']
const NODE_GLOBALS = ['Buffer', 'process', 'global', 'require', 'module', '__dirname', '__filename', 'setImmediate', 'clearImmediate']
const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'HTMLElement']
const restricted = (names, whose) => names.map((name) => ({ name, message: `${name} is ${whose}.` }))

export default defineConfig(
  globalIgnores([
    'dist/',
    'dist-*/',
    'service/dist/',
    'bench/results/',
    'test-results/',
    'playwright-report/',
    'blob-report/',
    '.data/',
    '.scratch/',
    // The config bundles Vike and Vite write for a moment while a build loads its config (npm test lints beside a build).
    '**/*.build-*.mjs',
    '**/*.timestamp-*.mjs',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `const { omitted: _omitted, ...rest } = value` is how the code drops a field.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // Vike's documented way to type custom settings is `declare global { namespace Vike { … } }`.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      // A scrollable table or a carousel is a labelled region that must be a keyboard stop (axe's
      // scrollable-region-focusable), and the carousel takes the arrow keys while focused.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    // A pattern that backtracks over its input is one request that holds the lead service (a spam check took 35 s
    // over a message of 5,000 @ signs). Everywhere: no backtracking in polynomial or exponential time.
    plugins: { regexp },
    rules: { 'regexp/no-super-linear-backtracking': 'error' },
  },
  {
    // The service reads what anyone sends: not even a pattern retried from each position of a long input.
    files: SERVICE_FILES,
    rules: { 'regexp/no-super-linear-move': ['error', { ignorePartial: false }] },
  },
  {
    // The rest runs in Node with a DOM beside it (as tsconfig.node.json types it): the build renders pages and parses
    // HTML, the scripts and the tests drive a browser.
    ignores: [...BROWSER_FILES, ...SERVICE_FILES],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Browser code runs without Node (tsconfig.browser.json types it so). typescript-eslint leaves undefined names to
    // the type checker, so a Node global is refused by name as well.
    files: BROWSER_FILES,
    languageOptions: { globals: globals.browser },
    rules: { 'no-restricted-globals': ['error', ...restricted(NODE_GLOBALS, "Node's: browser code runs without it")] },
  },
  {
    // The lead service runs in Node with no page around it (tsconfig.service.json has no DOM types).
    files: SERVICE_FILES,
    languageOptions: { globals: globals.node },
    rules: { 'no-restricted-globals': ['error', ...restricted(BROWSER_GLOBALS, "the browser's: the lead service runs in Node")] },
  },
)
