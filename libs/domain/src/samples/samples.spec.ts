import { isPastShelfLife, receiptCountRefusal, sampleShelfLifeDeadline, shelfLifeRefusal } from './index';

describe('sample shelf life', () => {
  it('ends the method’s days after the sampling day, across months and leap days', () => {
    expect(sampleShelfLifeDeadline('2026-03-02', 7)).toBe('2026-03-09');
    expect(sampleShelfLifeDeadline('2026-01-28', 5)).toBe('2026-02-02');
    expect(sampleShelfLifeDeadline('2028-02-27', 2)).toBe('2028-02-29');
    expect(sampleShelfLifeDeadline('2026-12-30', '3')).toBe('2027-01-02');
    expect(sampleShelfLifeDeadline('2026-03-02', 0)).toBe('2026-03-02');
  });

  it('has no deadline without a sampling date or a shelf life', () => {
    expect(sampleShelfLifeDeadline(null, 7)).toBeNull();
    expect(sampleShelfLifeDeadline('2026-03-02', null)).toBeNull();
    expect(sampleShelfLifeDeadline('2026-03-02', -1)).toBeNull();
    expect(sampleShelfLifeDeadline('3月2日', 7)).toBeNull();
  });

  it('is past only after the deadline day, and then refuses analysis until a deviation is recorded', () => {
    expect(isPastShelfLife('2026-03-09', '2026-03-09')).toBe(false);
    expect(isPastShelfLife('2026-03-09', '2026-03-10')).toBe(true);
    expect(isPastShelfLife(null, '2026-03-10')).toBe(false);
    const sample = { code: 'YP-001', deadline: '2026-03-09', deviationRecorded: false };
    expect(shelfLifeRefusal(sample, '2026-03-09')).toBeNull();
    expect(shelfLifeRefusal(sample, '2026-03-10')).toBe('样品YP-001已超过保存期限（2026-03-09），须先记录偏离（原因和批准人）才能检测');
    expect(shelfLifeRefusal({ ...sample, deviationRecorded: true }, '2026-03-10')).toBeNull();
  });
});

describe('hand-over count check', () => {
  it('needs the received count, and a remark when it differs from the count sent', () => {
    expect(receiptCountRefusal(12, null, '')).toBe('请填写实收数量');
    expect(receiptCountRefusal(12, 12, null)).toBeNull();
    expect(receiptCountRefusal(12, 11, '  ')).toBe('实收数量（11）与送样数量（12）不一致，请在备注中说明原因');
    expect(receiptCountRefusal(12, 11, '1支采样管运输途中破损')).toBeNull();
  });
});
