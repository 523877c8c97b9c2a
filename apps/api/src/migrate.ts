import 'reflect-metadata';
import { ConfigError, loadConfig } from '@ohit/server-config';
import { runMigrations } from '@ohit/server-database';

/** `node apps/api/dist/migrate.js`: applies pending migrations (compose runs it before the api). */
async function main(): Promise<void> {
  try {
    const config = loadConfig();
    const applied = await runMigrations({ url: config.database.url });
    console.log(applied.length ? `  applied: ${applied.join(', ')}` : '  database is up to date');
  } catch (e) {
    console.error(e instanceof ConfigError ? e.message : `Migration failed: ${(e as Error).message}`);
    process.exit(1);
  }
}

void main();
