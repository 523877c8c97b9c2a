import { validatePassword } from './validate-password';

const MESSAGE = '长度8到16位，必须包含大写字母、小写字母、数字和特殊符号';

describe('validatePassword', () => {
  it.each([
    ['8 characters', 'Aa1!aaaa'],
    ['16 characters', 'Aa1!aaaaaaaaaaaa'],
    ['other special symbols', 'Zz9_zzzz'],
    ['brackets and tilde', 'Q[w]e~1rty'],
  ])('accepts %s', (_label, value) => {
    expect(value.length).toBeGreaterThanOrEqual(8);
    expect(validatePassword(value)).toBeNull();
  });

  it.each([
    ['7 characters', 'Aa1!aaa'],
    ['17 characters', 'Aa1!aaaaaaaaaaaaa'],
    ['no uppercase', 'aa1!aaaa'],
    ['no lowercase', 'AA1!AAAA'],
    ['no digit', 'Aaa!aaaa'],
    ['no special symbol', 'Aa1aaaaa'],
    ['a space as the only symbol', 'Aa1 aaaa'],
    ['full-width exclamation mark', 'Aa1！aaaa'],
    ['full-width digit', 'Aa１!aaaa'],
    ['Chinese characters', 'Aa1!密码密码'],
    ['empty', ''],
    ['whitespace', '        '],
  ])('rejects %s', (_label, value) => {
    expect(validatePassword(value)).toBe(MESSAGE);
  });

  it.each([null, undefined, 12345678])('rejects the non-string %p', (value) => {
    expect(validatePassword(value)).toBe(MESSAGE);
  });
});
