import { validateUsername } from './validate-username';

describe('validateUsername', () => {
  it.each(['admin', 'Admin01', 'zhang3', 'ABC', '123'])('accepts %p', (value) => {
    expect(validateUsername(value)).toBeNull();
  });

  it.each(['', ' ', null, undefined, 'ad min', ' admin', 'admin_1', 'a-b', 'a.b', '张三', 'ａｄｍｉｎ', 'admin１', 'admin!'])(
    'rejects %p',
    (value) => {
      expect(validateUsername(value)).toBe('请输入正确的用户名，字母和数字组合');
    },
  );
});
