// Chooses the Redis: REDIS_URL, else 127.0.0.1:6379, else a redis-server started on a free
// port with its files under .data/redis, else one clear paragraph on how to get one.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, tcpOpen, waitFor } from './probe.mjs';

export const NO_REDIS_HELP = `OHIT needs Redis (queues, sessions, live updates) and none was found.
Set REDIS_URL to an existing server, or install one: \`apt-get install redis-server\` (then run
\`npm start\` again; it starts redis-server for you under .data/redis), or \`docker compose up -d redis\`
and set REDIS_URL=redis://127.0.0.1:6379.`;

export async function resolveRedis(root, children) {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, kind: 'REDIS_URL' };
  if (await tcpOpen('127.0.0.1', 6379)) return { url: 'redis://127.0.0.1:6379', kind: 'local Redis on 127.0.0.1:6379' };
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const port = await freePort();
  const dir = join(root, '.data/redis');
  mkdirSync(dir, { recursive: true });
  const child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--appendonly', 'yes', '--maxmemory-policy', 'noeviction'], {
    stdio: 'ignore',
  });
  children.push({ name: 'redis', child });
  if (!(await waitFor(() => tcpOpen('127.0.0.1', port)))) return null;
  return { url: `redis://127.0.0.1:${port}`, kind: `redis-server started on port ${port} (data in .data/redis)` };
}
