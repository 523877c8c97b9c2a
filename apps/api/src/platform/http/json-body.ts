import type { IncomingMessage, ServerResponse } from 'node:http';

/** The largest JSON body accepted (uploads are multipart and have their own limits). */
export const JSON_BODY_LIMIT = '2mb';

export const BODY_ENCODING_MESSAGES = {
  invalidUtf8: '请求内容不是有效的UTF-8文本，请检查文字编码后重试',
  notUtf8: '不支持的字符编码，请使用UTF-8',
} as const;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function refusal(status: number, message: string, type: string): Error {
  return Object.assign(new Error(message), { status, type });
}

/**
 * body-parser's `verify` step for JSON: the raw bytes must be valid UTF-8. Left alone, the parser
 * decodes invalid bytes to U+FFFD and the garbled text is stored. JSON is UTF-8 (RFC 8259), so
 * another declared charset is a 415. The error's status and Chinese message reach the exception
 * filter through Nest's mapping of http-errors.
 */
export function verifyUtf8(_req: IncomingMessage, _res: ServerResponse, body: Buffer, encoding: string | null): void {
  const charset = (encoding ?? 'utf-8').toLowerCase();
  if (charset !== 'utf-8' && charset !== 'utf8') throw refusal(415, BODY_ENCODING_MESSAGES.notUtf8, 'encoding.invalid');
  try {
    strictUtf8.decode(body);
  } catch {
    throw refusal(400, BODY_ENCODING_MESSAGES.invalidUtf8, 'encoding.invalid');
  }
}

/** Options of the JSON body parser (size limit, strict UTF-8). */
export function jsonBodyOptions() {
  return { limit: JSON_BODY_LIMIT, verify: verifyUtf8 };
}
