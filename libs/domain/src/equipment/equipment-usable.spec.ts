import { DomainError } from '../errors/domain-error';
import { assertEquipmentUsable, equipmentUsable, equipmentUsableUntil } from './equipment-usable';

describe('equipment usable for sampling and the laboratory', () => {
  const sampler = { name: '粉尘采样器（SB-001）', inService: true, calibrationValidUntil: '2026-06-30' };

  it('is usable in service up to and including the last valid day of its calibration', () => {
    expect(equipmentUsable(sampler, '2026-06-30')).toEqual({ usable: true, reasons: [] });
    expect(equipmentUsable(sampler, '2026-07-01')).toEqual({ usable: false, reasons: ['粉尘采样器（SB-001）检定/校准已于 2026-06-30 过期'] });
  });

  it('is refused out of service or never calibrated, naming every reason', () => {
    const broken = { ...sampler, inService: false, statusLabel: '维修', calibrationValidUntil: null };
    expect(equipmentUsable(broken, '2026-05-01').reasons).toEqual(['粉尘采样器（SB-001）处于“维修”状态', '粉尘采样器（SB-001）无有效检定/校准记录']);
    expect(() => assertEquipmentUsable(broken, '2026-05-01', '出库')).toThrow('设备不可出库：粉尘采样器（SB-001）处于“维修”状态；粉尘采样器（SB-001）无有效检定/校准记录');
    expect(() => assertEquipmentUsable(sampler, '2026-07-01')).toThrow(DomainError);
    expect(() => assertEquipmentUsable(sampler, '2026-06-01')).not.toThrow();
  });

  it('is usable on a day exactly when usableUntil is that day or later', () => {
    for (const inService of [true, false]) {
      for (const until of ['2026-06-30', null]) {
        const last = equipmentUsableUntil(inService, until);
        for (const day of ['2026-06-29', '2026-06-30', '2026-07-01']) {
          expect(equipmentUsable({ name: 'x', inService, calibrationValidUntil: until }, day).usable).toBe(last !== null && last >= day);
        }
      }
    }
  });
});
