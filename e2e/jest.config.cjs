// Browser end-to-end suite: the built platform (api + worker) on its own database, driven by
// playwright-core in Debian's chromium. Run by scripts/test.mjs after a build.
const path = require('node:path');
const { swcNode, workspaceModules } = require('../jest.preset.cjs');

module.exports = {
  rootDir: path.join(__dirname, '..'),
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e-spec.ts'],
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swcNode },
  moduleNameMapper: workspaceModules,
  globalSetup: '<rootDir>/e2e/support/global-setup.cjs',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.cjs',
  testTimeout: 60000,
  maxWorkers: 1,
};
