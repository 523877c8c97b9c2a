import type { ResourceField } from '@ohit/contracts';
import { exportCell } from './cells';

const price = { name: 'price', type: 'number', label: '单价' } as ResourceField;

describe('exportCell of an exact decimal', () => {
  it('writes a number cell when a double holds the value exactly', () => {
    expect(exportCell(price, '1200.50')).toBe(1200.5);
    expect(exportCell(price, '-0.25')).toBe(-0.25);
  });

  it('writes the text when a double would change the value', () => {
    expect(exportCell(price, '0.10000000000000000001')).toBe('0.10000000000000000001');
    expect(exportCell(price, '12345678901234567.89')).toBe('12345678901234567.89');
  });
});
