const path = require('node:path');

module.exports = async function globalTeardown() {
  const state = globalThis.__E2E__;
  if (!state) return;
  await Promise.all(
    state.children.map(
      (c) =>
        new Promise((resolve) => {
          if (c.exitCode !== null) return resolve();
          const t = setTimeout(() => c.kill('SIGKILL'), 10000);
          c.once('exit', () => {
            clearTimeout(t);
            resolve();
          });
          c.kill('SIGTERM');
        }),
    ),
  );
  const { dropTestDatabase } = require(path.join(__dirname, '../../libs/testing/dist/index.js'));
  await dropTestDatabase(state.url, state.prefix);
};
