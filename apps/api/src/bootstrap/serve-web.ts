import { existsSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

const API_PREFIXES = ['/api', '/auth', '/health', '/socket.io', '/api-docs', '/admin', '/files'];

/** Vite names everything under /assets by its content hash: a changed file gets a new name. */
const HASHED = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files at the root (favicon…) keep their names across releases. */
const SHORT = 'public, max-age=3600';
/** The page names the current assets: the browser asks again every time (304 when unchanged). */
const REVALIDATE = 'no-cache';

/** Precompressed copies the web build writes (apps/web/vite/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file under `root` a URL path names, or null (outside it, hidden, a precompressed copy, none). */
function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = resolve(root, `.${decoded}`);
  if (!path.startsWith(root + sep)) return null;
  // the build's own files (.vite/manifest.json) are not the site's
  if (relative(root, path).split(sep).some((part) => part.startsWith('.'))) return null;
  if (ENCODINGS.some((e) => path.endsWith(e.suffix))) return null;
  return isFile(path) ? path : null;
}

/**
 * The encoding to send among `offered` (best first): the one the client rates highest, ours
 * deciding a tie — browsers list gzip before br at equal weight, yet br is smaller. None (the
 * plain file) without an Accept-Encoding header or when every offer is refused (q=0).
 */
export function chooseEncoding(header: string | undefined, offered: readonly string[]): string | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: string | null = null;
  let bestWeight = 0;
  for (const name of offered) {
    const weight = weights.get(name) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [name, weight];
  }
  return best;
}

/**
 * Sends `file` with its own Content-Type, as the precompressed copy the client accepts best when
 * there is one (Content-Encoding, Vary: Accept-Encoding), and the given Cache-Control.
 */
function sendFile(req: Request, res: Response, next: NextFunction, root: string, file: string, cacheControl: string): void {
  const offered = ENCODINGS.filter((e) => isFile(file + e.suffix));
  const chosen = chooseEncoding(req.headers['accept-encoding'], offered.map((e) => e.name));
  const encoding = offered.find((e) => e.name === chosen);
  if (offered.length) res.vary('Accept-Encoding');
  res.type(extname(file));
  res.setHeader('Cache-Control', cacheControl);
  if (encoding) res.setHeader('Content-Encoding', encoding.name);
  // relative to the root, so only the part under it is checked for dot-files (.vite/manifest.json)
  res.sendFile(relative(root, encoding ? file + encoding.suffix : file), { root, cacheControl: false, dotfiles: 'deny' }, (err) => {
    if (err && !res.headersSent) next(err);
  });
}

/**
 * The built web at /: hashed assets cached for a year, the page revalidated every time, both
 * served precompressed by Accept-Encoding; any other GET that asks for HTML gets the page
 * (history-mode routes). API paths are never shadowed, and a missing asset is a 404, never the page.
 */
export function webHandler(dist: string): RequestHandler {
  const root = resolve(dist);
  const index = join(root, 'index.html');
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (API_PREFIXES.some((p) => req.path === p || req.path.startsWith(`${p}/`))) return next();
    const file = req.path === '/' ? index : fileFor(root, req.path);
    if (file) return sendFile(req, res, next, root, file, file === index ? REVALIDATE : req.path.startsWith(HASHED) ? IMMUTABLE : SHORT);
    if (req.path.startsWith(HASHED) || !req.accepts('html')) return next();
    return sendFile(req, res, next, root, index, REVALIDATE);
  };
}

/** Serves the built web at / (see webHandler); false when there is no build. */
export function serveWeb(app: NestExpressApplication, dist: string): boolean {
  if (!existsSync(join(dist, 'index.html'))) return false;
  app.use(webHandler(dist));
  return true;
}
