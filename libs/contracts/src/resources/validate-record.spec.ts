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

  it('stores a decomposed name in its composed (NFC) form, so uniqueness sees one name', () => {
    const decomposed = validateRecord(EQUIPMENT, { code: 'A\u030A-1', name: 'A\u030Angstro\u0308m' });
    const composed = validateRecord(EQUIPMENT, { code: '\u00C5-1', name: '\u00C5ngstr\u00F6m' });
    expect(decomposed.errors).toEqual([]);
    expect(decomposed.values.code).toBe(composed.values.code);
    expect(decomposed.values.name).toBe(composed.values.name);
  });

  it('refuses bidirectional control characters in names and codes', () => {
    expect(validateRecord(EQUIPMENT, { code: 'E\u202E1', name: '采样泵\u2066' }).errors).toEqual([
      { field: 'code', label: '设备编号', message: '设备编号包含不可见的文字方向控制字符，请删除后重试' },
      { field: 'name', label: '设备名称', message: '设备名称包含不可见的文字方向控制字符，请删除后重试' },
    ]);
  });

  it('refuses a NUL character in names and in free text', () => {
    expect(coerceField(fieldOf(EQUIPMENT, 'name')!, '泵\u0000')).toEqual([null, '设备名称包含不允许的空字符，请删除后重试']);
    expect(coerceField(fieldOf(EQUIPMENT, 'remark')!, '备注\u0000')).toEqual([null, '备注包含不允许的空字符，请删除后重试']);
  });

  it('refuses impossible calendar dates', () => {
    expect(coerceField(fieldOf(EQUIPMENT, 'calibrationDate')!, '2024-02-30')[1]).toMatch(/日期格式不正确/);
    expect(coerceField(fieldOf(EQUIPMENT, 'calibrationDate')!, '1')[1]).toMatch(/日期格式不正确/);
    expect(coerceField(fieldOf(EQUIPMENT, 'calibrationDate')!, '2024-02-29')).toEqual(['2024-02-29', null]);
  });
});
