import { applicableMapping, detectLayout, headerKey, parseRequestedMapping } from './instrument-layouts';
import { readingValue } from './instrument-import';

const GC_READINGS = ['response', 'responseBack', 'desorbVolume', 'dilution', 'standardVolume'];
const AAS_READINGS = ['response', 'blankConc', 'solutionVolume', 'dilution', 'standardVolume', 'spikeAdded'];

describe('instrument export layouts', () => {
  it('compares headers without units, spaces or case', () => {
    expect(headerKey('峰面积(pA*s)')).toBe('峰面积');
    expect(headerKey('浓度（mg/L）')).toBe('浓度');
    expect(headerKey(' Sample Name ')).toBe('samplename');
  });

  it("tells a GC export by its peak area and maps it to the family's readings", () => {
    expect(detectLayout(['序号', '样品名称', '保留时间(min)', '峰面积(pA*s)', '峰高'], GC_READINGS)).toEqual({ source: 'gc', mapping: { sampleCode: '样品名称', readings: { response: '峰面积(pA*s)' } } });
    expect(detectLayout(['Sample Name', 'RT', 'Area', 'Dilution'], GC_READINGS)).toEqual({ source: 'gc', mapping: { sampleCode: 'Sample Name', readings: { response: 'Area', dilution: 'Dilution' } } });
  });

  it('tells an AAS export by its absorbance; a concentration column the family does not enter stays unmapped', () => {
    expect(detectLayout(['样品编号', '吸光度(Abs)', '浓度(mg/L)'], AAS_READINGS)).toEqual({ source: 'aas', mapping: { sampleCode: '样品编号', readings: { response: '吸光度(Abs)' } } });
  });

  it('proposes nothing without a sample column or a reading of the family', () => {
    expect(detectLayout(['编号', '信号'], GC_READINGS)).toBeNull();
    expect(detectLayout(['样品编号', '备注'], GC_READINGS)).toBeNull();
  });

  it("keeps of a saved mapping what this file and family can use", () => {
    const saved = { sampleCode: '编号', readings: { response: '信号', conc: '含量', dilution: '倍数' } };
    expect(applicableMapping(saved, ['编号', '信号', '含量'], GC_READINGS)).toEqual({ sampleCode: '编号', readings: { response: '信号' } });
    expect(applicableMapping(saved, ['样品', '信号'], GC_READINGS)).toBeNull();
    expect(applicableMapping(null, ['编号'], GC_READINGS)).toBeNull();
  });

  it('checks a requested mapping against the file and the family, in Chinese', () => {
    const label = (k: string) => (k === 'response' ? '仪器响应值 y' : k);
    expect(parseRequestedMapping('{"sampleCode":"编号","readings":{"response":"信号","dilution":""}}', ['编号', '信号'], GC_READINGS, label)).toEqual({ sampleCode: '编号', readings: { response: '信号' } });
    expect(parseRequestedMapping('not json', ['编号'], GC_READINGS, label)).toBe('列对应关系格式不正确');
    expect(parseRequestedMapping('{"sampleCode":"样品","readings":{}}', ['编号'], GC_READINGS, label)).toBe('文件中没有样品编号列「样品」');
    expect(parseRequestedMapping('{"sampleCode":"编号","readings":{"response":"面积"}}', ['编号'], GC_READINGS, label)).toBe('文件中没有「仪器响应值 y」对应的列「面积」');
    expect(parseRequestedMapping('{"sampleCode":"编号","readings":{"massBefore":"信号"}}', ['编号', '信号'], GC_READINGS, label)).toBe('本批次的检测方法没有读数「massBefore」');
    expect(parseRequestedMapping('{"sampleCode":"编号","readings":{}}', ['编号'], GC_READINGS, label)).toBe('请至少为一个读数指定文件中的列');
  });
});

describe('readingValue', () => {
  it("keeps an exact decimal at the column's scale (GB/T 8170), thousands separators and exponents read, empty cells skipped", () => {
    expect(readingValue('response', '5.2', 2, '峰面积')).toBe('5.200000');
    expect(readingValue('response', '1,234.5678905', 2, '峰面积')).toBe('1234.567890');
    expect(readingValue('response', '1.5E+03', 2, '峰面积')).toBe('1500.000000');
    expect(readingValue('desorbVolume', '1.0005', 2, 'v')).toBe('1.000');
    expect(readingValue('response', '', 2, '峰面积')).toBeNull();
  });

  it('refuses text and a fractional count naming the line and column', () => {
    expect(() => readingValue('response', 'n.a.', 7, '峰面积')).toThrow('第7行「峰面积」不是有效的数值：n.a.');
    expect(() => readingValue('particlesUnder2', '12.5', 3, '计数')).toThrow('第3行「计数」应为整数：12.5');
  });
});
