import { dropTestDatabase } from './test-database';

export default async function globalTeardown(): Promise<void> {
  await dropTestDatabase(process.env.DATABASE_URL as string, process.env.REDIS_PREFIX as string);
}
