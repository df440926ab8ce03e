/**
 * The house's rooms and fences, checked by `npm run lint` (dependency-cruiser). Where each kind of code runs decides what it
 * may import at run time (`import type` is free: it vanishes):
 * - model/ (the lead model and the team and report rules the dashboard and the service share): pure, it imports
 *   nothing of the site, the dashboard, the service or Node;
 * - the browser (lib/client, the islands, the dashboard in admin/, the page script, the content editor's page): no Node
 *   built-ins, nothing of the build, the service, the scripts or the tests;
 * - shared lib/ (the site's own helpers the browser and the build use): neither lib/build nor lib/client,
 *   no Node built-ins;
 * - content/ (the site's data): no code that renders or runs it;
 * - lib/build (Node at build time): not the browser's code;
 * - the lead service: model/ and content/, never the site's lib/, rendering, the build, the scripts or the tests;
 * - nothing but the tests imports tests/.
 */
const BROWSER = '^(lib/client/|components/islands/|admin/|pages/\\+client\\.ts$|editor/)'
const runtime = { dependencyTypesNot: ['type-only'] }

module.exports = {
  forbidden: [
    {
      name: 'model-pure',
      comment: 'model/ is the pure lead model the dashboard and the service share: it imports nothing but model/ and npm packages.',
      severity: 'error',
      from: { path: '^model/' },
      to: { path: '^(lib|content|service|components|admin|pages|editor|scripts|tests)/', ...runtime },
    },
    {
      name: 'model-no-node',
      severity: 'error',
      from: { path: '^model/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-no-node',
      comment: 'Browser code runs without Node: no built-in module.',
      severity: 'error',
      from: { path: BROWSER },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-no-build-or-server',
      comment: 'Browser code imports neither the build, the lead service, the scripts nor the tests.',
      severity: 'error',
      from: { path: BROWSER },
      to: { path: '^(lib/build/|service/|scripts/|tests/)', ...runtime },
    },
    {
      name: 'shared-lib-pure',
      comment: 'Shared lib/ code runs everywhere: it imports neither lib/build, lib/client nor Node built-ins.',
      severity: 'error',
      from: { path: '^lib/[^/]+$' },
      to: { path: '^lib/(build|client)/', ...runtime },
    },
    {
      name: 'shared-lib-no-node',
      severity: 'error',
      from: { path: '^lib/[^/]+$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'build-not-browser',
      comment: 'lib/build runs in Node at build time: it does not import the browser code.',
      severity: 'error',
      from: { path: '^lib/build/' },
      to: { path: BROWSER, ...runtime },
    },
    {
      name: 'content-is-data',
      comment: "content/ is the site's data: it does not import the code that renders, serves or builds it.",
      severity: 'error',
      from: { path: '^content/' },
      to: { path: '^(components|pages|service|scripts|tests|editor|lib/client|lib/build)/', ...runtime },
    },
    {
      name: 'service-not-site',
      comment: "The lead service imports model/ and content/, never the site's lib/, its rendering, the dashboard, the scripts or the tests.",
      severity: 'error',
      from: { path: '^service/' },
      to: { path: '^(components|pages|admin|editor|lib|scripts|tests)/', ...runtime },
    },
    {
      name: 'service-platform-below-features',
      comment: 'service/platform/ (database, http, log, limits) is what the features stand on: it imports no feature and not the composition root.',
      severity: 'error',
      from: { path: '^service/platform/' },
      to: { path: '^service/(?!platform/)' },
    },
    {
      name: 'service-features-not-root',
      comment: 'A feature of the service does not import the composition root (main, app, startup, adminRoutes): the root imports the features.',
      severity: 'error',
      from: { path: '^service/[^/]+/' },
      to: { path: '^service/(main|app|startup|adminRoutes)\\.ts$', ...runtime },
    },
    {
      name: 'service-no-type-circle',
      comment: "Not even a type goes round in a circle between two of the service's modules: the type belongs to one of them.",
      severity: 'error',
      from: { path: '^service/' },
      to: { circular: true },
    },
    {
      name: 'site-not-service',
      comment: "The site's pages and components, the dashboard and the model do not import the lead service.",
      severity: 'error',
      from: { path: '^(components|pages|admin|model|lib|content)/' },
      to: { path: '^(service|scripts|tests)/', ...runtime },
    },
    {
      name: 'only-tests-import-tests',
      severity: 'error',
      from: { pathNot: '^tests/' },
      to: { path: '^tests/', ...runtime },
    },
    {
      name: 'no-circular',
      comment: 'A loop between modules makes their load order matter.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Also the config bundles Vike and Vite write for a moment while a build loads its config (npm test lints beside a build).
    exclude: { path: ['^(dist|dist-[^/]+|service/dist|node_modules|\\.data)/', '\\.(build|timestamp)-[^/]+\\.mjs$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    skipAnalysisNotInRules: true,
  },
}
