// P3's reference server: bare node:http and a bare pg.Pool (the api's pool size), answering each
// list request the bench makes with exactly the SQL the api ran for it (captured from the api by
// bench/p3-timing.cjs): the count, then the page query when the api ran one, and the same JSON
// body ({ totalElements, content }). No framework, no authentication, no logging: the floor.
// argv: database URL, port, file of { url: [count, page?] } ({ text, values } each), pool size.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const [dbUrl, port, sqlFile, poolSize] = process.argv.slice(2);
const plans = new Map(Object.entries(JSON.parse(readFileSync(sqlFile, 'utf8'))));
const pool = new pg.Pool({ connectionString: dbUrl, max: Number(poolSize) });

const server = http.createServer(async (req, res) => {
  const plan = plans.get(req.url ?? '');
  if (!plan) {
    res.writeHead(404).end();
    return;
  }
  try {
    const [count, page] = plan;
    const total = (await pool.query(count.text, count.values)).rows[0].total;
    const content = page ? (await pool.query(page.text, page.values)).rows : [];
    const body = JSON.stringify({ totalElements: total, content });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  } catch (e) {
    res.writeHead(500).end(String(e));
  }
});
server.keepAliveTimeout = 5000;
server.listen(Number(port), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
