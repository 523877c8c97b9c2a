import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A user of the province with the organisation's key pair (PEM). */
export interface ProvinceCredentials {
  userId: string;
  password: string;
  privateKeyPem: string;
}

export interface DemoProvinceCredentials extends ProvinceCredentials {
  publicKeyPem: string;
  /** Where the public key lives, for registering with the reference platform. */
  publicKeyFile: string;
}

export const DEMO_PROVINCE_USER_ID = 'ohit-demo';
const FILES = { password: 'password', privateKey: 'private-key.pem', publicKey: 'public-key.pem' };

async function readDemo(dir: string): Promise<DemoProvinceCredentials> {
  const [password, privateKeyPem, publicKeyPem] = await Promise.all([
    readFile(join(dir, FILES.password), 'utf8'),
    readFile(join(dir, FILES.privateKey), 'utf8'),
    readFile(join(dir, FILES.publicKey), 'utf8'),
  ]);
  return { userId: DEMO_PROVINCE_USER_ID, password: password.trim(), privateKeyPem, publicKeyPem, publicKeyFile: join(dir, FILES.publicKey) };
}

/**
 * The demo's province credentials under `<root>/demo` (a git-ignored data directory): a random
 * password and an RSA-2048 key pair, made the first time they are needed and then read as they
 * are — by the api/worker (to sign) and by the reference platform in demo mode (to verify). Made
 * in a temporary directory and renamed into place, so processes starting together share one set.
 */
export async function ensureDemoProvinceCredentials(root: string): Promise<DemoProvinceCredentials> {
  const dir = join(root, 'demo');
  try {
    return await readDemo(dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  await mkdir(root, { recursive: true, mode: 0o700 });
  const tmp = await mkdtemp(join(root, '.demo-'));
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  await writeFile(join(tmp, FILES.password), randomBytes(18).toString('base64url'), { mode: 0o600 });
  await writeFile(join(tmp, FILES.privateKey), privateKey, { mode: 0o600 });
  await writeFile(join(tmp, FILES.publicKey), publicKey, { mode: 0o644 });
  try {
    await rename(tmp, dir);
  } catch (e) {
    await rm(tmp, { recursive: true, force: true });
    if (!['EEXIST', 'ENOTEMPTY', 'EPERM'].includes((e as NodeJS.ErrnoException).code ?? '')) throw e;
  }
  return readDemo(dir);
}
