import { validateMobile } from './validate-mobile';

describe('validateMobile', () => {
  it.each(['13812345678', '14700000000', '18999999999', 13812345678])('accepts %p', (value) => {
    expect(validateMobile(value)).toBeNull();
  });

  it.each([
    '',
    ' ',
    null,
    '12812345678',
    '19812345678',
    '1381234567',
    '138123456789',
    ' 13812345678',
    '138 1234 5678',
    '+8613812345678',
    '１３８１２３４５６７８',
    '0381234567a',
  ])('rejects %p', (value) => {
    expect(validateMobile(value)).toBe('请输入正确的手机号码');
  });
});
