import { validateEmail } from './validate-email';

describe('validateEmail', () => {
  it.each(['a@b.cn', 'first.last@mail.example.com', 'user+tag@example.org', 'x@[10.0.0.1]', '"quoted"@example.com'])(
    'accepts %p',
    (value) => {
      expect(validateEmail(value)).toBeNull();
    },
  );

  it.each([
    '',
    ' ',
    null,
    undefined,
    'plain',
    'a@b',
    'a@b.c',
    '@example.com',
    'a..b@example.com',
    '.a@example.com',
    'a b@example.com',
    'a@example.com ',
    'a＠example.com',
    'a@例子.com',
    'a@b.１２',
  ])('rejects %p', (value) => {
    expect(validateEmail(value)).toBe('请输入正确的邮箱地址');
  });
});
