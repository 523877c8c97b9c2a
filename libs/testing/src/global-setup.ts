// Relative on purpose: jest's globalSetup runs outside moduleNameMapper, so the package name
// would resolve to the (maybe unbuilt) dist. Tests themselves use @ohit/server-database.
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above: globalSetup has no mapper
import { runMigrations } from '../../server/database/src/data-source';
import { cloneTestDatabases, createTestDatabase } from './test-database';

/**
 * Integration runs: one fresh database and Redis key prefix per run, migrated once, and a copy of
 * it per jest worker (TEST_DATABASES; integration-setup.ts points each worker at its own), so
 * suites may run side by side. DATABASE_URL and REDIS_PREFIX name the run's own (the template).
 */
export default async function globalSetup(globalConfig: { maxWorkers?: number }): Promise<void> {
  const { url, prefix } = await createTestDatabase((url) => runMigrations({ url }));
  process.env.DATABASE_URL = url;
  process.env.REDIS_PREFIX = prefix;
  process.env.TEST_DATABASES = JSON.stringify(await cloneTestDatabases(url, Math.max(1, globalConfig.maxWorkers ?? 1)));
  process.env.NODE_ENV = 'test';
  process.env.CAPTCHA_FIXED = process.env.CAPTCHA_FIXED ?? 'test';
}
