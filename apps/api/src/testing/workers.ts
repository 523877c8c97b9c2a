import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { ALL_QUEUES } from '@ohit/contracts';

const root = join(__dirname, '../../../..');

/**
 * The worker's main.ts as its own process (TypeScript compiled on the fly by swc), so a test
 * can `kill -9` it mid-job.
 */
export async function spawnWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=@ohit/source', '-r', join(root, 'scripts/lib/swc-register.cjs'), join(root, 'apps/worker/src/main.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', WORKER_HEALTH_PORT: '0', ACTIVE_QUEUES: ALL_QUEUES.join(','), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => {
    log += d.toString();
    if (process.env.DEBUG_WORKER) process.stderr.write(d);
  });
  child.stderr?.on('data', (d: Buffer) => {
    log += d.toString();
    if (process.env.DEBUG_WORKER) process.stderr.write(d);
  });
  // Ready once Nest says which queues it consumes (main.ts logs through the Nest logger on stdout/stderr).
  // Compiling main.ts's graph on the fly takes seconds, and much longer on a busy 2-core machine: wait generously.
  await until(async () => /consuming /.test(log) || child.exitCode !== null, 90_000, 50).catch((e: Error) => {
    child.kill('SIGKILL');
    throw new Error(`worker not ready after 90 s (${e.message}): ${log.slice(-2000)}`);
  });
  if (child.exitCode !== null) throw new Error(`worker exited: ${log}`);
  return child;
}

/**
 * A worker that relays the outbox and sends provincial pushes (its queues only) to the province
 * whose settings `provinceEnv` holds, on the run's database and Redis prefix; `extra` tunes it.
 */
export function spawnPushWorker(provinceEnv: Record<string, string>, extra: Record<string, string> = {}): Promise<ChildProcess> {
  return spawnWorker({ ACTIVE_QUEUES: 'outbox,province-sync,province-records', OUTBOX_POLL_MS: '100', ...provinceEnv, ...extra });
}

export async function stopWorker(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

export async function xlsxBuffer(rows: unknown[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function until<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000, every = 100): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, every));
  }
}

/** supertest's parser for a binary answer (a downloaded file) as one Buffer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function binaryParser(res: any, cb: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

/** The first sheet of an .xlsx as rows of cell values (header first). */
export async function sheetRows(buf: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb.worksheets[0].getSheetValues().slice(1).map((r) => Array.from((r as unknown[]).slice(1), (v) => v ?? null));
}
