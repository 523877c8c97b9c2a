import fc from 'fast-check';
import { dec } from '../decimal';
import { sampledVolume } from './index';

describe('sampledVolume (Vt = mean flow × time)', () => {
  it('uses the mean of the flows before and after', () => {
    const r = sampledVolume({ flowBeforeLPerMin: '0.100', flowAfterLPerMin: '0.098', durationMin: 15 });
    expect(r.meanFlowLPerMin.toString()).toBe('0.099');
    expect(r.volumeL.toString()).toBe('1.485');
    expect(r.driftPercent.eq(2)).toBe(true);
    expect(r.driftExceeded).toBe(false);
    expect(r.driftLimitPercent.toString()).toBe('5');
  });

  it('passes a drift of exactly 5 % and flags one just over', () => {
    expect(sampledVolume({ flowBeforeLPerMin: 2, flowAfterLPerMin: '1.9', durationMin: 1 }).driftExceeded).toBe(false);
    const over = sampledVolume({ flowBeforeLPerMin: 2, flowAfterLPerMin: '1.899', durationMin: 1 });
    expect(over.driftPercent.eq('5.05')).toBe(true);
    expect(over.driftExceeded).toBe(true);
  });

  it('flags drift in either direction and honours a configured limit', () => {
    const up = sampledVolume({ flowBeforeLPerMin: 1, flowAfterLPerMin: '1.08', durationMin: 1 });
    expect(up.driftExceeded).toBe(true);
    const lenient = sampledVolume({ flowBeforeLPerMin: 1, flowAfterLPerMin: '1.08', durationMin: 1, driftLimitPercent: 10 });
    expect(lenient.driftExceeded).toBe(false);
  });

  it('refuses zero or negative flows, times and limits', () => {
    expect(() => sampledVolume({ flowBeforeLPerMin: 0, flowAfterLPerMin: 1, durationMin: 1 })).toThrow('采样前流量必须大于零');
    expect(() => sampledVolume({ flowBeforeLPerMin: 1, flowAfterLPerMin: -1, durationMin: 1 })).toThrow('采样后流量必须大于零');
    expect(() => sampledVolume({ flowBeforeLPerMin: 1, flowAfterLPerMin: 1, durationMin: 0 })).toThrow('采样时间必须大于零');
    expect(() =>
      sampledVolume({ flowBeforeLPerMin: 1, flowAfterLPerMin: 1, durationMin: 1, driftLimitPercent: 0 }),
    ).toThrow('流量偏差限值必须大于零');
  });

  it('with equal flows, Vt = F × t and no drift (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50000 }), fc.integer({ min: 1, max: 600 }), (f, t) => {
        const flow = dec(f).div(1000);
        const r = sampledVolume({ flowBeforeLPerMin: flow, flowAfterLPerMin: flow, durationMin: t });
        expect(r.volumeL.eq(flow.mul(t))).toBe(true);
        expect(r.driftPercent.isZero()).toBe(true);
      }),
    );
  });
});
