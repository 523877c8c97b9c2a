#!/usr/bin/env node
// `npm run migrate`: applies pending migrations to DATABASE_URL (builds the server packages first).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (process.argv[2] !== '--no-build') execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--server-only'], { stdio: 'inherit' });
execFileSync(process.execPath, [join(root, 'apps/api/dist/migrate.js')], { stdio: 'inherit' });
