import { loadConfig } from './app-config';
import { ConfigError } from './config-error';
import { loadProvinceRefConfig } from './province-ref-config';

const prod = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };

describe('province configuration', () => {
  it('outside production defaults to SOAP at the local reference platform with demo credentials', () => {
    const { province } = loadConfig({});
    expect(province).toMatchObject({ protocol: 'soap', url: 'http://127.0.0.1:8010', userId: undefined, demoAllowed: true, demoDir: '.data/province', timeoutMs: 10_000, ratePerSecond: 20, recordConcurrency: 16, attempts: 8 });
  });

  it('reads the protocol, URL (trailing slash dropped), credentials from files, timeout, rate and attempts', () => {
    const { province } = loadConfig({
      PROVINCE_PROTOCOL: 'json',
      PROVINCE_URL: 'https://zj.example.gov/',
      PROVINCE_USER_ID: 'org-1',
      PROVINCE_PASSWORD_FILE: '/run/secrets/pw',
      PROVINCE_PRIVATE_KEY_FILE: '/run/secrets/key.pem',
      PROVINCE_TIMEOUT_MS: '3000',
      PROVINCE_RATE_PER_SECOND: '50',
      PROVINCE_ATTEMPTS: '5',
      PROVINCE_RECORD_CONCURRENCY: '32',
    });
    expect(province).toMatchObject({ protocol: 'json', url: 'https://zj.example.gov', userId: 'org-1', passwordFile: '/run/secrets/pw', privateKeyFile: '/run/secrets/key.pem', timeoutMs: 3000, ratePerSecond: 50, recordConcurrency: 32, attempts: 5 });
  });

  it('stops the boot on a wrong value, a half-set account, or both password and its file', () => {
    expect(() => loadConfig({ PROVINCE_PROTOCOL: 'rest' })).toThrow(ConfigError);
    expect(() => loadConfig({ PROVINCE_URL: 'ftp://x' })).toThrow(/PROVINCE_URL/);
    expect(() => loadConfig({ PROVINCE_RATE_PER_SECOND: '0' })).toThrow(/PROVINCE_RATE_PER_SECOND/);
    expect(() => loadConfig({ PROVINCE_RECORD_CONCURRENCY: '0' })).toThrow(/PROVINCE_RECORD_CONCURRENCY/);
    expect(() => loadConfig({ PROVINCE_USER_ID: 'org-1' })).toThrow(/must be set together/);
    expect(() => loadConfig({ PROVINCE_PASSWORD: 'a', PROVINCE_PASSWORD_FILE: '/f' })).toThrow(/both set/);
  });

  it('in production: no demo credentials, no default URL, and a URL needs the whole account', () => {
    expect(loadConfig(prod).province).toMatchObject({ url: undefined, demoAllowed: false });
    expect(() => loadConfig({ ...prod, PROVINCE_URL: 'https://zj.example.gov' })).toThrow(/must be set together/);
    const ok = loadConfig({ ...prod, PROVINCE_URL: 'https://zj.example.gov', PROVINCE_USER_ID: 'u', PROVINCE_PASSWORD: 'p', PROVINCE_PRIVATE_KEY_FILE: '/k.pem' });
    expect(ok.province.userId).toBe('u');
  });

  it('the reference platform reads its port, data dir, users (JSON) and demo switch', () => {
    expect(loadProvinceRefConfig({})).toMatchObject({ port: 8010, dataDir: '.data/province-ref', users: {}, demo: false });
    const users = { 'org-1': { password: 'p', publicKeyFile: '/k.pub' } };
    expect(loadProvinceRefConfig({ PROVINCE_REF_USERS: JSON.stringify(users), PROVINCE_REF_DEMO: '1', PROVINCE_REF_PORT: '0' })).toMatchObject({ users, demo: true, port: 0 });
    expect(() => loadProvinceRefConfig({ PROVINCE_REF_USERS: '{bad' })).toThrow(/not valid JSON/);
    expect(() => loadProvinceRefConfig({ PROVINCE_REF_USERS: '{"u":{"password":"p"}}' })).toThrow(/publicKey/);
  });
});
