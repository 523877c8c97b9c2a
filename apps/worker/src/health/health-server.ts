import { createServer, Server } from 'node:http';

/** The worker has no HTTP API; this tiny server answers orchestrators' health checks. */
export function startHealthServer(port: number, status: () => Record<string, unknown>): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === '/health' || req.url === '/health/ready') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'ok', ...status() }));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 404, message: 'not found' }));
  });
  return new Promise((resolve) => server.listen(port, '0.0.0.0', () => resolve(server)));
}
