// Chooses the PostgreSQL the platform runs on: DATABASE_URL, else the local server, else an
// embedded PGlite (real PostgreSQL compiled to WASM) persisted under .data/pglite.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort, tcpOpen, waitFor } from './probe.mjs';

const require = createRequire(import.meta.url);

async function ensureDatabase(adminUrl, name) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

export async function resolveDatabase(root, children) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, kind: 'DATABASE_URL', embedded: false };
  // OHIT_DB=embedded forces PGlite (useful to try the fallback on a machine with PostgreSQL).
  if (process.env.OHIT_DB !== 'embedded' && (await tcpOpen('127.0.0.1', 5432))) {
    for (const user of ['postgres', 'root']) {
      try {
        await ensureDatabase(`postgres://${user}@127.0.0.1:5432/postgres`, 'ohit');
        return { url: `postgres://${user}@127.0.0.1:5432/ohit`, kind: 'local PostgreSQL on 127.0.0.1:5432 (database ohit)', embedded: false };
      } catch {
        /* try the next user */
      }
    }
    console.log('PostgreSQL answers on 127.0.0.1:5432 but refused users postgres and root; using embedded PGlite instead.');
  }
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts/pglite-server.mjs'), String(port), join(root, '.data/pglite')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push({ name: 'pglite', child });
  if (!(await waitFor(() => tcpOpen('127.0.0.1', port), { timeoutMs: 60000 }))) throw new Error('embedded PGlite did not start');
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, kind: `embedded PGlite (data in .data/pglite, port ${port})`, embedded: true };
}
