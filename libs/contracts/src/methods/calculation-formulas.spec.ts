import * as domain from '@ohit/domain';
import { CALCULATION_FORMULAS } from './calculation-formulas';

describe('calculation formulas of the methods catalogue', () => {
  it.each(CALCULATION_FORMULAS.map((f) => [f.fn, f.label]))('%s (%s) is a function of @ohit/domain', (fn) => {
    expect(typeof (domain as Record<string, unknown>)[fn]).toBe('function');
  });

  it('offers each function once', () => {
    expect(new Set(CALCULATION_FORMULAS.map((f) => f.fn)).size).toBe(CALCULATION_FORMULAS.length);
  });
});
