// Embedded PostgreSQL for machines without one: PGlite served over the wire protocol so the
// ordinary pg driver (and TypeORM) can use it. Usage: node pglite-server.mjs <port> <dataDir>
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const [port, dataDir] = process.argv.slice(2);
mkdirSync(dataDir, { recursive: true });
const db = await PGlite.create(dataDir);
// Several connections share one PGlite through the server's query queue.
const server = new PGLiteSocketServer({ db, port: Number(port), host: '127.0.0.1', maxConnections: 16 });
await server.start();
const stop = async () => {
  await server.stop();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
