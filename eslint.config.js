// `npm run lint:code` (part of `npm run lint` and `npm test`): TypeScript, React hooks and accessibility
// rules, file length, kebab-case names, no web storage in the SPA. Who may import whom (layers, features,
// cycles) is dependency-cruiser's, in .dependency-cruiser.mjs. Formatting is Prettier's, so no
// stylistic rule is on here.
import { relative, sep } from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier/flat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const SOURCE = '**/*.{ts,tsx,js,mjs,cjs}';
const TESTS = ['**/*.test.{ts,tsx}', 'web/src/testing/**'];

const NO_WEB_STORAGE = 'No web storage in the SPA: the access token and session state live in memory only.';

// kebab-case names for every folder and file under the repository root, as web/src/architecture.test.ts had
// them (a leading dot is for tools' config files: .dependency-cruiser.mjs).
const KEBAB_FOLDER = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const KEBAB_FILE = /^\.?[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;
const project = {
  rules: {
    'kebab-case-path': {
      meta: {
        type: 'suggestion',
        docs: { description: 'Folder and file names in kebab-case' },
        schema: [],
        messages: { name: "{{kind}} name '{{name}}' is not kebab-case (lowercase words joined by '-', e.g. 'dashboard-card.tsx')." },
      },
      create(context) {
        const parts = relative(ROOT, context.physicalFilename).split(sep);
        if (parts[0] === '..') return {};
        return {
          Program(node) {
            parts.forEach((name, index) => {
              const isFile = index === parts.length - 1;
              if (!(isFile ? KEBAB_FILE : KEBAB_FOLDER).test(name)) {
                context.report({ node, loc: { line: 1, column: 0 }, messageId: 'name', data: { kind: isFile ? 'File' : 'Folder', name } });
              }
            });
          },
        };
      },
    },
  },
};

export default defineConfig(
  { ignores: ['**/node_modules/**', 'web/dist/**', 'cdk.out/**', '.data/**', '.build/**', 'coverage/**', '.scratch/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: [SOURCE],
    languageOptions: { sourceType: 'module', globals: { ...globals.node } },
    plugins: { project },
    rules: {
      'project/kebab-case-path': 'error',
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      // Long functions, long parameter lists and deep branching are where review found bugs; test files are exempt (a describe block is a list of cases).
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true, IIFEs: true }],
      'max-params': ['error', 5],
      complexity: ['error', 20],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: [...TESTS, 'tests/**'],
    rules: {
      // CDK templates and API answers read by tests are untyped JSON; typing every probe adds nothing.
      '@typescript-eslint/no-explicit-any': 'off',
      // A test file is a flat list of independent cases about one subject; more of them is not more
      // complexity, and splitting one subject's cases across files by line count helps no reader.
      'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': 'off',
      'max-params': 'off',
      complexity: 'off',
    },
  },

  // The SPA.
  { ...reactHooks.configs.flat.recommended, files: ['web/src/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  { files: ['web/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Identifier[name=/^(localStorage|sessionStorage)$/]', message: NO_WEB_STORAGE },
        { selector: 'Literal[value=/^(localStorage|sessionStorage)$/]', message: NO_WEB_STORAGE },
      ],
    },
  },

  // Type-aware, where a promise nobody awaits is an error nobody sees: a Lambda that returns before its
  // write, a local-stack signal handler, a test's `expect(…).rejects` that never runs. Costs ~12 s of
  // one core (the TypeScript program), which runs beside `tsc` in `npm test`. Not on web/src yet: its
  // async event handlers (`onSubmit={handleSubmit(…)}`) want `checksVoidReturn: { attributes: false }` first.
  {
    files: ['{functions,infra,shared,tests}/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: ROOT } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },

  // Plain scripts: the demo report page runs in the browser, the s3rver child is CommonJS.
  { files: ['infra/local/demo-reports/**/*.js'], languageOptions: { sourceType: 'script', globals: { ...globals.browser } } },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  prettier,
);
