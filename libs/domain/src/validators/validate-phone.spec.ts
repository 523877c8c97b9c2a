import { validatePhone } from './validate-phone';

describe('validatePhone', () => {
  it.each(['13812345678', '19912345678', '10000000000', 15500001111])('accepts %p', (value) => {
    expect(validatePhone(value)).toBeNull();
  });

  it.each(['', ' ', null, '23812345678', '1381234567', '138123456789', '010-12345678', '1381234567 ', '１３８１２３４５６７８'])(
    'rejects %p',
    (value) => {
      expect(validatePhone(value)).toBe('请输入正确的电话号码');
    },
  );
});
