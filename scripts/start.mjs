#!/usr/bin/env node
// `npm start`: the whole platform from a fresh clone. Installs if needed, builds, finds (or
// embeds) PostgreSQL and Redis, migrates, seeds the demo organisation, runs api + worker, and
// prints the URL and the demo logins. Ctrl-C stops every child cleanly.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [];
let stopping = false;

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping OHIT…');
  // Api and worker first (they finish requests and jobs), then the services they use.
  const order = ['api', 'worker', 'province-ref', 'redis', 'pglite'];
  const alive = children.filter((c) => c.child.exitCode === null).sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  let pending = alive.length;
  if (!pending) process.exit(code);
  const force = setTimeout(() => {
    for (const c of alive) c.child.kill('SIGKILL');
    process.exit(code);
  }, 15000);
  for (const c of alive) {
    c.child.once('exit', () => {
      if (--pending === 0) {
        clearTimeout(force);
        process.exit(code);
      }
    });
    c.child.kill('SIGTERM');
  }
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function step(text) {
  console.log(`• ${text}`);
}

async function main() {
  if (!existsSync(join(root, 'node_modules/.package-lock.json'))) {
    step('installing dependencies (first run)…');
    execSync(existsSync(join(root, 'package-lock.json')) ? 'npm ci' : 'npm install', { cwd: root, stdio: 'inherit' });
  }
  const { buildServer, buildWeb } = await import('./build.mjs');
  step('building server packages…');
  buildServer();
  step('building the web (skipped when up to date)…');
  buildWeb();

  const { resolveDatabase } = await import('./lib/database.mjs');
  const { resolveRedis, NO_REDIS_HELP } = await import('./lib/redis.mjs');
  const db = await resolveDatabase(root, children);
  step(`PostgreSQL: ${db.kind}`);
  const redis = await resolveRedis(root, children);
  if (!redis) {
    console.error(`\n${NO_REDIS_HELP}\n`);
    stopAll(1);
    return;
  }
  step(`Redis: ${redis.kind}`);

  const port = process.env.PORT ?? '8000';
  const demoPassword = process.env.DEMO_PASSWORD ?? 'Ohit@2026!';
  const env = {
    ...process.env,
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    PORT: port,
    DEMO_PASSWORD: demoPassword,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    STORAGE_DIR: process.env.STORAGE_DIR ?? join(root, '.data/storage'),
    DB_POOL_SIZE: process.env.DB_POOL_SIZE ?? (db.embedded ? '2' : '10'),
  };
  if (env.NODE_ENV === 'production') {
    console.error('npm start runs the demo platform (it seeds demo users); use the Docker images for production.');
    stopAll(1);
    return;
  }

  // The reference provincial platform (demo mode: it registers the demo user and key pair that
  // the api and worker sign with, made in PROVINCE_DEMO_DIR), unless a real province is configured.
  let provinceRef = null;
  if (!process.env.PROVINCE_URL) {
    const refPort = process.env.PROVINCE_REF_PORT ?? '8010';
    env.PROVINCE_DEMO_DIR = process.env.PROVINCE_DEMO_DIR ?? join(root, '.data/province');
    const ref = spawn(process.execPath, [join(root, 'apps/province-ref/dist/main.js')], {
      cwd: root,
      env: { ...env, PROVINCE_REF_PORT: refPort, PROVINCE_REF_DEMO: '1', PROVINCE_REF_DATA_DIR: process.env.PROVINCE_REF_DATA_DIR ?? join(root, '.data/province-ref') },
      stdio: 'inherit',
    });
    children.push({ name: 'province-ref', child: ref });
    env.PROVINCE_URL = `http://127.0.0.1:${refPort}`;
    provinceRef = env.PROVINCE_URL;
    step(`reference provincial platform: ${provinceRef}`);
  }

  step('migrating…');
  execSync(`node ${join(root, 'apps/api/dist/migrate.js')}`, { cwd: root, env, stdio: 'inherit' });
  const seed = join(root, 'apps/api/dist/seed/main.js');
  if (existsSync(seed)) {
    step('seeding the demo organisations (idempotent)…');
    execSync(`node ${seed}`, { cwd: root, env, stdio: 'inherit' });
  }

  const api = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], { cwd: root, env, stdio: 'inherit' });
  children.push({ name: 'api', child: api });
  const worker = spawn(process.execPath, [join(root, 'apps/worker/dist/main.js')], {
    cwd: root,
    env: { ...env, WORKER_HEALTH_PORT: process.env.WORKER_HEALTH_PORT ?? '0', DB_POOL_SIZE: db.embedded ? '1' : '4' },
    stdio: 'inherit',
  });
  children.push({ name: 'worker', child: worker });
  for (const c of children.filter((c) => ['api', 'worker', 'province-ref'].includes(c.name)).map((c) => c.child)) {
    c.once('exit', (code) => {
      if (!stopping) {
        console.error(`A platform process exited (code ${code}); stopping the rest.`);
        stopAll(code ?? 1);
      }
    });
  }

  const { waitFor } = await import('./lib/probe.mjs');
  const url = `http://localhost:${port}`;
  const up = await waitFor(() => fetch(`${url}/health`).then((r) => r.ok, () => false), { timeoutMs: 60000 });
  if (!up) {
    console.error('The api did not answer /health within 60 s; see the log above.');
    stopAll(1);
    return;
  }
  const users = ['admin', 'surveyor', 'sampler', 'analyst', 'approver', 'quality', 'qy', 'orgb-admin', 'orgb-analyst', 'supervisor'];
  console.log(`
OHIT is running at ${url}
  API docs:   ${url}/api-docs
  Demo logins (password ${demoPassword}): ${users.join(', ')}${provinceRef ? `\n  Reference provincial platform: ${provinceRef} (pushes land here; ${provinceRef}/admin/records)` : ''}
Press Ctrl-C to stop.`);
}

main().catch((e) => {
  console.error(e?.message ?? e);
  stopAll(1);
});
