// NestJS 12 ships ES modules only, and jest on Node 20 cannot require() ESM. This wraps
// @swc/jest to compile those node_modules files to CommonJS, first rewriting `import.meta.url`
// (which has no CommonJS form) to the file URL of the module being compiled.
const swcJest = require('@swc/jest');

const IMPORT_META_URL = /import\.meta\.url/g;
// ESM modules that rebuild `require` with createRequire: in CommonJS it already exists.
const OWN_REQUIRE = /^const require = createRequire\(import\.meta\.url\);$/gm;
// Not require('node:url'): some modules shadow `require` on the very line that uses it.
const CJS_URL = '("file://" + __filename)';

module.exports = {
  createTransformer(options) {
    const inner = swcJest.createTransformer(options);
    const rewrite = (src, filename) => (filename.includes('node_modules') ? src.replace(OWN_REQUIRE, '').replace(IMPORT_META_URL, CJS_URL) : src);
    // Part of the cache key: editing these rewrites must invalidate jest's transform cache.
    const self = require('node:crypto').createHash('sha1').update(require('node:fs').readFileSync(__filename)).digest('hex');
    return {
      ...inner,
      getCacheKey: (src, filename, opts) => `${inner.getCacheKey(src, filename, opts)}:${self}`,
      process: (src, filename, opts) => inner.process(rewrite(src, filename), filename, opts),
      processAsync: (src, filename, opts) => inner.processAsync(rewrite(src, filename), filename, opts),
    };
  },
};
