import { ConfigError } from './config-error';
import { Env, EnvReader } from './env-reader';

export interface HttpConfig {
  port: number;
  productTitle: string;
  /** Where the built web lives; served at / with history fallback when present. */
  webDist: string | undefined;
}
export interface DatabaseConfig {
  url: string;
  poolSize: number;
}
export interface RedisConfig {
  url: string;
  /** Key prefix of every BullMQ/cache key, so test runs and deployments never collide. */
  prefix: string;
}
export interface AuthConfig {
  jwtSecret: string;
  tokenTtlSeconds: number;
  /** Test-only: every captcha accepts this answer. Refused in production. */
  captchaFixed: string | undefined;
}
export interface StorageConfig {
  driver: 'local' | 's3';
  dir: string;
  s3: { endpoint?: string; bucket?: string; accessKey?: string; secretKey?: string };
}
export interface WorkerConfig {
  activeQueues: string[];
  concurrency: number;
  healthPort: number;
}
export interface AppConfig {
  env: 'development' | 'test' | 'production';
  logLevel: string;
  http: HttpConfig;
  database: DatabaseConfig;
  redis: RedisConfig;
  auth: AuthConfig;
  storage: StorageConfig;
  worker: WorkerConfig;
}

const DEV_JWT_SECRET = 'ohit-development-secret-change-me';

/** Reads and validates every setting once at boot; a wrong value stops the process. */
export function loadConfig(env: Env = process.env, knownQueues: readonly string[] = []): AppConfig {
  const read = new EnvReader(env);
  const nodeEnv = read.oneOf('NODE_ENV', ['development', 'test', 'production'] as const, 'development');
  const production = nodeEnv === 'production';

  const jwtSecret = read.string('JWT_SECRET', production ? undefined : DEV_JWT_SECRET);
  if (production && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters in production');

  const captchaFixed = read.optional('CAPTCHA_FIXED');
  if (production && captchaFixed !== undefined) {
    throw new ConfigError('CAPTCHA_FIXED', 'must not be set when NODE_ENV=production');
  }

  const activeQueues = read.list('ACTIVE_QUEUES', knownQueues);
  const unknown = knownQueues.length ? activeQueues.filter((q) => !knownQueues.includes(q)) : [];
  if (unknown.length) throw new ConfigError('ACTIVE_QUEUES', `names unknown queues: ${unknown.join(', ')} (known: ${knownQueues.join(', ')})`);

  const driver = read.oneOf('STORAGE_DRIVER', ['local', 's3'] as const, 'local');
  const s3 = {
    endpoint: read.url('S3_ENDPOINT', ['http:', 'https:']),
    bucket: read.optional('S3_BUCKET'),
    accessKey: read.optional('S3_ACCESS_KEY'),
    secretKey: read.optional('S3_SECRET_KEY'),
  };
  if (driver === 's3' && (!s3.endpoint || !s3.bucket)) {
    throw new ConfigError('S3_ENDPOINT', 'and S3_BUCKET are required when STORAGE_DRIVER=s3');
  }

  return {
    env: nodeEnv,
    logLevel: read.oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, nodeEnv === 'test' ? 'warn' : 'info'),
    http: {
      port: read.int('PORT', 8000, 1, 65535),
      productTitle: read.string('PRODUCT_TITLE', '职业健康全流程信息化平台'),
      webDist: read.optional('WEB_DIST'),
    },
    database: {
      url: read.url('DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://postgres@127.0.0.1:5432/ohit') as string,
      poolSize: read.int('DB_POOL_SIZE', 10, 1, 500),
    },
    redis: {
      url: read.url('REDIS_URL', ['redis:', 'rediss:'], 'redis://127.0.0.1:6379') as string,
      prefix: read.string('REDIS_PREFIX', 'ohit'),
    },
    auth: {
      jwtSecret,
      tokenTtlSeconds: read.int('JWT_TTL', 4 * 3600, 60, 30 * 24 * 3600),
      captchaFixed,
    },
    storage: { driver, dir: read.string('STORAGE_DIR', '.data/storage'), s3 },
    worker: {
      activeQueues,
      concurrency: read.int('WORKER_CONCURRENCY', 2, 1, 64),
      healthPort: read.int('WORKER_HEALTH_PORT', 8001, 0, 65535),
    },
  };
}
