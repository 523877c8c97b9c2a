// Starts the built platform for the browser suite: a fresh migrated database, the demo seed,
// the api (which serves the web) and one worker, on free ports. Teardown stops and drops all.
const { spawn } = require('node:child_process');
const { existsSync } = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '../..');

function runNode(script, env) {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [script], { env, stdio: 'inherit' });
    p.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${path.basename(script)} exited ${code ?? signal}`))));
  });
}

module.exports = async function globalSetup() {
  const { createTestDatabase } = require(path.join(root, 'libs/testing/dist/index.js'));
  const { freePort, waitFor } = await import(path.join(root, 'scripts/lib/probe.mjs'));
  // Migrated by the same entry point production uses (apps/api/dist/migrate.js).
  const migrate = (databaseUrl) => runNode(path.join(root, 'apps/api/dist/migrate.js'), { ...process.env, DATABASE_URL: databaseUrl });
  const { url, prefix } = await createTestDatabase(migrate);
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: url,
    REDIS_PREFIX: prefix,
    PORT: String(port),
    CAPTCHA_FIXED: 'e2e',
    DEMO_PASSWORD: 'Ohit@2026!',
    LOG_LEVEL: 'warn',
    WORKER_HEALTH_PORT: '0',
    STORAGE_DIR: path.join(root, 'tmp', prefix, 'storage'),
  };
  const seed = path.join(root, 'apps/api/dist/seed/main.js');
  if (existsSync(seed)) await runNode(seed, env);
  const children = ['apps/api/dist/main.js', 'apps/worker/dist/main.js'].map((entry) =>
    spawn(process.execPath, [path.join(root, entry)], { env, stdio: ['ignore', 'inherit', 'inherit'] }),
  );
  const base = `http://127.0.0.1:${port}`;
  const up = await waitFor(() => fetch(`${base}/health/ready`).then((r) => r.ok, () => false), { timeoutMs: 60000 });
  globalThis.__E2E__ = { children, url, prefix };
  if (!up) throw new Error('the platform did not become ready for the browser suite');
  process.env.E2E_BASE_URL = base;
  // Tests that must write what no endpoint writes yet (projects) reach the platform's database directly.
  process.env.E2E_DATABASE_URL = url;
};
