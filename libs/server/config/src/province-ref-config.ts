import { ConfigError } from './config-error';
import { Env, EnvReader } from './env-reader';

/** One user registered with the reference provincial platform. */
export interface ProvinceRefUser {
  password: string;
  /** PEM public key of the user's body signatures (inline or read from publicKeyFile). */
  publicKey?: string;
  publicKeyFile?: string;
}

/** The reference provincial platform's settings (apps/province-ref; demo and tests only). */
export interface ProvinceRefConfig {
  port: number;
  dataDir: string;
  users: Record<string, ProvinceRefUser>;
  usersFile: string | undefined;
  /** Register the demo user of `demoDir` too (made if missing), as `npm start` does. */
  demo: boolean;
  demoDir: string;
}

function parseUsers(raw: string | undefined): Record<string, ProvinceRefUser> {
  if (raw === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('PROVINCE_REF_USERS', 'is not valid JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ConfigError('PROVINCE_REF_USERS', 'must be a JSON object of userId → {password, publicKey|publicKeyFile}');
  for (const [id, u] of Object.entries(parsed as Record<string, ProvinceRefUser>)) {
    if (!u || typeof u.password !== 'string' || (typeof u.publicKey !== 'string' && typeof u.publicKeyFile !== 'string')) {
      throw new ConfigError('PROVINCE_REF_USERS', `user "${id}" needs a password and a publicKey or publicKeyFile`);
    }
  }
  return parsed as Record<string, ProvinceRefUser>;
}

/** Reads and validates the reference platform's settings once at its start. */
export function loadProvinceRefConfig(env: Env = process.env): ProvinceRefConfig {
  const read = new EnvReader(env);
  const users = read.optional('PROVINCE_REF_USERS');
  const usersFile = read.optional('PROVINCE_REF_USERS_FILE');
  if (users !== undefined && usersFile !== undefined) throw new ConfigError('PROVINCE_REF_USERS', 'and PROVINCE_REF_USERS_FILE are both set; set one');
  return {
    port: read.int('PROVINCE_REF_PORT', 8010, 0, 65535),
    dataDir: read.string('PROVINCE_REF_DATA_DIR', '.data/province-ref'),
    users: parseUsers(users),
    usersFile,
    demo: read.oneOf('PROVINCE_REF_DEMO', ['0', '1'] as const, '0') === '1',
    demoDir: read.string('PROVINCE_DEMO_DIR', '.data/province'),
  };
}
