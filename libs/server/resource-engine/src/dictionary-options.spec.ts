import { INSPECTED_UNIT, fieldOf, mergeOptions } from '@ohit/contracts';
import { withDictionaryOptions } from './dictionary-options';

describe('dictionary options', () => {
  it('lets a dictionary entry relabel a built-in value and append new ones, in order', () => {
    expect(mergeOptions([{ value: '1', label: '在用' }, { value: '2', label: '停用' }], [{ value: '2', label: '暂停使用' }, { value: '5', label: '送检' }])).toEqual([
      { value: '1', label: '在用' },
      { value: '2', label: '暂停使用' },
      { value: '5', label: '送检' },
    ]);
  });

  it('asks for every dictionary of the declaration once, for the organisation, and leaves other fields alone', async () => {
    const calls: unknown[][] = [];
    const decl = await withDictionaryOptions(async (sql, params) => {
      calls.push(params);
      return [
        { name: 'industry', value: 'C', label: '制造业（含加工）' },
        { name: 'unit_status', value: '3', label: '注销' },
      ];
    }, INSPECTED_UNIT, 7);
    expect(calls).toEqual([[['industry', 'enterprise_scale', 'unit_status', 'hazard_risk_class'], 7]]);
    expect(fieldOf(decl, 'industry')!.options!.find((o) => o.value === 'C')!.label).toBe('制造业（含加工）');
    expect(fieldOf(decl, 'status')!.options!.map((o) => o.label)).toEqual(['正常', '停用', '注销']);
    expect(fieldOf(decl, 'scale')!.options).toBe(fieldOf(INSPECTED_UNIT, 'scale')!.options);
    expect(fieldOf(INSPECTED_UNIT, 'industry')!.options!.find((o) => o.value === 'C')!.label).toBe('制造业');
  });
});
