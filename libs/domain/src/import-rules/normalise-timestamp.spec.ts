import { normaliseTimestamp } from './normalise-timestamp';

describe('normaliseTimestamp', () => {
  it('reads 10 digits as seconds', () => {
    expect(normaliseTimestamp(1706664605)).toBe(1706664605000);
    expect(normaliseTimestamp('1706664605')).toBe(1706664605000);
    expect(new Date(normaliseTimestamp(1706664605)!).toISOString()).toBe('2024-01-31T01:30:05.000Z');
  });

  it('reads 13 digits as milliseconds', () => {
    expect(normaliseTimestamp(1706664605123)).toBe(1706664605123);
    expect(normaliseTimestamp('1706664605123')).toBe(1706664605123);
  });

  it('treats the first and last 10-digit values as seconds', () => {
    expect(normaliseTimestamp(1000000000)).toBe(1000000000000);
    expect(normaliseTimestamp(9999999999)).toBe(9999999999000);
  });

  it.each([
    999999999,
    '999999999',
    17066646051,
    '17066646051',
    '170666460512',
    '17066646051234',
    1706664605.5,
    '1706664605.0',
    -1706664605,
    '-1706664605',
    ' 1706664605',
    '１７０６６６４６０５',
    '',
    null,
    undefined,
    Number.NaN,
    new Date(0),
  ])('gives null for %p', (value) => {
    expect(normaliseTimestamp(value)).toBeNull();
  });
});
