import type { ReactNode } from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import RefineProviders from '../../providers/RefineProviders';
import { realtime } from '../../realtime/realtime';
import { session } from '../../session/session-store';
import { registerUi } from '../../ui/bridge';
import SampleConfirmPage from './SampleConfirmPage';
import SampleDetailPage from './SampleDetailPage';
import SampleFlowList from './SampleFlowList';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => (body === undefined ? '' : JSON.stringify(body)) }) as unknown as Response;

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
  const fetchMock = jest.fn();
  let restore: () => void;
  let handover: Record<string, unknown>;
  let items: Record<string, unknown>[];
  const ui = { error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() };
  const calls = (prefix: string) => fetchMock.mock.calls.filter(([url, init]) => `${(init as RequestInit).method} ${String(url)}`.startsWith(prefix));
  const bodyOf = (prefix: string, n = 0) => JSON.parse(String((calls(prefix)[n]?.[1] as RequestInit).body));

  beforeEach(() => {
    handover = { ...HANDOVER };
    items = [item(1, 'XM-2026-0005-001'), item(2, 'XM-2026-0005-002'), item(3, 'XM-2026-0005-003')];
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.startsWith('/api/dictDetail')) return json(200, {});
      if (url.startsWith('/api/sampleFlow?') && init.method === 'GET') return json(200, { content: [handover], totalElements: 1 });
      if (url === '/api/sampleFlow/8' && init.method === 'GET') return json(200, handover);
      if (url.startsWith('/api/sampleFlow/8/history?')) return json(200, { content: [], totalElements: 0 });
      if (url === '/api/sampleFlow/8/children/items' && init.method === 'GET') return json(200, items);
      if (url.startsWith('/api/sampleFlow/8/children/items/') && init.method === 'PUT') {
        const id = Number(url.split('/').at(-1));
        const body = JSON.parse(String(init.body));
        items = items.map((i) => (i.id === id ? { ...i, ...body, version: Number(i.version) + 1 } : i));
        return json(200, items.find((i) => i.id === id));
      }
      if (url === '/api/sampleFlow/edit') {
        handover = { ...handover, ...JSON.parse(String(init.body)), version: 4 };
        return json(200, handover);
      }
      if (url === '/api/sampleFlow/8/transitions/confirm') {
        handover = { ...handover, state: 'confirmed', version: 5 };
        return json(200, handover);
      }
      if (url === '/api/sampleFlow/commands/dispatch') return json(200, { count: 1, message: '已送样1个样品，送样单SY-2026-0009' });
      if (url.startsWith('/api/sample?') && url.includes('state=collected')) {
        return json(200, { content: [collected(201, 5, '年度定期检测', 'A-001'), collected(202, 6, '控制效果评价', 'B-001'), collected(203, 6, '控制效果评价', 'B-002')], totalElements: 3 });
      }
      if (url.startsWith('/api/users/options')) return json(200, [{ id: 12, name: '孙样品' }]);
      if (url.startsWith('/api/sample?')) return json(200, { content: [url.includes(IN_TRANSIT.code) ? IN_TRANSIT : SAMPLE_ROW], totalElements: 1 });
      if (url === '/api/sample/101' && init.method === 'GET') return json(200, SAMPLE_ROW);
      if (url === '/api/sample/102' && init.method === 'GET') return json(200, IN_TRANSIT);
      if (/^\/api\/sample\/10[12]\/history\?/.test(url)) return json(200, { content: [], totalElements: 0 });
      if (/^\/api\/sample\/10[12]\/children\/custody$/.test(url)) return json(200, []);
      if (url.startsWith('/api/sampleDistribute/loads')) return json(200, [{ userId: 21, name: '王分析', username: 'analyst', assigned: 4 }]);
      if (url.startsWith('/api/sampleDistribute/instruments')) return json(200, [{ id: 31, code: 'GC-01', name: '气相色谱仪', model: null, usableUntil: '2099-12-31' }]);
      if (url === '/api/sampleDistribute/distribution') return json(200, { count: 1, message: '已将1个样品分发给王分析' });
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    Object.values(ui).forEach((f) => f.mockReset());
    restore = registerUi(ui);
    session.setToken('Bearer t');
  });
  afterEach(() => {
    realtime.stop();
    restore();
  });

  const as = (roles: string[]) =>
    session.setInfo({ user: { id: 12, username: 'keeper', isAdmin: false, isQy: 0, organization: { organizationId: 7, name: 'org' } } as never, roles, dataScopes: [], authorities: [] });
  const renderAt = (path: string, page: ReactNode) =>
    render(
      <AntdApp>
        <MemoryRouter initialEntries={[path]}>
          <RefineProviders>{page}</RefineProviders>
        </MemoryRouter>
      </AntdApp>,
    );
  /** Picks an option of an antd select inside `scope` by its label. */
  const pick = async (scope: HTMLElement, label: string) => {
    fireEvent.mouseDown(scope.querySelector('.ant-select-selector') as HTMLElement);
    const option = await waitFor(() => {
      const el = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((o) => o.textContent === label);
      if (!el) throw new Error(`no option ${label}`);
      return el as HTMLElement;
    });
    fireEvent.click(option);
  };

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
    expect(calls('PUT /api/sampleFlow/8/children/items/3')).toHaveLength(0);
    fireEvent.change(within(refusal).getByLabelText('拒收原因'), { target: { value: '采样管破裂' } });
    fireEvent.click(within(refusal).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(calls('PUT /api/sampleFlow/8/children/items/3')).toHaveLength(1));
    expect(bodyOf('PUT /api/sampleFlow/8/children/items/3')).toEqual({ version: 1, refused: true, refusalReason: '采样管破裂' });
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
    await waitFor(() => expect(calls('POST /api/sampleFlow/8/transitions/confirm')).toHaveLength(1));
    expect(bodyOf('PUT /api/sampleFlow/edit')).toEqual({ id: 8, version: 3, receivedCount: 2, condition: 'intact', temperature: null, storagePlace: '冷藏柜A-2', remark: '1支破裂' });
    // confirmed under the version the receipt's edit gave
    expect(bodyOf('POST /api/sampleFlow/8/transitions/confirm')).toEqual({ version: 4 });
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
    await pick(analyst, '王分析（4）');
    await pick(instrument, '气相色谱仪（GC-01，可用至 2099-12-31）');
    fireEvent.click(screen.getByTestId('distribute-ok'));
    await waitFor(() => expect(calls('POST /api/sampleDistribute/distribution')).toHaveLength(1));
    expect(bodyOf('POST /api/sampleDistribute/distribution')).toEqual({ ids: [101], analyst: 21, instrument: 31 });
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
    await pick(within(dialog).getByTestId('dispatch-project'), 'XM-6 控制效果评价（2）');
    await within(dialog).findByText('B-002');
    expect(within(dialog).queryByText('A-001')).toBeNull();
    expect(within(dialog).getByTestId('dispatch-count')).toHaveTextContent('已选 2 个样品');
    const rows = within(within(dialog).getByTestId('dispatch-samples')).getAllByRole('row').slice(1);
    fireEvent.click(within(rows[1]).getByRole('checkbox'));
    expect(within(dialog).getByTestId('dispatch-count')).toHaveTextContent('已选 1 个样品');
    // the receiver is required
    fireEvent.click(screen.getByTestId('dispatch-ok'));
    await within(dialog).findByText('请选择样品室的接收人');
    expect(calls('POST /api/sampleFlow/commands/dispatch')).toHaveLength(0);
    const receiver = within(dialog).getByText('接收人').closest('.ant-form-item') as HTMLElement;
    await pick(receiver, '孙样品');
    fireEvent.click(screen.getByTestId('dispatch-ok'));
    await waitFor(() => expect(calls('POST /api/sampleFlow/commands/dispatch')).toHaveLength(1));
    expect(bodyOf('POST /api/sampleFlow/commands/dispatch')).toEqual({ belongProject: 6, receiver: 12, sampleIds: [202], sampledDate: null, remark: null });
    await screen.findByText('已送样1个样品，送样单SY-2026-0009');
    // the list asks again for the new hand-over
    await waitFor(() => expect(calls('GET /api/sampleFlow?').length).toBeGreaterThan(1));
  });
});
