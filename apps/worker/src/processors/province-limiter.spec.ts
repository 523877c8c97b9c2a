import { provinceLimiter } from './province-record.processor';

const perSecond = ({ max, duration }: { max: number; duration: number }) => (max * 1000) / duration;

describe('provinceLimiter: PROVINCE_RATE_PER_SECOND as short windows', () => {
  it('gives R a second as a tenth of R per 100 ms, so no second at the province bunches up to twice R', () => {
    expect(provinceLimiter(200)).toEqual({ max: 20, duration: 100 });
    expect(provinceLimiter(50)).toEqual({ max: 5, duration: 100 });
  });

  it('never lets more than R a second through when R is not a multiple of 10', () => {
    for (const r of [1, 3, 15, 20, 37, 99, 1234]) {
      const l = provinceLimiter(r);
      expect(perSecond(l)).toBeLessThanOrEqual(r);
      expect(perSecond(l)).toBeGreaterThan(r * 0.9);
    }
  });
});
