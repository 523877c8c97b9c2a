import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { Logger } from 'pino';
import pinoHttp from 'pino-http';

export function createRootLogger(level: string): Logger {
  return pino({ level, base: { service: 'api' }, redact: ['req.headers.authorization', 'req.headers.cookie'] });
}

/** Structured access log; every request gets an id (taken from x-request-id when sent). */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/health') },
  });
}
