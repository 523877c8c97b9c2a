// Relative on purpose: jest's globalSetup runs outside moduleNameMapper, so the package name
// would resolve to the (maybe unbuilt) dist. Tests themselves use @ohit/server-database.
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above: globalSetup has no mapper
import { runMigrations } from '../../server/database/src/data-source';
import { createTestDatabase } from './test-database';

/** Integration runs: one fresh database and Redis key prefix per run, migrated once. */
export default async function globalSetup(): Promise<void> {
  const { url, prefix } = await createTestDatabase((url) => runMigrations({ url }));
  process.env.DATABASE_URL = url;
  process.env.REDIS_PREFIX = prefix;
  process.env.NODE_ENV = 'test';
  process.env.CAPTCHA_FIXED = process.env.CAPTCHA_FIXED ?? 'test';
}
