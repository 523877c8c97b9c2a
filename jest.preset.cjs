// Shared jest settings: swc transform (with decorator metadata for Nest) and
// workspace packages resolved to their TypeScript sources.
const path = require('node:path');
const root = __dirname;

const workspaceModules = {
  '^@ohit/domain$': path.join(root, 'libs/domain/src/index.ts'),
  '^@ohit/contracts$': path.join(root, 'libs/contracts/src/index.ts'),
  '^@ohit/api/testing$': path.join(root, 'apps/api/src/testing/index.ts'),
  '^@ohit/testing$': path.join(root, 'libs/testing/src/index.ts'),
  '^@ohit/province-ref/testing$': path.join(root, 'apps/province-ref/src/testing/index.ts'),
  '^@ohit/province-ref$': path.join(root, 'apps/province-ref/src/index.ts'),
  '^@ohit/server-(config|database|queue|realtime|resource-engine|storage|xlsx|report-render|pdf-sign|report-signatures|province)$': path.join(root, 'libs/server/$1/src/index.ts'),
};

const swcNode = [
  path.join(root, 'jest.esm-transform.cjs'),
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, dynamicImport: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
    swcrc: false,
  },
];

const swcWeb = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
    swcrc: false,
  },
];

/** ESM-only packages that node-side tests load (compiled to CommonJS by the transform). */
const esmPackages = ['@nestjs'];
const nodeTransformIgnore = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

module.exports = { root, workspaceModules, swcNode, swcWeb, nodeTransformIgnore };
