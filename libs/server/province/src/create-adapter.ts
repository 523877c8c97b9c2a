import type { ProvinceConfig } from '@ohit/server-config';
import { ProvinceConfigError, resolveProvinceCredentials } from './credentials';
import { JsonProvincialAdapter } from './json-adapter';
import type { ProvincialAdapter } from './provincial-adapter';
import { SoapProvincialAdapter } from './soap-adapter';

/**
 * The adapter the configuration names (PROVINCE_PROTOCOL), with its credentials read from the
 * configured files or the demo set. Throws ProvinceConfigError when no province is configured.
 */
export async function createProvincialAdapter(config: ProvinceConfig): Promise<ProvincialAdapter> {
  if (!config.url) throw new ProvinceConfigError('未配置省级平台地址（PROVINCE_URL）');
  const options = { url: config.url.replace(/\/+$/, ''), credentials: await resolveProvinceCredentials(config), timeoutMs: config.timeoutMs };
  return config.protocol === 'json' ? new JsonProvincialAdapter(options) : new SoapProvincialAdapter(options);
}
