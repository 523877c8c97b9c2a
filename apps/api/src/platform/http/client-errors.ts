import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '@ohit/contracts';
import { statusMessage } from '../errors/http-status-messages';

/** Node's HTTP parser errors and the status each answers (anything else is a 400). */
const PARSER_STATUS: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** The raw HTTP/1.1 response of a request Node rejected before Express saw it. */
export function clientErrorResponse(code: string | undefined): string {
  const status = (code && PARSER_STATUS[code]) || 400;
  const body: ErrorBody = { status, timestamp: new Date().toISOString(), message: statusMessage(status) };
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    json,
  ].join('\r\n');
}

/**
 * Requests Node's HTTP parser refuses (headers over the limit, malformed request lines, a
 * request that took too long) never reach Express: Node answers them itself with an empty body.
 * They answer in the product's `{status, timestamp, message}` shape instead.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // A peer that went away, or a socket already answered: nothing to say.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorResponse(err.code));
  });
}
