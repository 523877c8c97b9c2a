import { holdingsInPages, type ProvincialHolding } from './provincial-adapter';

const holding = (k: string): ProvincialHolding => ({ idempotencyKey: k, provinceRecordId: `ZJ-${k}`, reportCode: 'R', pointCount: 1, receivedAt: '2026-03-20T00:00:00.000Z' });

describe('holdingsInPages: a reconciliation of many keys asks the province a page at a time', () => {
  it('asks 2000 keys in 10 pages of 200, each key once, and answers every page\'s holdings', async () => {
    const keys = Array.from({ length: 2000 }, (_, i) => `K${i}`);
    const pages: string[][] = [];
    const held = await holdingsInPages([...keys, 'K0', 'K1999'], 200, async (page) => {
      pages.push(page);
      return page.filter((k) => Number(k.slice(1)) % 500 === 0).map(holding);
    });
    expect(pages.map((p) => p.length)).toEqual(Array(10).fill(200));
    expect(pages.flat()).toEqual(keys);
    expect(held.map((h) => h.idempotencyKey)).toEqual(['K0', 'K500', 'K1000', 'K1500']);
  });

  it('asks nothing for no keys, and a failing page fails the whole reconciliation', async () => {
    const page = jest.fn(async () => []);
    expect(await holdingsInPages([], 200, page)).toEqual([]);
    expect(page).not.toHaveBeenCalled();
    await expect(holdingsInPages(['a', 'b', 'c'], 2, async (p) => (p[0] === 'c' ? Promise.reject(new Error('省级平台查询失败')) : []))).rejects.toThrow('省级平台查询失败');
  });
});
