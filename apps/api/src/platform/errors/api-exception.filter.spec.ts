import type { ArgumentsHost } from '@nestjs/common';
import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { DomainError, StateMachineErrorCodes } from '@ohit/domain';
import { ApiExceptionFilter } from './api-exception.filter';

/** What the filter answers for an exception: [HTTP status, body]. */
function answer(exception: unknown): [number, { status: number; timestamp: string; message: string }] {
  let status = 0;
  let body: unknown;
  const res = { headersSent: false, status: (s: number) => ((status = s), res), json: (b: unknown) => (body = b) };
  const host = { switchToHttp: () => ({ getResponse: () => res, getRequest: () => ({ url: '/x' }) }) } as unknown as ArgumentsHost;
  const filter = new ApiExceptionFilter();
  (filter as unknown as { logger: { error: () => void } }).logger = { error: () => undefined };
  filter.catch(exception, host);
  return [status, body as { status: number; timestamp: string; message: string }];
}

const pgError = (code: string) => Object.assign(new QueryFailedError('SELECT 1', [], new Error('pg')), { driverError: { code } });

describe('ApiExceptionFilter', () => {
  it("answers a domain rule's refusal with 400 and its Chinese message", () => {
    const [status, body] = answer(new DomainError('NOT_POSITIVE', '采样流量必须大于0'));
    expect([status, body.status, body.message]).toEqual([400, 400, '采样流量必须大于0']);
  });

  it('answers a refused state transition with 409', () => {
    const [status, body] = answer(new DomainError(StateMachineErrorCodes.transitionNotAllowed, '报告处于“已签发”状态，不能执行“修改”'));
    expect([status, body.message]).toEqual([409, '报告处于“已签发”状态，不能执行“修改”']);
    expect(answer(new DomainError(StateMachineErrorCodes.guardRejected, '尚有样品未检测'))[0]).toBe(409);
  });

  it('keeps a broken rule table a 500 (the program, not the user)', () => {
    expect(answer(new DomainError(StateMachineErrorCodes.invalidDefinition, '状态机定义错误'))[0]).toBe(500);
  });

  it.each([['22021'], ['22P05']])('answers PostgreSQL %s (a NUL in text or jsonb) with 400, never 500', (code) => {
    const [status, body] = answer(pgError(code));
    expect(status).toBe(400);
    expect(body.message).toMatch(/无效字符|无法保存的字符/);
  });

  it("replaces an English message with the status's Chinese one", () => {
    expect(answer(new BadRequestException('Validation failed (numeric string is expected)'))[1].message).toBe('请求不正确');
    expect(answer(new HttpException('Too Many Requests', 429))[1].message).toBe('请求过于频繁，请稍后再试');
    expect(answer(new PayloadTooLargeException('request entity too large', { cause: Object.assign(new Error('request entity too large'), { type: 'entity.too.large', status: 413 }) }))[1]).toMatchObject({
      status: 413,
      message: '请求内容过大，不能超过2MB',
    });
  });

  it('keeps a Chinese message and answers the product shape', () => {
    const [status, body] = answer(new BadRequestException('设备名称不能为空'));
    expect(status).toBe(400);
    expect(body).toEqual({ status: 400, timestamp: expect.any(String), message: '设备名称不能为空' });
    expect(answer(new Error('boom'))[1]).toMatchObject({ status: 500, message: '服务器内部错误，请稍后重试' });
  });
});
