import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { Client } from 'pg';

const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Applies the migrations to a database URL (callers choose how: in process, or the built migrate.js). */
export type Migrate = (url: string) => Promise<unknown>;

/** Runs killed before their teardown leave databases behind; those older than this are dropped. */
const STALE_AFTER_MS = 12 * 3600 * 1000;

async function dropStaleTestDatabases(admin: Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'ohit\\_test\\_%'`);
  for (const { datname } of rows) {
    const created = parseInt(/^ohit_test_([a-z0-9]+)_/.exec(datname)?.[1] ?? '', 36);
    if (Number.isFinite(created) && Date.now() - created > STALE_AFTER_MS) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
    }
  }
}

/** A fresh, migrated database and a unique Redis key prefix for one test run. */
export async function createTestDatabase(migrate: Migrate): Promise<{ url: string; prefix: string; name: string }> {
  const name = `ohit_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await dropStaleTestDatabases(admin);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(ADMIN_URL, name);
  await migrate(url);
  return { url, prefix: name, name };
}

/**
 * Copies of a migrated database, one per jest worker (`<name>_w1` …), made from it as a template
 * (no second migration), each with its own Redis prefix: suites running side by side never see
 * each other's rows, queues or counters.
 */
export async function cloneTestDatabases(url: string, count: number): Promise<{ url: string; prefix: string }[]> {
  const name = new URL(url).pathname.slice(1);
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const out: { url: string; prefix: string }[] = [];
    for (let i = 1; i <= count; i++) {
      await admin.query(`CREATE DATABASE ${name}_w${i} TEMPLATE ${name}`);
      out.push({ url: withDatabase(ADMIN_URL, `${name}_w${i}`), prefix: `${name}_w${i}` });
    }
    return out;
  } finally {
    await admin.end();
  }
}

export async function dropTestDatabase(url: string, prefix: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^ohit_test_[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop ${name}`);
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  await deleteRedisPrefix(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', prefix);
}

export async function deleteRedisPrefix(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
