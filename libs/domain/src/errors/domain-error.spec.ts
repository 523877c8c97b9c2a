import { DomainError, DomainErrorCodes, isDomainError } from './index';

describe('DomainError', () => {
  it('carries a code, a Chinese message and details', () => {
    const error = new DomainError(DomainErrorCodes.notPositive, '流量必须大于零', { flow: '0' });
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.name).toBe('DomainError');
    expect(error.code).toBe('NOT_POSITIVE');
    expect(error.message).toBe('流量必须大于零');
    expect(error.details).toEqual({ flow: '0' });
  });

  it('defaults details to an empty object', () => {
    expect(new DomainError('X', '错误').details).toEqual({});
  });

  it('isDomainError narrows by type and optionally by code', () => {
    const error = new DomainError('A', '错误');
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(error, 'A')).toBe(true);
    expect(isDomainError(error, 'B')).toBe(false);
    expect(isDomainError(new Error('x'))).toBe(false);
    expect(isDomainError('A')).toBe(false);
  });
});
