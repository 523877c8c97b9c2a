import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageHarness, renderAt as renderPageAt, signIn } from '../../../test/page-harness';
import { ConsumableDetail } from './StockPages';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

jest.mock('socket.io-client', () => ({ io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }) }));

const ITEM = {
  id: 11,
  version: 4,
  code: 'HC-2026-0001',
  name: '活性炭管',
  batchNo: 'B2601',
  unit: '支',
  stockQuantity: '18.500',
  minStock: '5.000',
  lowStock: false,
  expiryDate: '2027-01-31',
  organizationId: 7,
};
// another organisation's item with the same code: the link's organisation decides
const TWIN = { ...ITEM, id: 12, name: '别家的活性炭管', organizationId: 8 };

const MOVEMENTS = [
  { id: 1, version: 1, movementType: 'in', quantity: '20.500', balance: '20.500', remark: '采购入库', createBy: 'admin', createTime: '2026-02-01T08:00:00.000Z' },
  { id: 2, version: 1, movementType: 'issue', quantity: '2.000', balance: '18.500', project: 3, projectName: '年度定期检测', receiver: 5, receiverName: '李采样', createBy: 'sampler', createTime: '2026-02-02T08:00:00.000Z' },
];

/** /siteSample/eqpHcInfo/page (hcStorage): a consumable named by its code, its movements and its commands. */
describe('耗材出入库 (hcStorage)', () => {
  const base = '/api/projectConsumablesMaterial';
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    [`${base}?*`]: (req) => ({ content: req.url.includes('code=HC-2026-0001') ? [TWIN, ITEM] : [], totalElements: 2 }),
    [`GET ${base}/11`]: ITEM,
    [`${base}/11/children/movements`]: MOVEMENTS,
    [`${base}/11/attachments`]: [],
    [`${base}/11/history?*`]: { content: [], totalElements: 0 },
    [`${base}/11/commands/stockIn`]: { ...ITEM, version: 5, stockQuantity: '28.500' },
  }));

  const as = (roles: string[]) => signIn(roles, { user: { isAdmin: true } });
  const renderAt = (query: string) => renderPageAt(`/siteSample/eqpHcInfo/page/index${query}`, <ConsumableDetail />);
  const actionNames = () => within(screen.getByTestId('detail-actions')).queryAllByTestId('detail-action').map((b) => b.getAttribute('data-action'));

  it('finds the item by the code and organisation of the link and shows its movements read-only, with the commands the user holds', async () => {
    as(['consumable:list', 'consumable:edit', 'consumable:issue', 'consumable:giveBack']);
    renderAt('?code=HC-2026-0001&organizationId=7');
    await waitFor(() => expect(screen.getByTestId('detail-title')).toHaveTextContent('HC-2026-0001 活性炭管 B2601'));
    const movements = screen.getByTestId('detail-child-movements');
    expect(movements).toHaveTextContent('出入库记录');
    await within(movements).findByText('李采样');
    expect(within(movements).getByText('年度定期检测')).toBeInTheDocument();
    expect(within(movements).getByText('领用')).toBeInTheDocument();
    expect(within(movements).getByText('18.500')).toBeInTheDocument();
    // written only by the commands: no 新增, 编辑 or 删除 even for a user who may edit the item
    expect(within(movements).queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(within(movements).queryByText('编辑')).toBeNull();
    await waitFor(() => expect(actionNames()).toEqual(['issue', 'giveBack']));
  });

  it('runs 入库 with the quantity asked in its dialog and says it is done', async () => {
    as(['consumable:list', 'consumable:stockIn']);
    renderAt('?code=HC-2026-0001&organizationId=7');
    await waitFor(() => expect(actionNames()).toEqual(['stockIn']));
    fireEvent.click(within(screen.getByTestId('detail-actions')).getByTestId('detail-action'));
    const dialog = await screen.findByTestId('reason-dialog');
    fireEvent.change(within(dialog).getByLabelText('入库数量'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.calls('POST /api/projectConsumablesMaterial/11/commands/stockIn')).toHaveLength(1));
    expect(api.bodyOf('POST /api/projectConsumablesMaterial/11/commands/stockIn')).toMatchObject({ quantity: '10' });
    await screen.findByText('入库成功');
  });

  it('says the record is not there when no item of the organisation has that code, and asks for one when the link has none', async () => {
    as(['consumable:list']);
    const { unmount } = renderAt('?code=HC-2026-9999&organizationId=7');
    await screen.findByText('记录不存在或无权查看');
    unmount();
    renderAt('');
    await screen.findByText('缺少记录参数，无法打开详情');
  });
});
