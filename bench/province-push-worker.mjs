// One worker process of `npm run bench -- push`: a BullMQ Worker on the record queue that sends
// each record through createProvincialAdapter (signatures, the SOAP or JSON wire) to the reference
// platform. BENCH STAND-IN for the product's record processor (apps/worker), built the same way:
// the queue's own limiter (R/10 per 100 ms as provinceLimiter makes it, global across processes), one job per record with a
// deterministic job id, a transient answer (429, 5xx, timeout) thrown so BullMQ retries it with
// exponential backoff, a refusal failed without retry. Settings come from the environment.
import { createRequire } from 'node:module';
import { UnrecoverableError, Worker } from 'bullmq';
import { lib } from './province-push-build.mjs';

const env = process.env;
const load = createRequire(import.meta.url);
const { createProvincialAdapter, sampleProvincialRecord } = load(lib(env.PUSH_BUILD, 'server-province'));
const rate = Number(env.PUSH_RATE ?? 0);
const u = new URL(env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const adapter = await createProvincialAdapter({
  protocol: env.PUSH_PROTOCOL,
  url: env.PROVINCE_URL,
  timeoutMs: Number(env.PUSH_TIMEOUT_MS),
  ratePerSecond: rate || 1,
  attempts: 8,
  demoDir: env.PROVINCE_DEMO_DIR,
  demoAllowed: true,
});

const worker = new Worker(
  env.PUSH_QUEUE,
  async (job) => {
    const { outcome } = await adapter.send(sampleProvincialRecord(job.data.key, { report: { ...sampleProvincialRecord().report, code: job.data.key } }));
    if (outcome.kind === 'accepted') return { duplicate: outcome.duplicate };
    if (outcome.kind === 'refused') throw new UnrecoverableError(`${outcome.code} ${outcome.message}`);
    throw new Error(`transient ${outcome.status ?? 'no answer'}: ${outcome.message}`);
  },
  {
    connection: { host: u.hostname, port: Number(u.port || 6379), maxRetriesPerRequest: null },
    prefix: env.PUSH_PREFIX,
    concurrency: Number(env.PUSH_CONCURRENCY ?? 32),
    // as apps/worker's provinceLimiter: a tenth of R per 100 ms (the window rounded up, never over R)
    ...(rate ? { limiter: { max: Math.ceil(rate / 10), duration: Math.ceil((Math.ceil(rate / 10) * 1000) / rate) } } : {}),
  },
);
await worker.waitUntilReady();
process.stdout.write('ready\n');
process.on('SIGTERM', () => void worker.close().finally(() => process.exit(0)));
