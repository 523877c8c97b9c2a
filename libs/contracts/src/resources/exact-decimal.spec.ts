import type { ResourceDeclaration } from './resource-declaration';
import { validateRecord } from './validate-record';

const decl = {
  name: 'probe',
  title: '探针',
  table: 'probes',
  permissionPrefix: 'probe',
  engine: 'generic',
  organisationScoped: true,
  fields: [
    { name: 'price', type: 'number', scale: 2, label: '单价' },
    { name: 'flow', type: 'number', label: '流量' },
  ],
} as unknown as ResourceDeclaration;

const value = (body: Record<string, unknown>) => validateRecord(decl, body, { partial: true });

describe("'number' fields are exact decimals (never float)", () => {
  it('keeps decimal text exactly, trailing zeros included', () => {
    expect(value({ price: '12.50', flow: '0.1000000000000000055511151231' }).values).toEqual({
      price: '12.50',
      flow: '0.1000000000000000055511151231',
    });
  });

  it('takes a JSON number by its shortest text', () => {
    expect(value({ flow: 0.1, price: 3 }).values).toEqual({ flow: '0.1', price: '3' });
  });

  it('refuses more decimals than the declared scale, exponents and junk', () => {
    expect(value({ price: '1.005' }).errors.map((e) => e.message)).toEqual(['单价最多保留2位小数']);
    expect(value({ flow: '1e3' }).errors.map((e) => e.message)).toEqual(['流量必须是数字']);
    expect(value({ flow: 'abc' }).errors.map((e) => e.message)).toEqual(['流量必须是数字']);
    expect(value({ flow: Number.NaN }).errors.map((e) => e.message)).toEqual(['流量必须是数字']);
  });
});
