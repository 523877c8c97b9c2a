// Lint is where module boundaries are enforced (Nx tags in each package.json):
// web imports only domain and contracts; domain imports nothing from the workspace.
// The rule needs Nx's cached project graph and silently skips itself without one, so the graph
// is computed here when it is missing or stale — `eslint` run by hand or by an editor enforces
// the boundaries too — and a graph that cannot be computed fails lint instead of skipping it.
// scripts/lint/boundaries.spec.ts lints forbidden imports and expects these errors.
require('./scripts/lint/project-graph.cjs').ensureProjectGraph();
const nx = require('@nx/eslint-plugin');
const reactHooks = require('eslint-plugin-react-hooks');

module.exports = [
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'tmp/**', 'coverage/**', '.nx/**', '**/*.generated.*', 'test-results/**'] },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:server'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:server'] },
            { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts'] },
            { sourceTag: 'platform:server', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:server', 'type:testing'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Tests of pushes start the reference provincial platform (its test support only): the server
    // packages' specs — never the web's, contracts' or domain's, whose tags these constraints do not list.
    files: ['apps/api/**/*.spec.ts', 'apps/api/**/*.integration-spec.ts', 'apps/province-ref/**/*.spec.ts', 'libs/server/**/*.spec.ts', 'libs/server/**/*.integration-spec.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: ['@ohit/province-ref/testing'],
          depConstraints: [
            { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:server'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:server'] },
            { sourceTag: 'platform:server', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:server', 'type:testing'] },
          ],
        },
      ],
    },
  },
  {
    // Multi-process tests of the worker drive jobs through a real api (its test support only).
    files: ['apps/worker/**/*.integration-spec.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: ['@ohit/api/testing', '@ohit/province-ref/testing'],
          depConstraints: [{ sourceTag: 'platform:server', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:server', 'type:testing'] }],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.integration-spec.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
];
