import { validateMinuteSecond } from './validate-minute-second';

describe('validateMinuteSecond', () => {
  it.each(['00:00', '05:09', '15:30', '59:59'])('accepts %p', (value) => {
    expect(validateMinuteSecond(value)).toBeNull();
  });

  it.each(['', ' ', null, '60:00', '59:60', '5:09', '05:9', '005:09', '05:09:00', '05：09', '０５:０９', '05.09', ' 05:09', 'mm:ss'])(
    'rejects %p',
    (value) => {
      expect(validateMinuteSecond(value)).toBe('请填写mm:ss格式');
    },
  );
});
