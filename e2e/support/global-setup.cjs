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
    // the demo province account (password and RSA key pair) the api and worker sign with and the
    // reference platform registers, made on first use
    PROVINCE_DEMO_DIR: path.join(root, 'tmp', prefix, 'province'),
  };
  // the reference provincial platform the pushes go to (as npm start runs it in demo mode)
  const provincePort = await freePort();
  const province = spawn(process.execPath, [path.join(root, 'apps/province-ref/dist/main.js')], {
    env: { ...env, PROVINCE_REF_PORT: String(provincePort), PROVINCE_REF_DEMO: '1', PROVINCE_REF_DATA_DIR: path.join(root, 'tmp', prefix, 'province-ref') },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  env.PROVINCE_URL = `http://127.0.0.1:${provincePort}`;
  const provinceUp = await waitFor(() => fetch(`${env.PROVINCE_URL}/admin/records`).then((r) => r.ok, () => false), { timeoutMs: 30000 });
  if (!provinceUp) throw new Error('the reference provincial platform did not start for the browser suite');
  const seed = path.join(root, 'apps/api/dist/seed/main.js');
  if (existsSync(seed)) await runNode(seed, env);
  const children = ['apps/api/dist/main.js', 'apps/worker/dist/main.js'].map((entry) =>
    spawn(process.execPath, [path.join(root, entry)], { env, stdio: ['ignore', 'inherit', 'inherit'] }),
  );
  const base = `http://127.0.0.1:${port}`;
  const up = await waitFor(() => fetch(`${base}/health/ready`).then((r) => r.ok, () => false), { timeoutMs: 60000 });
  children.push(province);
  globalThis.__E2E__ = { children, url, prefix };
  if (!up) throw new Error('the platform did not become ready for the browser suite');
  process.env.E2E_BASE_URL = base;
  process.env.E2E_PROVINCE_URL = env.PROVINCE_URL;
  // Tests that must write what no endpoint writes yet (projects) reach the platform's database directly.
  process.env.E2E_DATABASE_URL = url;
};
