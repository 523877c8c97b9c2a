import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ErrorBody } from '@ohit/contracts';
import { domainErrorStatus } from './domain-errors';
import { hasChinese, statusMessage } from './http-status-messages';
import { pgUserError } from './pg-user-errors';
import { requestReadError } from './request-errors';
import { describeOutage } from '../outage/dependency-outage';

/** Every error leaves as `{status, timestamp, message}` with the HTTP status equal to `status`. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const [status, message] = this.describe(exception);
    // 503 is a dependency outage, logged once by the connection that lost it, not per request.
    if (status >= 500 && status !== HttpStatus.SERVICE_UNAVAILABLE) this.logger.error({ err: exception, path: req?.url }, 'unhandled error');
    const body: ErrorBody = { status, timestamp: new Date().toISOString(), message };
    if (res.headersSent) return;
    res.status(status).json(body);
  }

  /** `[status, message]` with a Chinese message: the exception's own when it has one, else the status's. */
  private describe(exception: unknown): [number, string] {
    const [status, message] = this.classify(exception);
    return [status, hasChinese(message) ? message : statusMessage(status)];
  }

  private classify(exception: unknown): [number, string] {
    const outage = describeOutage(exception);
    if (outage) return outage;
    if (exception instanceof NotFoundException && /^Cannot (GET|POST|PUT|DELETE|PATCH)/.test(exception.message)) {
      return [404, '请求的接口不存在'];
    }
    const unread = requestReadError(exception);
    if (unread) return unread;
    if (exception instanceof HttpException) {
      const response = exception.getResponse();
      const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
      const message = Array.isArray(raw) ? raw.join('；') : typeof raw === 'string' ? raw : exception.message;
      return [exception.getStatus(), message];
    }
    const refused = domainErrorStatus(exception) ?? pgUserError(exception);
    if (refused) return refused;
    // multer and other http-errors-shaped errors carry their own 4xx status.
    const err = exception as { status?: number; statusCode?: number; code?: string };
    if (err?.code === 'LIMIT_FILE_SIZE') return [413, '上传文件过大'];
    const status = err?.status ?? err?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) return [status, statusMessage(status)];
    return [HttpStatus.INTERNAL_SERVER_ERROR, statusMessage(500)];
  }
}
