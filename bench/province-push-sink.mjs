// BENCH-ONLY sink for part 3 (scale) of `npm run bench -- push`: answers the JSON wire's report
// POST with an acceptance at once — no signature check, no validation, nothing written to disk —
// so the records/s of the scale batch measure the worker processes (signing, the wire, BullMQ),
// not the reference platform. It only remembers which idempotency keys it saw (in memory) so the
// bench can check every record arrived. NOT the reference platform: parts 1–2 use apps/province-ref.
// Prints {url, pid} on one line and runs until SIGTERM.
import { createServer } from 'node:http';

const REPORTS = '/api/v1/reports'; // JSON_REPORTS_PATH of @ohit/server-province
const keys = new Set();
let received = 0;

const server = createServer((req, res) => {
  const reply = (status, body) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  if (req.method === 'POST' && req.url === REPORTS) {
    req.resume(); // the body is read and dropped
    req.on('end', () => {
      received += 1;
      const key = req.headers['idempotency-key'];
      const duplicate = keys.has(key);
      keys.add(key);
      reply(200, { returnCode: '0', returnMsg: '接收成功', recordId: key, duplicate });
    });
    return;
  }
  if (req.method === 'GET' && req.url === '/admin/records') return reply(200, { count: keys.size, received });
  if (req.method === 'POST' && req.url === '/admin/reset') {
    req.resume();
    keys.clear();
    received = 0;
    return reply(200, { reset: true });
  }
  reply(404, { returnCode: '404', returnMsg: 'not here' });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${server.address().port}`, pid: process.pid })}\n`));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
