import { createServer, Server, ServerResponse } from 'node:http';
import type { WorkerHealth } from './worker-health';

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * The worker has no HTTP API; this tiny server answers orchestrators' probes: `/health`
 * (liveness, 200 while the process runs) and `/health/ready` (200, or 503 naming the
 * dependency that is down).
 */
export function startHealthServer(port: number, health: Pick<WorkerHealth, 'live' | 'ready'>): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/health') return send(res, 200, health.live());
    if (path === '/health/ready') {
      health.ready().then(
        ({ ready, body }) => send(res, ready ? 200 : 503, body),
        () => send(res, 503, { status: 'unavailable' }),
      );
      return;
    }
    send(res, 404, { status: 404, message: 'not found' });
  });
  return new Promise((resolve) => server.listen(port, '0.0.0.0', () => resolve(server)));
}
