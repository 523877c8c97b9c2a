import { EQUIPMENT, INSPECTED_UNIT } from './declarations';
import { fieldOf } from './resource-declaration';
import { coerceField, validateRecord } from './validate-record';

describe('validateRecord / coerceField', () => {
  it('gives a blank field its default on create, edit and import alike', () => {
    const status = fieldOf(EQUIPMENT, 'status')!;
    expect(coerceField(status, '')).toEqual(['1', null]);
    expect(coerceField(status, null)).toEqual(['1', null]);
    expect(validateRecord(EQUIPMENT, { code: 'E1', name: '采样泵', status: '' }).values.status).toBe('1');
    expect(validateRecord(EQUIPMENT, { status: '  ' }, { partial: true }).values).toEqual({ status: '1' });
  });

  it('still refuses a blank required field and leaves optional ones empty', () => {
    expect(coerceField(fieldOf(INSPECTED_UNIT, 'name')!, ' ')).toEqual([null, '单位名称不能为空']);
    expect(coerceField(fieldOf(INSPECTED_UNIT, 'contact')!, '')).toEqual([null, null]);
    expect(validateRecord(INSPECTED_UNIT, { name: '' }).errors).toEqual([{ field: 'name', label: '单位名称', message: '单位名称不能为空' }]);
  });
});
