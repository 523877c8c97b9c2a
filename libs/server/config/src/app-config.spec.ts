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
  ])('stops on %p naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
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
