import { validateCreditCode } from './validate-credit-code';

describe('validateCreditCode', () => {
  it.each(['91110108MA01ABCDE1', '123456780000000000', '91330100ABCDEFGHIJ'])('accepts %p', (value) => {
    expect(validateCreditCode(value)).toBeNull();
  });

  it.each([
    '',
    ' ',
    null,
    '91110108MA01ABCDE',
    '91110108MA01ABCDE12',
    '91110108ma01abcde1',
    'A1110108MA01ABCDE1',
    '9111010AMA01ABCDE1',
    ' 91110108MA01ABCDE1',
    '91110108MA01ABCDE1 ',
    '91110108MA01-BCDE1',
    '９１110108MA01ABCDE1',
    '91110108MA01ABCDＥ1',
  ])('rejects %p', (value) => {
    expect(validateCreditCode(value)).toBe('格式错误，请检查');
  });
});
