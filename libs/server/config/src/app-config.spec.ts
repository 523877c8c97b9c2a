import { ConfigError, loadConfig } from './index';

describe('loadConfig', () => {
  it('gives working development defaults', () => {
    const config = loadConfig({});
    expect(config.http.port).toBe(8000);
    expect(config.database.url).toContain('127.0.0.1:5432');
    expect(config.redis.prefix).toBe('ohit');
    expect(config.storage.driver).toBe('local');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_ENDPOINT'],
    [{ WORKER_CONCURRENCY: '0' }, 'WORKER_CONCURRENCY'],
    [{ OUTBOX_POLL_MS: 'fast' }, 'OUTBOX_POLL_MS'],
    [{ OUTBOX_POLL_MS: '0' }, 'OUTBOX_POLL_MS'],
    [{ EXPORT_BATCH_SIZE: '2e3' }, 'EXPORT_BATCH_SIZE'],
    [{ EXPORT_BATCH_SIZE: '0' }, 'EXPORT_BATCH_SIZE'],
    [{ WORKER_STALLED_INTERVAL_MS: '-1' }, 'WORKER_STALLED_INTERVAL_MS'],
    [{ WORKER_LOCK_DURATION_MS: '30s' }, 'WORKER_LOCK_DURATION_MS'],
    [{ WORKER_LOCK_DURATION_MS: '10' }, 'WORKER_LOCK_DURATION_MS'],
    [{ JOB_WAIT_TIMEOUT_MS: '2 minutes' }, 'JOB_WAIT_TIMEOUT_MS'],
  ])('stops on %p naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('reads the job and worker timings and the demo password, with the defaults the code used before', () => {
    const defaults = loadConfig({});
    expect(defaults.worker).toMatchObject({ outboxPollMs: 250, exportBatchSize: 2000, stalledIntervalMs: 30_000, lockDurationMs: 30_000 });
    expect(defaults.http.jobWaitTimeoutMs).toBe(120_000);
    expect(defaults.seed.demoPassword).toBeUndefined();
    const set = loadConfig({ OUTBOX_POLL_MS: '50', EXPORT_BATCH_SIZE: '200', WORKER_STALLED_INTERVAL_MS: '1000', WORKER_LOCK_DURATION_MS: '3000', JOB_WAIT_TIMEOUT_MS: '5000', DEMO_PASSWORD: 'Demo@2026pass' });
    expect(set.worker).toMatchObject({ outboxPollMs: 50, exportBatchSize: 200, stalledIntervalMs: 1000, lockDurationMs: 3000 });
    expect(set.http.jobWaitTimeoutMs).toBe(5000);
    expect(set.seed.demoPassword).toBe('Demo@2026pass');
  });

  it('reads the public address printed in QR codes, without a trailing slash; not a web URL stops', () => {
    expect(loadConfig({}).http.publicBaseUrl).toBe('http://localhost:8000');
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://ohit.example.com/' }).http.publicBaseUrl).toBe('https://ohit.example.com');
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'ftp://ohit.example.com' })).toThrow('PUBLIC_BASE_URL');
  });

  it('reads the report signing certificate: the demo one stands in outside production only; one passphrase source', () => {
    expect(loadConfig({}).signing).toEqual({ p12Path: undefined, passphrase: undefined, passphraseFile: undefined, demoDir: '.data/signing', demoAllowed: true });
    const prod = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), REPORT_SIGNING_P12: '/run/secrets/org.p12', REPORT_SIGNING_PASSPHRASE_FILE: '/run/secrets/p12-pass' });
    expect(prod.signing).toMatchObject({ p12Path: '/run/secrets/org.p12', passphraseFile: '/run/secrets/p12-pass', demoAllowed: false });
    expect(() => loadConfig({ REPORT_SIGNING_P12: '/a.p12', REPORT_SIGNING_PASSPHRASE: 'p', REPORT_SIGNING_PASSPHRASE_FILE: '/p' })).toThrow('REPORT_SIGNING_PASSPHRASE');
    expect(() => loadConfig({ REPORT_SIGNING_PASSPHRASE: 'p' })).toThrow('REPORT_SIGNING_P12');
  });

  it('refuses CAPTCHA_FIXED in production', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), CAPTCHA_FIXED: '1234' };
    expect(() => loadConfig(env)).toThrow('CAPTCHA_FIXED');
    expect(loadConfig({ ...env, CAPTCHA_FIXED: undefined }).auth.captchaFixed).toBeUndefined();
  });

  it('requires a real JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET');
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow('JWT_SECRET');
  });

  it('accepts only known queues', () => {
    expect(loadConfig({ ACTIVE_QUEUES: 'exports, imports' }, ['exports', 'imports', 'outbox']).worker.activeQueues).toEqual(['exports', 'imports']);
    expect(() => loadConfig({ ACTIVE_QUEUES: 'exprts' }, ['exports'])).toThrow('ACTIVE_QUEUES');
    expect(loadConfig({}, ['exports', 'outbox']).worker.activeQueues).toEqual(['exports', 'outbox']);
  });
});
