import type { NextFunction, Request, Response } from 'express';

/** One year, sub-domains included: once a browser saw https, it never downgrades. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The usual security headers on every response (helmet's defaults, without the dependency):
 * no MIME sniffing, no framing by other sites, no full URL in the Referer to other sites, no
 * shared browsing context with pages we open, HSTS when the request came over https (directly,
 * or from the loopback proxy via X-Forwarded-Proto, as `trust proxy` allows).
 *
 * No Content-Security-Policy: the built web (antd's CSS-in-JS inline styles, socket.io) would
 * need a tuned policy, checked in a browser; that is left for a change of its own.
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('X-Permitted-Cross-Domain-Policies', 'none');
  res.setHeader('X-DNS-Prefetch-Control', 'off');
  res.setHeader('Origin-Agent-Cluster', '?1');
  if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
  next();
}
