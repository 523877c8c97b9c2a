import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProvinceConfig } from '@ohit/server-config';
import type { ProvincialRecord } from '@ohit/contracts';
import { ensureDemoProvinceCredentials, type DemoProvinceCredentials, type ProvincialHolding } from '@ohit/server-province';
import type { FaultSettings } from '../faults';
import { startProvinceRef, type RunningProvinceRef } from '../server';

export interface ProvinceRefRecords {
  count: number;
  received: number;
  /** Reconciliation queries answered, and the most keys one of them named. */
  queries: number;
  mostKeysInOneQuery: number;
  duplicates: number;
  storedMoreThanOnce: string[];
  perKey: Record<string, number>;
  duplicatesPerKey: Record<string, number>;
  maxAdmittedInOneSecond: number;
  firstReceivedAt: string | null;
  lastReceivedAt: string | null;
  faults: Record<string, unknown>;
}

export interface TestProvinceRef {
  /** Base URL: PROVINCE_URL for spawned processes. */
  url: string;
  running: RunningProvinceRef;
  /** The registered demo user (its private key signs; PROVINCE_DEMO_DIR = `credentialsRoot`). */
  credentials: DemoProvinceCredentials;
  credentialsRoot: string;
  /** A ProvinceConfig for createProvincialAdapter pointing here with the demo credentials. */
  provinceConfig(protocol: 'soap' | 'json', overrides?: Partial<ProvinceConfig>): ProvinceConfig;
  /** The environment a spawned api/worker needs to push here. */
  env(protocol?: 'soap' | 'json'): Record<string, string>;
  faults(settings: FaultSettings): Promise<void>;
  records(): Promise<ProvinceRefRecords>;
  /** Test-only: makes the province hold this record as if a caller had sent it (kept if its key is held already). */
  plant(record: ProvincialRecord): Promise<{ duplicate: boolean; holding: ProvincialHolding }>;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the reference provincial platform in this process on a free port, with a fresh data
 * directory and a demo user whose key pair is made in a temporary directory (or `credentialsRoot`).
 * Faults and counts go through its HTTP admin API, as they would for a separate process.
 */
export async function startTestProvinceRef(options: { credentialsRoot?: string; dataDir?: string } = {}): Promise<TestProvinceRef> {
  const scratch = await mkdtemp(join(tmpdir(), 'province-ref-'));
  const credentialsRoot = options.credentialsRoot ?? join(scratch, 'credentials');
  const credentials = await ensureDemoProvinceCredentials(credentialsRoot);
  const running = await startProvinceRef({
    port: 0,
    dataDir: options.dataDir ?? join(scratch, 'data'),
    users: { [credentials.userId]: { password: credentials.password, publicKeyPem: credentials.publicKeyPem } },
  });
  const admin = async <T>(path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${running.url}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`province-ref ${path}: HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return {
    url: running.url,
    running,
    credentials,
    credentialsRoot,
    provinceConfig: (protocol, overrides = {}) => ({
      protocol,
      url: running.url,
      userId: undefined,
      password: undefined,
      passwordFile: undefined,
      privateKeyFile: undefined,
      timeoutMs: 2000,
      ratePerSecond: 1000,
      recordConcurrency: 16,
      attempts: 3,
      demoDir: credentialsRoot,
      demoAllowed: true,
      ...overrides,
    }),
    env: (protocol = 'soap') => ({ PROVINCE_PROTOCOL: protocol, PROVINCE_URL: running.url, PROVINCE_DEMO_DIR: credentialsRoot }),
    faults: async (settings) => void (await admin('/admin/faults', settings)),
    records: () => admin<ProvinceRefRecords>('/admin/records'),
    plant: (record) => admin('/admin/records', { record }),
    reset: async () => void (await admin('/admin/reset', {})),
    stop: async () => {
      await running.stop();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
