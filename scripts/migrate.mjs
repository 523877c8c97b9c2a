#!/usr/bin/env node
// Applies pending migrations to DATABASE_URL (built server packages required: npm run build).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { loadConfig } = require('@ohit/server-config');
const { runMigrations } = require('@ohit/server-database');

try {
  const config = loadConfig();
  const applied = await runMigrations({ url: config.database.url });
  console.log(applied.length ? `  applied: ${applied.join(', ')}` : '  database is up to date');
} catch (e) {
  console.error(`Migration failed: ${e.message}`);
  process.exit(1);
}
