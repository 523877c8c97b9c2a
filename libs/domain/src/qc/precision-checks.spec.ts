import fc from 'fast-check';
import { Decimal } from '../decimal/decimal';
import { DomainErrorCodes } from '../errors/error-codes';
import {
  QC_RECOVERY_RANGE_TRACE,
  qcBlankFilterCheck,
  qcDesorptionEfficiency,
  qcDuplicateCheck,
  qcSpikeRecovery,
} from './precision-checks';
import { codeOf } from '../testing/code-of';

describe('qcDuplicateCheck', () => {
  it('domain.md worked example: 0.52 and 0.48 → RD 4.0 %', () => {
    const result = qcDuplicateCheck('0.52', '0.48', { limitPercent: 10 });
    expect(result.value.toString()).toBe('4.0');
    expect(result.passes).toBe(true);
    expect(result.formula).toBe('relative-deviation');
  });

  it('relative-difference formula doubles it (8.0 %)', () => {
    expect(qcDuplicateCheck('0.52', '0.48', { limitPercent: 10, formula: 'relative-difference' }).value.toString()).toBe('8.0');
  });

  it('limit edge: exactly 10 % passes, 10.2 % fails; a tie rounds half-even', () => {
    // |1.1 − 0.9| / 2.0 = 10 %
    expect(qcDuplicateCheck('1.1', '0.9', { limitPercent: 10 }).passes).toBe(true);
    // |1.202 − 0.98| / 2.182 = 10.17… %
    expect(qcDuplicateCheck('1.202', '0.98', { limitPercent: 10 }).passes).toBe(false);
    expect(qcDuplicateCheck('20.5125', '19.4875', { limitPercent: 10, decimals: 2 }).value.toString()).toBe('2.56');
    // exact tie: 0.25 % → 0.2 at 1 decimal (half-even)
    expect(qcDuplicateCheck('100.25', '99.75', { limitPercent: 10 }).value.toString()).toBe('0.2');
  });

  it('refuses negatives, two zeros and a non-positive limit', () => {
    expect(codeOf(() => qcDuplicateCheck(-1, 1, { limitPercent: 10 }))).toBe(DomainErrorCodes.negative);
    expect(() => qcDuplicateCheck(0, 0, { limitPercent: 10 })).toThrow('两个平行样测定值均为零，无法计算相对偏差');
    expect(codeOf(() => qcDuplicateCheck(1, 1, { limitPercent: 0 }))).toBe(DomainErrorCodes.notPositive);
  });

  it('law: symmetric in its two values and zero for equal values', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100000 }), fc.integer({ min: 0, max: 100000 }), (a, b) => {
        const x = Decimal.of(BigInt(a), 3);
        const y = Decimal.of(BigInt(b), 3);
        const opts = { limitPercent: 20 };
        return (
          qcDuplicateCheck(x, y, opts).value.eq(qcDuplicateCheck(y, x, opts).value) && qcDuplicateCheck(x, x, opts).value.isZero()
        );
      }),
    );
  });
});

describe('qcSpikeRecovery', () => {
  it('domain.md worked example: spiked 1.87, unspiked 0.95, added 1.00 → 92 %', () => {
    const result = qcSpikeRecovery({ spiked: '1.87', unspiked: '0.95', added: '1.00' });
    expect(result.value.eq(92)).toBe(true);
    expect(result.value.toString()).toBe('92.0');
    expect(result.passes).toBe(true);
  });

  it('range 90–110 % includes its edges; the trace range is 80–120 %', () => {
    expect(qcSpikeRecovery({ spiked: '1.85', unspiked: '0.95', added: 1 }).passes).toBe(true);
    expect(qcSpikeRecovery({ spiked: '1.849', unspiked: '0.95', added: 1 }).passes).toBe(false);
    expect(qcSpikeRecovery({ spiked: '2.05', unspiked: '0.95', added: 1 }).passes).toBe(true);
    expect(qcSpikeRecovery({ spiked: '2.06', unspiked: '0.95', added: 1 }).passes).toBe(false);
    expect(qcSpikeRecovery({ spiked: '1.80', unspiked: '0.95', added: 1 }, { range: QC_RECOVERY_RANGE_TRACE }).passes).toBe(true);
    expect(qcSpikeRecovery({ spiked: '1.70', unspiked: '0.95', added: 1 }, { range: QC_RECOVERY_RANGE_TRACE }).passes).toBe(false);
  });

  it('refuses a zero or negative amount added and negative results', () => {
    expect(() => qcSpikeRecovery({ spiked: 1, unspiked: 0, added: 0 })).toThrow('加标量必须大于零：0');
    expect(codeOf(() => qcSpikeRecovery({ spiked: -1, unspiked: 0, added: 1 }))).toBe(DomainErrorCodes.negative);
  });
});

describe('qcDesorptionEfficiency', () => {
  it('≥ 75 % acceptable, ≥ 90 % preferred', () => {
    expect(qcDesorptionEfficiency({ found: '7.5', added: 10 })).toMatchObject({ passes: true, preferred: false });
    expect(qcDesorptionEfficiency({ found: '7.5', added: 10 }).value.toString()).toBe('75.0');
    expect(qcDesorptionEfficiency({ found: '7.49', added: 10 }).passes).toBe(false);
    expect(qcDesorptionEfficiency({ found: '9.5', added: 10 })).toMatchObject({ passes: true, preferred: true });
    expect(qcDesorptionEfficiency({ found: 8, added: 10 }, { minimumPercent: 85 }).passes).toBe(false);
  });

  it('refuses a zero amount added', () => {
    expect(codeOf(() => qcDesorptionEfficiency({ found: 1, added: 0 }))).toBe(DomainErrorCodes.notPositive);
  });
});

describe('qcBlankFilterCheck', () => {
  it('Δm within ±0.02 mg passes', () => {
    expect(qcBlankFilterCheck('20.115', '20.135')).toMatchObject({ passes: true });
    expect(qcBlankFilterCheck('20.115', '20.095').changeMg.toString()).toBe('-0.020');
    expect(qcBlankFilterCheck('20.115', '20.136').passes).toBe(false);
    expect(qcBlankFilterCheck('20.115', '20.140', '0.03').passes).toBe(true);
    expect(codeOf(() => qcBlankFilterCheck(0, 1))).toBe(DomainErrorCodes.notPositive);
  });
});
