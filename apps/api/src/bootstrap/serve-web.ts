import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

const API_PREFIXES = ['/api', '/auth', '/health', '/socket.io', '/api-docs', '/admin', '/files'];

/** Serves the built web at / with history-mode fallback; API paths are never shadowed. */
export function serveWeb(app: NestExpressApplication, dist: string): boolean {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return false;
  app.useStaticAssets(dist, { index: false, maxAge: '1h', setHeaders: (res, path) => {
    if (path.endsWith('index.html')) res.setHeader('Cache-Control', 'no-cache');
  } });
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isApi = API_PREFIXES.some((p) => req.path === p || req.path.startsWith(`${p}/`));
    if (req.method !== 'GET' || isApi || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
