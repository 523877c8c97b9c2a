import { ConfigError } from './config-error';
import { Env, EnvReader } from './env-reader';

export interface HttpConfig {
  port: number;
  productTitle: string;
  /** Where the built web lives; served at / with history fallback when present. */
  webDist: string | undefined;
  /** How long `POST <url>/export|import?wait=1` holds the request for the job to finish. */
  jobWaitTimeoutMs: number;
  /** The address the public reaches the platform at (no trailing slash): printed links and QR codes (a report's verification page). */
  publicBaseUrl: string;
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
  /** BullMQ: how often a worker looks for jobs whose worker died (their lock expired). */
  stalledIntervalMs: number;
  /** BullMQ: how long a job's lock lasts without renewal before the job counts as stalled. */
  lockDurationMs: number;
  /** Pause of the outbox relay between polls when it found nothing to relay. */
  outboxPollMs: number;
  /** Rows an export reads from PostgreSQL per cursor batch. */
  exportBatchSize: number;
  /** The Chromium the worker prints PDFs with (原始记录PDF): Debian's, never a downloaded browser. */
  chromiumPath: string;
}
/**
 * The organisation's document-signing certificate an issued report PDF is signed with (PKCS#12).
 * Configured by a file path and a passphrase (or a file holding it, e.g. a mounted secret); never
 * kept in code or in the database. Unset outside production: a self-signed demo certificate made
 * under `demoDir` the first time it is needed.
 */
export interface SigningConfig {
  p12Path: string | undefined;
  passphrase: string | undefined;
  passphraseFile: string | undefined;
  demoDir: string;
  /** Whether the demo certificate stands in when none is configured (never in production). */
  demoAllowed: boolean;
}
/**
 * The provincial supervision platform pushes go to (issue 15). Credentials and the organisation's
 * signing key come from the environment or mounted files, never from code or the database. Unset
 * outside production: a demo user, password and RSA key pair made under `demoDir`, which the
 * reference platform (apps/province-ref) registers in demo mode.
 */
export interface ProvinceConfig {
  protocol: 'soap' | 'json';
  /** The province's base URL (SOAP at /ws/transport, JSON at /api/v1/…); undefined = no pushes configured. */
  url: string | undefined;
  userId: string | undefined;
  password: string | undefined;
  passwordFile: string | undefined;
  /** PEM (PKCS#8 or PKCS#1) private key the body signature is made with. */
  privateKeyFile: string | undefined;
  timeoutMs: number;
  /** Requests per second across every worker (BullMQ's limiter of the push queue). */
  ratePerSecond: number;
  /** Record sends one worker keeps in flight (the record queue's own concurrency: the sends wait on the province, not the CPU). */
  recordConcurrency: number;
  /** Attempts of one record before it counts as failed (timeouts, 429, 5xx; refusals never retry). */
  attempts: number;
  demoDir: string;
  demoAllowed: boolean;
}
export interface SeedConfig {
  /** Password of the demo users the seed creates (its built-in default when unset). */
  demoPassword: string | undefined;
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
  signing: SigningConfig;
  province: ProvinceConfig;
  seed: SeedConfig;
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

  const signing: SigningConfig = {
    p12Path: read.optional('REPORT_SIGNING_P12'),
    passphrase: read.optional('REPORT_SIGNING_PASSPHRASE'),
    passphraseFile: read.optional('REPORT_SIGNING_PASSPHRASE_FILE'),
    demoDir: read.string('REPORT_SIGNING_DEMO_DIR', '.data/signing'),
    demoAllowed: !production,
  };
  if (signing.passphrase !== undefined && signing.passphraseFile !== undefined) {
    throw new ConfigError('REPORT_SIGNING_PASSPHRASE', 'and REPORT_SIGNING_PASSPHRASE_FILE are both set; set one');
  }
  if (!signing.p12Path && (signing.passphrase !== undefined || signing.passphraseFile !== undefined)) {
    throw new ConfigError('REPORT_SIGNING_P12', 'is required when a signing passphrase is set');
  }

  const province = readProvince(read, production);

  return {
    env: nodeEnv,
    logLevel: read.oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, nodeEnv === 'test' ? 'warn' : 'info'),
    http: {
      port: read.int('PORT', 8000, 1, 65535),
      productTitle: read.string('PRODUCT_TITLE', '职业健康全流程信息化平台'),
      webDist: read.optional('WEB_DIST'),
      jobWaitTimeoutMs: read.int('JOB_WAIT_TIMEOUT_MS', 120_000, 1_000, 3_600_000),
      publicBaseUrl: (read.url('PUBLIC_BASE_URL', ['http:', 'https:'], 'http://localhost:8000') as string).replace(/\/+$/, ''),
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
      stalledIntervalMs: read.int('WORKER_STALLED_INTERVAL_MS', 30_000, 100, 3_600_000),
      lockDurationMs: read.int('WORKER_LOCK_DURATION_MS', 30_000, 1_000, 3_600_000),
      outboxPollMs: read.int('OUTBOX_POLL_MS', 250, 10, 60_000),
      exportBatchSize: read.int('EXPORT_BATCH_SIZE', 2000, 1, 100_000),
      chromiumPath: read.string('CHROMIUM_PATH', '/usr/bin/chromium'),
    },
    signing,
    province,
    seed: { demoPassword: read.optional('DEMO_PASSWORD') },
  };
}

function readProvince(read: EnvReader, production: boolean): ProvinceConfig {
  const province: ProvinceConfig = {
    protocol: read.oneOf('PROVINCE_PROTOCOL', ['soap', 'json'] as const, 'soap'),
    url: read.url('PROVINCE_URL', ['http:', 'https:'], production ? undefined : 'http://127.0.0.1:8010')?.replace(/\/+$/, ''),
    userId: read.optional('PROVINCE_USER_ID'),
    password: read.optional('PROVINCE_PASSWORD'),
    passwordFile: read.optional('PROVINCE_PASSWORD_FILE'),
    privateKeyFile: read.optional('PROVINCE_PRIVATE_KEY_FILE'),
    timeoutMs: read.int('PROVINCE_TIMEOUT_MS', 10_000, 100, 600_000),
    ratePerSecond: read.int('PROVINCE_RATE_PER_SECOND', 20, 1, 10_000),
    recordConcurrency: read.int('PROVINCE_RECORD_CONCURRENCY', 16, 1, 256),
    attempts: read.int('PROVINCE_ATTEMPTS', 8, 1, 100),
    demoDir: read.string('PROVINCE_DEMO_DIR', '.data/province'),
    demoAllowed: !production,
  };
  if (province.password !== undefined && province.passwordFile !== undefined) {
    throw new ConfigError('PROVINCE_PASSWORD', 'and PROVINCE_PASSWORD_FILE are both set; set one');
  }
  const given = [province.userId, province.password ?? province.passwordFile, province.privateKeyFile].filter((v) => v !== undefined).length;
  // All three or none (none = the demo credentials, outside production only).
  if ((given > 0 && given < 3) || (production && province.url !== undefined && given < 3)) {
    throw new ConfigError('PROVINCE_USER_ID', 'PROVINCE_PASSWORD (or PROVINCE_PASSWORD_FILE) and PROVINCE_PRIVATE_KEY_FILE must be set together' + (production ? ' when PROVINCE_URL is set in production' : ''));
  }
  return province;
}
