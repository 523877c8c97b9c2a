import { DomainError } from '../errors/domain-error';
import { codeOf } from './code-of';

describe('codeOf (test helper)', () => {
  it('returns the code of a DomainError and fails on anything else', () => {
    expect(
      codeOf(() => {
        throw new DomainError('X', '错误');
      }),
    ).toBe('X');
    expect(() =>
      codeOf(() => {
        throw new TypeError('boom');
      }),
    ).toThrow(TypeError);
    expect(() => codeOf(() => 1)).toThrow('expected a DomainError');
  });
});
