import type { Request, Response } from 'express';
import type { UserFile } from './get-user-file.query';

/**
 * Writes a user's image: its sniffed Content-Type, never re-sniffed by the browser, shown inline,
 * in a sandbox (no script runs even if the bytes were crafted), cached by the browser only and
 * revalidated every time; the ETag is the storage key, so an unchanged image answers 304.
 */
export function sendUserFile(req: Request, res: Response, file: UserFile): void {
  const etag = `"${file.key}"`;
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('ETag', etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (matches(req.headers['if-none-match'], etag)) {
    file.stream.destroy();
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Content-Disposition', `inline; filename="${file.fileName}"`);
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  file.stream.on('error', () => res.destroy());
  file.stream.pipe(res);
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
