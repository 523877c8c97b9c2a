// Integration suites boot the real application (Nest, PostgreSQL, Redis); on a busy 2-core
// machine that takes longer than jest's default 5 s. This is a ceiling, not a timing assertion.
jest.setTimeout(60_000);

// Each jest worker on its own copy of the run's database and its own Redis prefix (global-setup.ts):
// everything that reads the environment after this — the test app, spawned workers — uses them.
const copies: { url: string; prefix: string }[] = JSON.parse(process.env.TEST_DATABASES ?? '[]');
const mine = copies[(Number(process.env.JEST_WORKER_ID ?? '1') - 1) % Math.max(1, copies.length)];
if (mine) {
  process.env.DATABASE_URL = mine.url;
  process.env.REDIS_PREFIX = mine.prefix;
}
