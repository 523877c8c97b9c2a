import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageHarness, pickOption, renderAt, signIn } from '../../../test/page-harness';
import SampleConfirmPage from './SampleConfirmPage';
import SampleDetailPage from './SampleDetailPage';
import SampleFlowList from './SampleFlowList';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const HANDOVER = {
  id: 8,
  version: 3,
  code: 'SY-2026-0008',
  belongProject: 5,
  belongProjectName: '年度定期检测',
  projectCode: 'XM-2026-0005',
  state: 'sent',
  giver: 11,
  giverName: '李采样',
  receiver: 12,
  receiverName: '孙样品',
  sentCount: 3,
  receivedCount: null,
  refusedCount: null,
  condition: null,
  temperature: null,
  storagePlace: null,
  remark: null,
  organizationId: 7,
};
const item = (id: number, code: string, refused = false) => ({ id, version: 1, sample: 100 + id, sampleName: code, sampleState: 'inTransit', hazard: '甲苯', refused, refusalReason: refused ? '采样管破裂' : null });
const SAMPLE_ROW = {
  id: 101,
  version: 6,
  code: 'XM-2026-0005-001',
  belongProject: 5,
  belongProjectName: '年度定期检测',
  hazard: '甲苯',
  state: 'received',
  blank: false,
  instrumentFamily: 'gc',
  sampledDate: '2020-01-01',
  shelfLifeDays: 7,
  shelfLifeDeadline: '2020-01-08',
  deviationApprovedBy: 13,
  organizationId: 7,
};
const IN_TRANSIT = { ...SAMPLE_ROW, id: 102, code: 'XM-2026-0005-002', state: 'inTransit', shelfLifeDeadline: null, deviationApprovedBy: null };
const collected = (id: number, project: number, name: string, code: string) => ({ id, version: 1, code, belongProject: project, belongProjectName: name, projectCode: `XM-${project}`, hazard: '甲苯', post: '喷漆工', state: 'collected', organizationId: 7 });

describe('sample pages (样品流转, 样品确认, 样品详情)', () => {
  let handover: Record<string, unknown>;
  let items: Record<string, unknown>[];
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    'GET /api/sampleFlow?*': { content: [handover], totalElements: 1 },
    'GET /api/sampleFlow/8': handover,
    '/api/sampleFlow/8/history?*': { content: [], totalElements: 0 },
    'GET /api/sampleFlow/8/children/items': items,
    'PUT /api/sampleFlow/8/children/items/:id': (req) => {
      const id = Number(req.params.id);
      items = items.map((i) => (i.id === id ? { ...i, ...req.body(), version: Number(i.version) + 1 } : i));
      return items.find((i) => i.id === id);
    },
    '/api/sampleFlow/edit': (req) => {
      handover = { ...handover, ...req.body(), version: 4 };
      return handover;
    },
    '/api/sampleFlow/8/transitions/confirm': () => {
      handover = { ...handover, state: 'confirmed', version: 5 };
      return handover;
    },
    '/api/sampleFlow/commands/dispatch': { count: 1, message: '已送样1个样品，送样单SY-2026-0009' },
    '/api/sample?*state=collected*': {
      content: [collected(201, 5, '年度定期检测', 'A-001'), collected(202, 6, '控制效果评价', 'B-001'), collected(203, 6, '控制效果评价', 'B-002')],
      totalElements: 3,
    },
    '/api/users/options*': [{ id: 12, name: '孙样品' }],
    '/api/sample?*': (req) => ({ content: [req.url.includes(IN_TRANSIT.code) ? IN_TRANSIT : SAMPLE_ROW], totalElements: 1 }),
    'GET /api/sample/101': SAMPLE_ROW,
    'GET /api/sample/102': IN_TRANSIT,
    '/api/sample/101/history?*': { content: [], totalElements: 0 },
    '/api/sample/102/history?*': { content: [], totalElements: 0 },
    '/api/sample/101/children/custody': [],
    '/api/sample/102/children/custody': [],
    '/api/sampleDistribute/loads*': [{ userId: 21, name: '王分析', username: 'analyst', assigned: 4 }],
    '/api/sampleDistribute/instruments*': [{ id: 31, code: 'GC-01', name: '气相色谱仪', model: null, usableUntil: '2099-12-31' }],
    '/api/sampleDistribute/distribution': { count: 1, message: '已将1个样品分发给王分析' },
  }));

  beforeEach(() => {
    handover = { ...HANDOVER };
    items = [item(1, 'XM-2026-0005-001'), item(2, 'XM-2026-0005-002'), item(3, 'XM-2026-0005-003')];
  });

  const as = (roles: string[]) => signIn(roles, { user: { id: 12, username: 'keeper' } });

  it('样品确认: a refusal needs its reason; 确认接收 checks the count against what was sent (a difference needs a remark), records the receipt, then confirms', async () => {
    as(['sampleConfirm:list', 'sampleConfirm:edit', 'sampleConfirm:confirm']);
    renderAt('/lab/sampleFlow/details/page?code=SY-2026-0008&organizationId=7', <SampleConfirmPage />);
    const table = await screen.findByTestId('handover-items');
    await within(table).findByText('XM-2026-0005-003');
    expect(within(table).getAllByTestId('sample-state').map((tag) => tag.textContent)).toEqual(['运输中', '运输中', '运输中']);

    // refusing the third sample asks for the reason first
    fireEvent.click(within(table).getAllByTestId('item-refuse')[2]);
    const refusal = await screen.findByRole('dialog', { name: '拒收样品 XM-2026-0005-003' });
    fireEvent.click(within(refusal).getByRole('button', { name: /确\s*定|OK/ }));
    await screen.findByText('请填写拒收原因');
    expect(api.calls('PUT /api/sampleFlow/8/children/items/3')).toHaveLength(0);
    fireEvent.change(within(refusal).getByLabelText('拒收原因'), { target: { value: '采样管破裂' } });
    fireEvent.click(within(refusal).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(api.calls('PUT /api/sampleFlow/8/children/items/3')).toHaveLength(1));
    expect(api.bodyOf('PUT /api/sampleFlow/8/children/items/3')).toEqual({ version: 1, refused: true, refusalReason: '采样管破裂' });
    await within(table).findByText('拒收：采样管破裂');

    // 确认接收: the receipt dialog counts what was sent and how many are refused
    fireEvent.click(await screen.findByRole('button', { name: '确认接收' }));
    const dialog = await screen.findByTestId('receipt-dialog');
    expect(within(dialog).getByText('3')).toBeInTheDocument();
    expect(within(dialog).getByText('1')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('实收数量'), { target: { value: '2' } });
    await within(dialog).findByText('实收数量（2）与送样数量（3）不一致，请在备注中说明原因');
    expect(screen.getByTestId('receipt-ok')).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('存放位置'), { target: { value: '冷藏柜A-2' } });
    fireEvent.change(within(dialog).getByLabelText('备注'), { target: { value: '1支破裂' } });
    await waitFor(() => expect(screen.getByTestId('receipt-ok')).toBeEnabled());
    fireEvent.click(screen.getByTestId('receipt-ok'));
    await waitFor(() => expect(api.calls('POST /api/sampleFlow/8/transitions/confirm')).toHaveLength(1));
    expect(api.bodyOf('PUT /api/sampleFlow/edit')).toEqual({ id: 8, version: 3, receivedCount: 2, condition: 'intact', temperature: null, storagePlace: '冷藏柜A-2', remark: '1支破裂' });
    // confirmed under the version the receipt's edit gave
    expect(api.bodyOf('POST /api/sampleFlow/8/transitions/confirm')).toEqual({ version: 4 });
    await screen.findByText('已确认接收');
  });

  it('样品详情: the past deadline flagged, 分发 through the dialog (analysts with their load, usable instruments only) ', async () => {
    as(['sampleStore:list', 'sampleDistribute:distribute']);
    renderAt('/sample/sampleStore/detail/index?code=XM-2026-0005-001&organizationId=7', <SampleDetailPage />);
    await waitFor(() => expect(screen.getByTestId('detail-title')).toHaveTextContent('XM-2026-0005-001'));
    const flag = await screen.findByTestId('shelf-life');
    expect(flag).toHaveAttribute('data-overdue', 'true');
    expect(flag).toHaveTextContent('已记录偏离');
    const actions = await screen.findByTestId('detail-actions');
    await within(actions).findByRole('button', { name: /分\s*发/ });
    fireEvent.click(within(actions).getByRole('button', { name: /分\s*发/ }));
    const dialog = await screen.findByTestId('distribute-dialog');
    expect(within(dialog).getByText('气相色谱')).toBeInTheDocument();
    const [analyst, instrument] = [...dialog.querySelectorAll('.ant-form-item')] as HTMLElement[];
    await pickOption(analyst, '王分析（4）');
    await pickOption(instrument, '气相色谱仪（GC-01，可用至 2099-12-31）');
    fireEvent.click(screen.getByTestId('distribute-ok'));
    await waitFor(() => expect(api.calls('POST /api/sampleDistribute/distribution')).toHaveLength(1));
    expect(api.bodyOf('POST /api/sampleDistribute/distribution')).toEqual({ ids: [101], analyst: 21, instrument: 31 });
    await screen.findByText('已将1个样品分发给王分析');
  });

  it('样品详情 of a sample in transit: 拒收 offered, but never a bare 接收 (the sample room confirms the hand-over)', async () => {
    as(['sampleStore:list', 'sampleStore:receive', 'sampleStore:reject']);
    renderAt('/sample/sampleStore/detail/index?code=XM-2026-0005-002&organizationId=7', <SampleDetailPage />);
    const actions = await screen.findByTestId('detail-actions');
    await waitFor(() => expect(actions.querySelector('[data-action="reject"]')).not.toBeNull());
    expect(actions.querySelector('[data-action="receive"]')).toBeNull();
    expect(screen.getByTestId('detail-state')).toHaveTextContent('运输中');
  });

  it('样品流转 送样: a project’s collected samples all ticked, what stays behind unticked, one request with the receiver', async () => {
    as(['sampleFlow:list', 'sampleFlow:dispatch']);
    renderAt('/siteSample/sampleFlow/index', <SampleFlowList />);
    fireEvent.click(await screen.findByTestId('list-command-dispatch'));
    const dialog = await screen.findByTestId('dispatch-dialog');
    await within(dialog).findByText('A-001');
    expect(within(dialog).getByTestId('dispatch-count')).toHaveTextContent('已选 1 个样品');
    // the other project: both its samples ticked, then one left behind
    await pickOption(within(dialog).getByTestId('dispatch-project'), 'XM-6 控制效果评价（2）');
    await within(dialog).findByText('B-002');
    expect(within(dialog).queryByText('A-001')).toBeNull();
    expect(within(dialog).getByTestId('dispatch-count')).toHaveTextContent('已选 2 个样品');
    const rows = within(within(dialog).getByTestId('dispatch-samples')).getAllByRole('row').slice(1);
    fireEvent.click(within(rows[1]).getByRole('checkbox'));
    expect(within(dialog).getByTestId('dispatch-count')).toHaveTextContent('已选 1 个样品');
    // the receiver is required
    fireEvent.click(screen.getByTestId('dispatch-ok'));
    await within(dialog).findByText('请选择样品室的接收人');
    expect(api.calls('POST /api/sampleFlow/commands/dispatch')).toHaveLength(0);
    const receiver = within(dialog).getByText('接收人').closest('.ant-form-item') as HTMLElement;
    await pickOption(receiver, '孙样品');
    fireEvent.click(screen.getByTestId('dispatch-ok'));
    await waitFor(() => expect(api.calls('POST /api/sampleFlow/commands/dispatch')).toHaveLength(1));
    expect(api.bodyOf('POST /api/sampleFlow/commands/dispatch')).toEqual({ belongProject: 6, receiver: 12, sampleIds: [202], sampledDate: null, remark: null });
    await screen.findByText('已送样1个样品，送样单SY-2026-0009');
    // the list asks again for the new hand-over
    await waitFor(() => expect(api.calls('GET /api/sampleFlow?').length).toBeGreaterThan(1));
  });
});
