import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { QueryFailedError } from 'typeorm';
import type { ErrorBody } from '@ohit/contracts';

/** PostgreSQL errors caused by what a user sent, answered as 4xx rather than 500. */
const PG_USER_ERRORS: Record<string, [number, string]> = {
  '22P02': [400, '参数格式不正确'],
  '22001': [400, '输入内容过长'],
  '22003': [400, '数值超出范围'],
  '22007': [400, '日期格式不正确'],
  '22008': [400, '日期超出范围'],
  '23505': [409, '数据已存在，不能重复'],
  '23503': [409, '数据仍被引用，不能操作'],
  '23502': [400, '缺少必填内容'],
};

/** Every error leaves as `{status, timestamp, message}` with the HTTP status equal to `status`. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const [status, message] = this.describe(exception);
    if (status >= 500) this.logger.error({ err: exception, path: req?.url }, 'unhandled error');
    const body: ErrorBody = { status, timestamp: new Date().toISOString(), message };
    if (res.headersSent) return;
    res.status(status).json(body);
  }

  /** Nest wraps body-parser's SyntaxError in a BadRequestException with the English text. */
  private isJsonParseFailure(exception: HttpException): boolean {
    const cause = exception.cause as { type?: string } | undefined;
    return cause instanceof SyntaxError || cause?.type === 'entity.parse.failed' || /JSON/.test(exception.message);
  }

  private describe(exception: unknown): [number, string] {
    if (exception instanceof NotFoundException && /^Cannot (GET|POST|PUT|DELETE|PATCH)/.test(exception.message)) {
      return [404, '请求的接口不存在'];
    }
    if (exception instanceof HttpException && exception.getStatus() === 400 && this.isJsonParseFailure(exception)) {
      return [400, '请求内容不是有效的JSON'];
    }
    if (exception instanceof HttpException) {
      const response = exception.getResponse();
      const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
      const message = Array.isArray(raw) ? raw.join('；') : typeof raw === 'string' ? raw : exception.message;
      return [exception.getStatus(), message];
    }
    if (exception instanceof QueryFailedError) {
      const code = (exception as QueryFailedError & { driverError?: { code?: string } }).driverError?.code;
      const known = code ? PG_USER_ERRORS[code] : undefined;
      if (known) return known;
    }
    // body-parser and multer errors carry their own 4xx status (malformed JSON, too large…).
    const err = exception as { status?: number; statusCode?: number; type?: string; code?: string };
    const status = err?.status ?? err?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      if (err.type === 'entity.parse.failed') return [400, '请求内容不是有效的JSON'];
      if (err.type === 'entity.too.large') return [413, '请求内容过大'];
      return [status, '请求不正确'];
    }
    if (err?.code === 'LIMIT_FILE_SIZE') return [413, '上传文件过大'];
    return [HttpStatus.INTERNAL_SERVER_ERROR, '服务器内部错误，请稍后重试'];
  }
}
