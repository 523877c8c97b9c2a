import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig } from '@ohit/server-config';
import { createRootLogger } from '../platform';
import { createApp } from '../bootstrap/create-app';

export interface TestApp {
  app: NestExpressApplication;
  /** http://127.0.0.1:<port> of the listening app (for socket.io and fetch clients). */
  url: string;
  close(): Promise<void>;
}

/**
 * The real application on the run's own database and Redis prefix (set by the integration
 * globalSetup), listening on a free port. Integration tests drive it with supertest or fetch.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env });
  const app = await createApp(config, createRootLogger('silent'));
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return { app, url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
