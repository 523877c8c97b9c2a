import { validateDetectionValue } from './validate-detection-value';

describe('validateDetectionValue', () => {
  it.each(['0', '0.052', '12', '1.50', '<0.005', '<5', '<0.10', 0.3])('accepts %p', (value) => {
    expect(validateDetectionValue(value)).toBeNull();
  });

  it.each([
    '',
    ' ',
    null,
    '＜0.005',
    '〈0.005',
    '≤0.005',
    '< 0.005',
    '<',
    '<<1',
    '>0.5',
    '0.005<',
    '-0.5',
    '<-1',
    '01.5',
    '.5',
    '１.５',
    'ND',
    '0.5 ',
  ])('rejects %p', (value) => {
    expect(validateDetectionValue(value)).toBe('固定值或低于检出限请使用英文小于号');
  });
});
