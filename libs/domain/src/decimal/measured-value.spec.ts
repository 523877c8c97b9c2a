import { belowDetection, classifyAgainstLimit, formatMeasured, isBelowDetection, parseMeasured, quantified } from './index';

describe('measured values and "<LOD"', () => {
  it('keeps a below-detection result as a typed value, formatted "<" + limit', () => {
    const v = belowDetection('0.2');
    expect(v.kind).toBe('below-detection');
    expect(isBelowDetection(v)).toBe(true);
    expect(formatMeasured(v)).toBe('<0.2');
  });

  it('formats a quantified value with its scale', () => {
    const v = quantified('4.130');
    expect(isBelowDetection(v)).toBe(false);
    expect(formatMeasured(v)).toBe('4.130');
  });

  it('classifies raw results against the limit: under → <LOD, at or over → quantified', () => {
    expect(formatMeasured(classifyAgainstLimit('0.19', '0.2'))).toBe('<0.2');
    expect(formatMeasured(classifyAgainstLimit('0.2', '0.2'))).toBe('0.2');
    expect(formatMeasured(classifyAgainstLimit('0.21', '0.2'))).toBe('0.21');
  });

  it('parses report text back', () => {
    const below = parseMeasured(' <0.05 ');
    expect(below.kind === 'below-detection' && below.limit.toString()).toBe('0.05');
    const value = parseMeasured('12.3');
    expect(value.kind === 'quantified' && value.value.toString()).toBe('12.3');
  });

  it('refuses a zero or negative detection limit', () => {
    expect(() => belowDetection(0)).toThrow('检出限必须大于零');
    expect(() => belowDetection('-0.1')).toThrow('检出限必须大于零');
  });
});
