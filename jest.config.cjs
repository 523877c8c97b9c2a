// One jest, several projects: unit (node), web (jsdom), integration (real PostgreSQL and Redis).
// Browser end-to-end tests live in e2e/jest.config.cjs and are run by scripts/test.mjs.
const { root, workspaceModules, swcNode, swcWeb, nodeTransformIgnore } = require('./jest.preset.cjs');

// Rooted at <rootDir>: a checkout may itself live under /tmp (CI clones do).
const ignored = ['/node_modules/', '<rootDir>/(apps|libs)/.*/dist/', '<rootDir>/.data/', '<rootDir>/tmp/'];

module.exports = {
  rootDir: root,
  projects: [
    {
      displayName: 'unit',
      rootDir: root,
      roots: ['<rootDir>/libs', '<rootDir>/apps/api', '<rootDir>/apps/worker', '<rootDir>/apps/province-ref', '<rootDir>/infra', '<rootDir>/scripts'],
      testMatch: ['**/*.spec.ts'],
      testPathIgnorePatterns: ignored,
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swcNode },
      transformIgnorePatterns: nodeTransformIgnore,
      moduleNameMapper: workspaceModules,
    },
    {
      displayName: 'web',
      rootDir: root,
      roots: ['<rootDir>/apps/web'],
      testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
      testPathIgnorePatterns: ignored,
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/apps/web/jest.setup.ts'],
      transform: { '^.+\\.(t|j)sx?$': swcWeb },
      transformIgnorePatterns: ['/node_modules/(?!(@refinedev|antd|@ant-design|rc-[^/]+|@rc-component)/)'],
      moduleNameMapper: {
        ...workspaceModules,
        '\\.(css|less|svg|png)$': '<rootDir>/apps/web/test/file-stub.cjs',
      },
    },
    {
      displayName: 'integration',
      rootDir: root,
      roots: ['<rootDir>/libs', '<rootDir>/apps/api', '<rootDir>/apps/worker'],
      testMatch: ['**/*.integration-spec.ts'],
      testPathIgnorePatterns: ignored,
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swcNode },
      transformIgnorePatterns: nodeTransformIgnore,
      moduleNameMapper: workspaceModules,
      setupFilesAfterEnv: ['<rootDir>/libs/testing/src/integration-setup.ts'],
      globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
      globalTeardown: '<rootDir>/libs/testing/src/global-teardown.ts',
    },
  ],
};
