import { createPrivateKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ProvinceConfig } from '@ohit/server-config';
import { ensureDemoProvinceCredentials, type ProvinceCredentials } from './demo-credentials';

/** Raised when the province cannot be called as configured; the message is for an operator (Chinese). */
export class ProvinceConfigError extends Error {}

/**
 * The credentials a push signs with: from the configured password (or its file) and key file, or
 * the demo set outside production. Read from disk, never from the database.
 */
export async function resolveProvinceCredentials(config: ProvinceConfig): Promise<ProvinceCredentials> {
  if (config.userId === undefined) {
    if (!config.demoAllowed) throw new ProvinceConfigError('未配置省级平台账号（PROVINCE_USER_ID、PROVINCE_PASSWORD、PROVINCE_PRIVATE_KEY_FILE）');
    return ensureDemoProvinceCredentials(config.demoDir);
  }
  const password = config.password ?? (config.passwordFile ? (await readFile(config.passwordFile, 'utf8')).trim() : undefined);
  if (!password || !config.privateKeyFile) throw new ProvinceConfigError('省级平台密码或私钥未配置');
  const privateKeyPem = await readFile(config.privateKeyFile, 'utf8');
  try {
    createPrivateKey(privateKeyPem);
  } catch {
    throw new ProvinceConfigError(`PROVINCE_PRIVATE_KEY_FILE 不是有效的PEM私钥：${config.privateKeyFile}`);
  }
  return { userId: config.userId, password, privateKeyPem };
}
