// Runs TypeScript sources in a plain node process (node --conditions=@ohit/source -r this): used by
// the benchmarks and by tests that start a real worker as a child process.
const fs = require('node:fs');
const swc = require('@swc/core');

const options = (filename) => ({
  filename,
  jsc: {
    parser: { syntax: 'typescript', decorators: true, dynamicImport: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
  swcrc: false,
});

require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), options(filename));
  module._compile(code, filename);
};
