import { PROJECT } from '../projects/project.declaration';
import { fieldOf, labelFieldOf } from './resource-declaration';
import { coerceField, validateRecord } from './validate-record';

const unit = fieldOf(PROJECT, 'belongInspect')!;
const responser = fieldOf(PROJECT, 'responser')!;

describe('coerceField: reference and user fields hold the id of the chosen row or user', () => {
  it.each([[12, 12], ['12', 12], [' 7 ', 7], [2_147_483_647, 2_147_483_647]])('takes %p as id %p', (raw, id) => {
    expect(coerceField(unit, raw)).toEqual([id, null]);
    expect(coerceField(responser, raw)).toEqual([id, null]);
  });

  it.each([[0], [-3], [1.5], ['1.5'], ['abc'], ['某某化工厂'], [2_147_483_648], [true], [{ id: 1 }], [[1]], [Number.NaN]])('refuses %p in Chinese', (raw) => {
    expect(coerceField(unit, raw)).toEqual([null, '受检单位必须是正整数ID']);
    expect(coerceField(responser, raw)).toEqual([null, '项目负责人必须是正整数ID']);
  });

  it('leaves an optional one empty and refuses a blank required one', () => {
    expect(coerceField(responser, null)).toEqual([null, null]);
    expect(coerceField(responser, '')).toEqual([null, null]);
    expect(coerceField(unit, null)).toEqual([null, '受检单位不能为空']);
  });

  it('ignores the label the row carries beside the id (never written)', () => {
    const { values, errors } = validateRecord(PROJECT, { name: '噪声检测', belongInspect: '5', belongInspectName: '别的单位', type: '10' });
    expect(errors).toEqual([]);
    expect(values.belongInspect).toBe(5);
    expect(values).not.toHaveProperty(labelFieldOf(unit));
  });
});
