// Who may import whom, checked by `npm run lint:deps` (part of `npm run lint` and `npm test`).
// dependency-cruiser resolves imports as Node and the bundlers do, the `#shared/*`, `#web/*`…
// aliases of package.json "imports" included; type-only imports count too (tsPreCompilationDeps).
const FUNCTION_LAYERS = '(lib|data|domain|http)';
/** Tests and the web's test support may reach across the web's layers (not across features). */
const WEB_TEST = ['\\.test\\.tsx?$', '^web/src/testing/'];
/** The response and error schemas: checked by the local stack, turned into docs/openapi.json. */
const RESPONSE_SCHEMAS = ['^shared/contract/(responses|errors|runtime-config|common-responses)\\.ts$', '^shared/contract/[^/]+/responses\\.ts$'];

const webLayer = (layer, above) => ({
  name: `web-${layer}-imports-downwards`,
  comment: `web/src/${layer} imports only downwards (app → features → components → lib), not ${above.join('/, ')}/.`,
  severity: 'error',
  from: { path: `^web/src/${layer}/`, pathNot: WEB_TEST },
  to: { path: `^web/src/(${above.join('|')})/` },
});

const functionsLayer = (layer, below) => ({
  name: `functions-${layer}-layer`,
  comment: `functions/${layer} imports only ${[...below.map((name) => `functions/${name}`), 'shared/'].join(', ')} and itself.`,
  severity: 'error',
  from: { path: `^functions/${layer}/` },
  to: { path: '^functions/', pathNot: `^functions/(${[layer, ...below].join('|')})/` },
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'An import cycle: modules that need each other; move what both need into a third module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import that resolves to no file; an alias that cannot be followed would slip past every rule here.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'shared-imports-only-shared',
      comment: 'shared/ imports nothing of the project outside shared/.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(functions|web|infra|tests)/' },
    },
    {
      name: 'functions-never-import-web-infra-tests',
      comment: 'functions/ never imports web/, infra/ or tests/: a Lambda bundles only functions/ and shared/.',
      severity: 'error',
      from: { path: '^functions/' },
      to: { path: '^(web|infra|tests)/' },
    },
    {
      name: 'web-never-imports-functions-infra-tests',
      comment: 'web/ never imports functions/, infra/ or tests/; what both sides need lives in shared/.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(functions|infra|tests)/' },
    },
    {
      name: 'response-schemas-stay-out-of-bundles',
      comment:
        'Response schemas are read at run time by the local stack, the OpenAPI writer and tests only; a Lambda or the SPA takes their types (`import type`), so no bundle carries them.',
      severity: 'error',
      from: { pathNot: ['^(infra|tests)/', '^web/src/testing/', '\\.test\\.tsx?$', ...RESPONSE_SCHEMAS] },
      to: { path: RESPONSE_SCHEMAS, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-features-apart',
      comment: 'Features never import each other; move what both need to web/src/components or web/src/lib.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    webLayer('lib', ['components', 'features', 'app']),
    webLayer('components', ['features', 'app']),
    webLayer('features', ['app']),
    functionsLayer('lib', []),
    functionsLayer('data', ['lib']),
    functionsLayer('domain', ['lib', 'data']),
    functionsLayer('http', ['lib', 'data', 'domain']),
    {
      name: 'functions-resources-apart',
      comment: 'A resource folder never imports another; share through functions/{lib,data,domain,http}.',
      severity: 'error',
      from: { path: '^functions/([^/]+)/', pathNot: `^functions/${FUNCTION_LAYERS}/` },
      to: { path: '^functions/', pathNot: ['^functions/$1/', `^functions/${FUNCTION_LAYERS}/`] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|web/dist|cdk\\.out|\\.data|\\.build|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Resolve packages as Node's ESM loader does (exports maps, import condition).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
