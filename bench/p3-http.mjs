// The P3 client side: keep-alive GETs through node:http (lighter on the shared CPU than fetch),
// a sequential pass and a fixed-duration run of N concurrent clients.
import http from 'node:http';

export function client(port, maxSockets = 64) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const get = (path, headers = {}) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.get({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

/** The server's own times (bench/p3-timing.cjs) since the last call. */
export async function serverTimes(c) {
  return JSON.parse((await c.get('/__p3/timings')).body);
}

/**
 * `clients` concurrent loops over `paths` (each starting at its own place) for `seconds`;
 * returns completed requests, failures, elapsed seconds and the client-side latencies.
 */
export async function saturate(c, paths, headers, clients, seconds) {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  let done = 0;
  let failed = 0;
  const latencies = [];
  const loop = async (k) => {
    for (let i = Math.floor((k * paths.length) / clients); performance.now() < until; i++) {
      const r = await c.get(paths[i % paths.length], headers);
      if (r.status === 200) {
        done++;
        latencies.push(r.ms);
      } else failed++;
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, k) => loop(k)));
  return { done, failed, seconds: (performance.now() - started) / 1000, latencies };
}

export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
