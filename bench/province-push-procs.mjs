// Processes of `npm run bench -- push`: the reference platform and the worker processes spawned
// as children, and what /proc says about their CPU time and peak RSS (Linux).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

/** Spawns `node <script> …args` and resolves with the child once its first stdout line arrives (its ready signal). */
function spawnReady(script, args, env) {
  const child = spawn(process.execPath, [here(script), ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve({ child, line: out.split('\n')[0] });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before it was ready`)));
  });
}

export async function startRef(build) {
  const { child, line } = await spawnReady('./province-push-ref.mjs', [build], {});
  return { child, ...JSON.parse(line) };
}

/** The bench-only sink of part 3 (bench/province-push-sink.mjs): accepts without verifying or storing. */
export async function startSink() {
  const { child, line } = await spawnReady('./province-push-sink.mjs', [], {});
  return { child, ...JSON.parse(line) };
}

export async function startWorkers(count, env) {
  return Promise.all(Array.from({ length: count }, () => spawnReady('./province-push-worker.mjs', [], env).then((r) => r.child)));
}

export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

const TICK = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used so far; 0 when it cannot be read. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICK;
  } catch {
    return 0;
  }
}

/** Peak resident set (VmHWM) in MB. */
export function peakRssMb(pid) {
  try {
    return Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);
  } catch {
    return 0;
  }
}
