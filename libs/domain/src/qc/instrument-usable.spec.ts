import { DomainError } from '../errors/domain-error';
import { qcAssertInstrumentUsable, qcInstrumentUsable, type QcInstrumentStatus } from './instrument-usable';

const gc: QcInstrumentStatus = {
  name: '气相色谱仪GC-01',
  calibrationValidUntil: '2025-06-30',
  lastQc: { date: '2025-03-01', passed: true },
};

describe('qcInstrumentUsable (domain.md §7)', () => {
  it('usable while calibration is valid (its last day included) and the last QC passed', () => {
    expect(qcInstrumentUsable(gc, '2025-06-30')).toEqual({ usable: true, reasons: [] });
  });

  it('not usable the day after calibration lapses', () => {
    expect(qcInstrumentUsable(gc, '2025-07-01')).toEqual({
      usable: false,
      reasons: ['气相色谱仪GC-01检定/校准已于 2025-06-30 过期'],
    });
  });

  it('not usable after a failed QC, without calibration, or without QC when required', () => {
    expect(qcInstrumentUsable({ ...gc, lastQc: { date: '2025-03-01', passed: false } }, '2025-04-01').reasons).toEqual([
      '气相色谱仪GC-01最近一次期间核查（2025-03-01）不合格',
    ]);
    expect(qcInstrumentUsable({ ...gc, calibrationValidUntil: null }, '2025-04-01').reasons).toEqual(['气相色谱仪GC-01无有效检定/校准记录']);
    expect(qcInstrumentUsable({ ...gc, lastQc: null }, '2025-04-01').reasons).toEqual(['气相色谱仪GC-01无期间核查记录']);
    expect(qcInstrumentUsable({ ...gc, lastQc: null }, '2025-04-01', { requireQc: false }).usable).toBe(true);
  });

  it('optionally limits the age of the last QC, and rejects a QC dated after use', () => {
    expect(qcInstrumentUsable(gc, '2025-03-31', { maxDaysSinceQc: 30 }).usable).toBe(true);
    expect(qcInstrumentUsable(gc, '2025-04-01', { maxDaysSinceQc: 30 }).reasons).toEqual([
      '气相色谱仪GC-01距最近一次期间核查已超过 30 天',
    ]);
    expect(qcInstrumentUsable(gc, '2025-02-01').reasons).toEqual(['气相色谱仪GC-01期间核查日期 2025-03-01 晚于使用日期']);
  });

  it('refuses malformed dates', () => {
    expect(() => qcInstrumentUsable(gc, '2025-02-30')).toThrow('使用日期格式应为 YYYY-MM-DD：2025-02-30');
    expect(() => qcInstrumentUsable({ ...gc, calibrationValidUntil: '30/06/2025' }, '2025-01-01')).toThrow(DomainError);
  });

  it('qcAssertInstrumentUsable throws with every reason', () => {
    expect(() => qcAssertInstrumentUsable(gc, '2025-05-01')).not.toThrow();
    expect(() =>
      qcAssertInstrumentUsable({ ...gc, lastQc: { date: '2025-03-01', passed: false } }, '2025-07-02'),
    ).toThrow('仪器不可用于出具结果：气相色谱仪GC-01检定/校准已于 2025-06-30 过期；气相色谱仪GC-01最近一次期间核查（2025-03-01）不合格');
  });
});
