// Migrates the database named on the command line (the product-path push bench's own database);
// run with swc-register like the spawned workers, so it applies the working tree's migrations
// (each class once: a list mid-edit by someone else may name one twice).
import { DataSource } from 'typeorm';
import { dataSourceOptions, MIGRATIONS } from '@ohit/server-database';

const ds = new DataSource({ ...dataSourceOptions({ url: process.argv[2] as string, poolSize: 1 }), migrations: [...new Set(MIGRATIONS)] });
ds.initialize()
  .then(() => ds.runMigrations({ transaction: 'each' }))
  .then(
    (applied) => process.stdout.write(`${applied.length} migrations\n`),
    (e: unknown) => {
      process.stderr.write(`${String(e)}\n`);
      process.exitCode = 1;
    },
  )
  .finally(() => ds.destroy());
