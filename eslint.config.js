// ESLint: the recommended JavaScript, typescript-eslint, React hooks and jsx-a11y rules over the whole project.
// typescript-eslint runs without type information: `npm run typecheck` (the native TypeScript 7 compiler) is the
// type checker, and typescript-eslint only parses with the TypeScript 6 API (the `typescript` alias, see README).
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig(
  globalIgnores(['dist/', 'dist-*/', 'service/dist/', 'bench/results/', 'test-results/', 'playwright-report/', 'blob-report/', '.data/', '.scratch/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    // Pages render in Node at build time and islands in the browser; scripts, the service and tests run in Node.
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
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
    // Browser code runs without Node. The type checker sees Node's types everywhere, so this is where a Node global
    // in browser code is caught (imports across the layers: .dependency-cruiser.cjs).
    files: ['lib/client/**', 'components/islands/**', 'pages/+client.ts', 'editor/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['Buffer', 'process', 'global', 'require', 'module', '__dirname', '__filename', 'setImmediate', 'clearImmediate'].map((name) => ({
          name,
          message: `${name} is Node's: browser code runs without it.`,
        })),
      ],
    },
  },
)
