import { readFile } from 'node:fs/promises';
import type { ProvinceRefConfig, ProvinceRefUser } from '@ohit/server-config';
import { ensureDemoProvinceCredentials } from '@ohit/server-province';
import type { RegisteredUser } from './province';

async function toRegistered(u: ProvinceRefUser): Promise<RegisteredUser> {
  return { password: u.password, publicKeyPem: u.publicKey ?? (await readFile(u.publicKeyFile as string, 'utf8')) };
}

/** The users the platform knows: from PROVINCE_REF_USERS or its file, plus the demo user in demo mode. */
export async function loadUsers(config: ProvinceRefConfig): Promise<Record<string, RegisteredUser>> {
  const listed: Record<string, ProvinceRefUser> = config.usersFile ? (JSON.parse(await readFile(config.usersFile, 'utf8')) as Record<string, ProvinceRefUser>) : config.users;
  const users: Record<string, RegisteredUser> = {};
  for (const [id, u] of Object.entries(listed)) users[id] = await toRegistered(u);
  if (config.demo) {
    const demo = await ensureDemoProvinceCredentials(config.demoDir);
    users[demo.userId] = { password: demo.password, publicKeyPem: demo.publicKeyPem };
  }
  return users;
}
