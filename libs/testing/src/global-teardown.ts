import { dropTestDatabase } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const copies: { url: string; prefix: string }[] = JSON.parse(process.env.TEST_DATABASES ?? '[]');
  for (const copy of copies) await dropTestDatabase(copy.url, copy.prefix);
  await dropTestDatabase(process.env.DATABASE_URL as string, process.env.REDIS_PREFIX as string);
}
