import { HttpException } from '@nestjs/common';
import { statusMessage } from './http-status-messages';

/**
 * Errors of reading the request itself (body-parser, Express's router), by their http-errors
 * `type`: Nest wraps them in an HttpException (cause = the original) with English text.
 */
const BODY_ERRORS: Readonly<Record<string, [number, string]>> = {
  'entity.parse.failed': [400, '请求内容不是有效的JSON'],
  'entity.too.large': [413, '请求内容过大，不能超过2MB'],
  'charset.unsupported': [415, '不支持的字符编码，请使用UTF-8'],
  'encoding.unsupported': [415, '不支持的内容压缩方式'],
  'request.aborted': [400, '请求未发送完整，请重试'],
  'request.size.invalid': [400, '请求内容长度与声明不符'],
  'parameters.too.many': [413, '请求参数过多'],
};

interface HttpErrorLike {
  type?: string;
  status?: number;
}

function original(exception: unknown): (Error & HttpErrorLike) | undefined {
  const cause = exception instanceof HttpException ? exception.cause : exception;
  return cause instanceof Error ? (cause as Error & HttpErrorLike) : undefined;
}

/** `[status, message]` of a request body that could not be read, else null. */
export function requestReadError(exception: unknown): [number, string] | null {
  const err = original(exception);
  if (!err) return null;
  const status = exception instanceof HttpException ? exception.getStatus() : err.status;
  if (err instanceof SyntaxError && status === 400) return BODY_ERRORS['entity.parse.failed'];
  if (err instanceof URIError && status === 400) return [400, '请求地址的编码不正确'];
  const known = err.type ? BODY_ERRORS[err.type] : undefined;
  if (known) return known;
  // Our own verify step (strict UTF-8) throws with a Chinese message and type 'encoding.invalid'.
  if (err.type === 'encoding.invalid' && err.message && typeof status === 'number') return [status, err.message];
  if (err.type === 'entity.verify.failed' && typeof status === 'number') return [status, statusMessage(status)];
  return null;
}
