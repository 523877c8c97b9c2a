import { DomainError } from '../errors/domain-error';
import { assertNotExpired, assertReturnable, isExpired, stockAfterMovement } from './stock-movement';

describe('stock movements', () => {
  it('adds what comes in and back, takes what is issued or scrapped, exactly', () => {
    expect(stockAfterMovement('10.000', 'in', '2.5')).toBe('12.500');
    expect(stockAfterMovement('0.3', 'issue', '0.1')).toBe('0.2');
    expect(stockAfterMovement('1', 'return', '0.125')).toBe('1.125');
    expect(stockAfterMovement('5', 'scrap', '5')).toBe('0');
  });

  it('never goes below zero and never moves nothing', () => {
    expect(() => stockAfterMovement('2.000', 'issue', '2.5', '支')).toThrow('库存不足：现有2支，领用2.5支');
    expect(() => stockAfterMovement('1', 'scrap', '1.001')).toThrow('库存不足：现有1，报废1.001');
    expect(() => stockAfterMovement('1', 'in', '0')).toThrow('入库数量必须大于0');
    expect(() => stockAfterMovement('1', 'issue', '-1')).toThrow(DomainError);
  });

  it('refuses an expired item for issue, but not on its expiry date', () => {
    const item = { name: '苯标准溶液', batchNo: 'B2501', expiryDate: '2026-03-31' };
    expect(isExpired(item, '2026-03-31')).toBe(false);
    expect(() => assertNotExpired(item, '2026-03-31')).not.toThrow();
    expect(() => assertNotExpired(item, '2026-04-01')).toThrow('苯标准溶液（批号 B2501）已于 2026-03-31 过期，不能领用');
    expect(isExpired({ expiryDate: null }, '2099-01-01')).toBe(false);
  });

  it('takes back from a project at most what it took and has not returned', () => {
    expect(() => assertReturnable('5', '3', '2')).not.toThrow();
    expect(() => assertReturnable('5', '3', '2.01', '个')).toThrow('退回数量超过该项目未退回的领用数量（2个）');
  });
});
