import { validateUrl } from './validate-url';

describe('validateUrl', () => {
  it.each([
    'http://example.com',
    'https://example.com/a/b?c=1#d',
    'HTTPS://Example.com',
    'https://10.0.0.1:8080/path',
    'mailto:someone@example.com',
    'tel:+86-10-12345678',
  ])('accepts %p', (value) => {
    expect(validateUrl(value)).toBeNull();
  });

  it.each([
    '',
    '   ',
    undefined,
    null,
    'example.com',
    'ftp://example.com',
    'http://',
    'https:///path',
    'http://exa mple.com',
    ' http://example.com',
    'mailto:',
    'tel:',
    'ｈｔｔｐ://example.com',
    'http：//example.com',
    42,
  ])('rejects %p', (value) => {
    expect(validateUrl(value)).toBe('请输入正确的链接地址');
  });
});
