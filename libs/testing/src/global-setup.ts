import { createTestDatabase } from './test-database';

/** Integration runs: one fresh database and Redis key prefix per run, migrated once. */
export default async function globalSetup(): Promise<void> {
  const { url, prefix } = await createTestDatabase();
  process.env.DATABASE_URL = url;
  process.env.REDIS_PREFIX = prefix;
  process.env.NODE_ENV = 'test';
  process.env.CAPTCHA_FIXED = process.env.CAPTCHA_FIXED ?? 'test';
}
