import { QueryFailedError } from 'typeorm';
import { pgUserError } from './pg-user-errors';

const pgError = (driverError: Record<string, unknown>) => Object.assign(new QueryFailedError('UPDATE x', [], new Error('pg')), { driverError });

describe('pgUserError', () => {
  it("answers the archive triggers' refusal (OH409) with 409 and the trigger's own Chinese words", () => {
    expect(pgUserError(pgError({ code: 'OH409', message: '项目已归档，资料只读' }))).toEqual([409, '项目已归档，资料只读']);
    expect(pgUserError(pgError({ code: 'OH409', message: '档案保存期限至2036-03-05，期满前不能删除' }))).toEqual([409, '档案保存期限至2036-03-05，期满前不能删除']);
  });

  it('keeps the fixed words of the other user errors and leaves a fault alone', () => {
    expect(pgUserError(pgError({ code: '23505', message: 'duplicate key value violates unique constraint' }))).toEqual([409, '数据已存在，不能重复']);
    expect(pgUserError(pgError({ code: 'P0001', message: 'domain_events is append-only' }))).toBeNull();
    expect(pgUserError(new Error('boom'))).toBeNull();
  });
});
