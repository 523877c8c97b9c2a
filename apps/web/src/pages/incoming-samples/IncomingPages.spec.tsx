import type { ReactNode } from 'react';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { MenuRoute } from '@ohit/contracts';
import { json, pageHarness, pickOption, renderAt as renderPageAt, signIn, Where } from '../../../test/page-harness';
import IncomingOrderList from './IncomingOrderList';
import IncomingQualityPage from './IncomingQualityPage';
import IncomingSampleInfoPage from './IncomingSampleInfoPage';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const order = (id: number, code: string, state: 'pending' | 'registered', extra: Record<string, unknown> = {}) => ({
  id,
  version: state === 'registered' ? 4 : 2,
  code,
  belongInspect: 9,
  belongInspectName: '甲化工有限公司',
  checkType: '10',
  receivedDate: '2026-03-02',
  deliveredBy: '张送样',
  condition: 'intact',
  state,
  sampleCount: state === 'registered' ? 3 : 0,
  project: state === 'registered' ? 50 : null,
  projectName: state === 'registered' ? `甲化工有限公司来样检测（${code}）` : null,
  projectCode: state === 'registered' ? 'XM-2026-0050' : null,
  organizationId: 7,
  ...extra,
});
const PENDING = order(1, 'LY-2026-0001', 'pending');
const REGISTERED = order(2, 'LY-2026-0002', 'registered');
const ITEMS = [
  { id: 11, version: 2, name: '活性炭管', hazard: '甲苯', count: 2, clientSampleNo: 'K-01', sampleCodes: 'XM-2026-0050-0001、XM-2026-0050-0002' },
  { id: 12, version: 2, name: '滤膜', hazard: '锰及其无机化合物', count: 1, clientSampleNo: 'K-02', sampleCodes: 'XM-2026-0050-0003' },
];
const sample = (id: number, code: string, state: string, extra: Record<string, unknown> = {}) => ({
  id,
  version: 3,
  code,
  belongProject: 50,
  hazard: '甲苯',
  state,
  origin: 'incoming',
  blank: false,
  day: 1,
  method: 5,
  methodName: '溶剂解吸-气相色谱法',
  standardNo: 'GBZ/T 300.66-2017',
  instrumentFamily: 'gc',
  sampledDate: '2026-03-01',
  shelfLifeDeadline: '2099-03-08',
  resultText: null,
  resultUnit: null,
  labBatch: null,
  organizationId: 7,
  ...extra,
});
const SAMPLES = [
  sample(101, 'XM-2026-0050-0001', 'tested', { labBatch: 41, resultText: '0.36', resultUnit: 'mg/m³', testedDate: '2026-03-05', analyst: 21, analystName: '王分析' }),
  sample(102, 'XM-2026-0050-0002', 'received'),
  sample(103, 'XM-2026-0050-0003', 'received', { hazard: '锰及其无机化合物', method: null, methodName: null, standardNo: null, instrumentFamily: null }),
];
const BATCH = {
  id: 41,
  version: 9,
  code: 'JC-2026-0041',
  family: 'gc',
  origin: 'incoming',
  method: 5,
  methodName: '溶剂解吸-气相色谱法',
  standardNo: 'GBZ/T 300.66-2017',
  hazard: '甲苯',
  state: 'released',
  instrument: 31,
  instrumentName: '气相色谱仪',
  analysisDate: '2026-03-05',
  analystName: '王分析',
  curveR: '0.99987',
  detectionLimit: '0.020000',
  qcPassed: true,
  qcSummary: '标准曲线 r=0.99987 合格；空白合格；平行样相对偏差 3.1% 合格',
  releasedDate: '2026-03-06',
  organizationId: 7,
};
const BATCH_ITEMS = [
  { id: 1, version: 1, kind: 'sample', sample: 101, sampleName: 'XM-2026-0050-0001', resultText: '0.36', belowLod: false, flags: null },
  { id: 2, version: 1, kind: 'parallel', code: 'PX-1', resultText: '0.35', belowLod: false, flags: '平行' },
];

/** The hidden routes as the server's menu tree gives them (their names are what links look up). */
const MENUS: MenuRoute[] = [
  { name: 'incomingSampleInfo', path: '/lab/incomingsample/projectManage/index', hidden: true, component: 'lab/incomingsample/projectManage/index/sampleInfoPush', meta: { title: '来样样品详情', icon: null, noCache: false } },
  { name: 'incomingQualityDetail', path: '/lab/incomingsample/qualityControlNew/index/page', hidden: true, component: 'lab/incomingsample/qualityControlNew/index/page/detail', meta: { title: '来样质控档案', icon: null, noCache: false } },
];

describe('来样检测 pages (list, sampleInfoPush, QC archive)', () => {
  let orders: Record<string, unknown>[];
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    '/api/incomingOrder?*': (req) => {
      const code = req.query.get('code');
      const rows = code ? orders.filter((o) => o.code === code) : orders;
      return { content: rows, totalElements: rows.length };
    },
    '/api/incomingOrder/1/commands/register': () => {
      orders = [order(1, 'LY-2026-0001', 'registered'), REGISTERED];
      return orders[0];
    },
    'GET /api/incomingOrder/:id': (req) => {
      const hit = orders.find((o) => o.id === Number(req.params.id));
      return hit ? hit : json(404, { status: 404, message: '数据不存在' });
    },
    '/api/incomingOrder/:id/history?*': { content: [], totalElements: 0 },
    '/api/incomingOrder/:id/children/items': (req) => (orders.find((o) => o.id === Number(req.params.id))?.state === 'registered' ? ITEMS : []),
    '/api/sample?*': (req) => ({ content: req.url.includes('belongProject=50') ? SAMPLES : [], totalElements: 3 }),
    '/api/labBatch/41': BATCH,
    '/api/labBatch/41/children/items': BATCH_ITEMS,
    '/api/sampleDistribute/loads*': [{ userId: 21, name: '王分析', username: 'analyst', assigned: 4 }],
    '/api/sampleDistribute/instruments*': [{ id: 31, code: 'GC-01', name: '气相色谱仪', model: null, usableUntil: '2099-12-31' }],
    '/api/sampleDistribute/distribution': { count: 1, message: '已将1个样品分发给王分析' },
  }));

  beforeEach(() => {
    orders = [PENDING, REGISTERED];
  });

  const as = (roles: string[]) => signIn(roles, { user: { id: 12, username: 'keeper' }, menus: MENUS });
  const renderAt = (path: string, page: ReactNode) =>
    renderPageAt(
      path,
      <>
        <Routes>
          <Route path="*" element={page} />
        </Routes>
        <Where />
      </>,
    );
  const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

  it('来样检测: a waiting order is registered from its row after the question, then shows 已登记; 样品 opens the order’s samples page', async () => {
    as(['incomingSample:list', 'incomingSample:add', 'incomingSample:register']);
    renderAt('/lab/incomingsample', <IncomingOrderList />);
    await screen.findByText('LY-2026-0001');
    expect(within(rowOf('LY-2026-0001')).getByTestId('order-state')).toHaveTextContent('待登记');
    expect(within(rowOf('LY-2026-0002')).getByTestId('order-state')).toHaveTextContent('已登记');
    // only a waiting order offers 登记样品
    expect(within(rowOf('LY-2026-0002')).queryByTestId('row-register')).toBeNull();
    fireEvent.click(within(rowOf('LY-2026-0001')).getByTestId('row-register'));
    const question = (await screen.findByText(/登记后样品为“已接收”/)).closest('.ant-popover') as HTMLElement;
    expect(api.calls('POST /api/incomingOrder/1/commands/register')).toHaveLength(0);
    fireEvent.click(within(question).getByRole('button', { name: /登记样品/ }));
    await waitFor(() => expect(api.calls('POST /api/incomingOrder/1/commands/register')).toHaveLength(1));
    expect(api.bodyOf('POST /api/incomingOrder/1/commands/register')).toEqual({ version: 2 });
    await screen.findByText('已登记3份样品');
    await waitFor(() => expect(within(rowOf('LY-2026-0001')).getByTestId('order-state')).toHaveTextContent('已登记'));
    expect(within(rowOf('LY-2026-0001')).queryByTestId('row-register')).toBeNull();

    fireEvent.click(within(rowOf('LY-2026-0002')).getByTestId('row-samples'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/lab/incomingsample/projectManage/index?code=LY-2026-0002&organizationId=7'));
  });

  it('来样检测 without the register button: no 登记样品 on any row', async () => {
    as(['incomingSample:list']);
    renderAt('/lab/incomingsample', <IncomingOrderList />);
    await screen.findByText('LY-2026-0001');
    expect(screen.queryByTestId('row-register')).toBeNull();
    expect(within(rowOf('LY-2026-0001')).getByTestId('row-samples')).toBeInTheDocument();
  });

  it('sampleInfoPush: the items with their codes, the samples with states, methods and released results; 分发 of ticked received samples; labels; the QC archive', async () => {
    as(['incomingSample:list', 'incomingSample:edit', 'incomingSample:distribute']);
    renderAt('/lab/incomingsample/projectManage/index?code=LY-2026-0002&organizationId=7', <IncomingSampleInfoPage />);
    await waitFor(() => expect(screen.getByTestId('detail-title')).toHaveTextContent('LY-2026-0002 甲化工有限公司'));
    expect(screen.getByText('项目 XM-2026-0050')).toBeInTheDocument();
    await screen.findByText('XM-2026-0050-0001、XM-2026-0050-0002');
    const table = await screen.findByTestId('incoming-samples');
    await within(table).findByText('XM-2026-0050-0003');
    expect(within(table).getAllByTestId('sample-state').map((tag) => tag.textContent)).toEqual(['已检测', '已接收', '已接收']);
    expect(within(table).getAllByTestId('incoming-result').map((c) => c.textContent)).toEqual(['0.36 mg/m³', '未发布', '未发布']);
    expect(within(rowOf('XM-2026-0050-0001')).getByText('GBZ/T 300.66-2017 溶剂解吸-气相色谱法')).toBeInTheDocument();
    // the items are fixed once registered: no 新增 on them
    expect(within(screen.getByTestId('detail-child-items')).queryByRole('button', { name: /新\s*增/ })).toBeNull();

    // 分发 takes only received samples: the tested one is refused before any request
    const rows = within(table).getAllByRole('row').slice(1);
    fireEvent.click(within(rows[0]).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('incoming-distribute'));
    await screen.findByText('只能分发“已接收”的样品，请重新勾选');
    expect(screen.queryByTestId('distribute-dialog')).toBeNull();
    fireEvent.click(within(rows[0]).getByRole('checkbox'));
    fireEvent.click(within(rows[1]).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('incoming-distribute'));
    const dialog = await screen.findByTestId('distribute-dialog');
    const [analyst, instrument] = [...dialog.querySelectorAll('.ant-form-item')] as HTMLElement[];
    await pickOption(analyst, '王分析（4）');
    await pickOption(instrument, '气相色谱仪（GC-01，可用至 2099-12-31）');
    fireEvent.click(screen.getByTestId('distribute-ok'));
    await waitFor(() => expect(api.calls('POST /api/sampleDistribute/distribution')).toHaveLength(1));
    expect(api.bodyOf('POST /api/sampleDistribute/distribution')).toEqual({ ids: [102], analyst: 21, instrument: 31 });
    await screen.findByText('已将1个样品分发给王分析');

    // every sample's label at once, each with its QR code
    fireEvent.click(screen.getByTestId('incoming-labels'));
    const sheet = await screen.findByTestId('incoming-label-sheet');
    expect(within(sheet).getAllByTestId('sample-label')).toHaveLength(3);
    expect(screen.getByText('样品标签（3份）')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByTestId('incoming-quality-link'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/lab/incomingsample/qualityControlNew/index/page?code=LY-2026-0002&organizationId=7'));
  });

  it('sampleInfoPush of a waiting order: its items may still change, and it says the samples are not registered yet', async () => {
    orders = [order(2, 'LY-2026-0002', 'pending')];
    as(['incomingSample:list', 'incomingSample:edit']);
    renderAt('/lab/incomingsample/projectManage/index?code=LY-2026-0002&organizationId=7', <IncomingSampleInfoPage />);
    await screen.findByTestId('incoming-not-registered');
    await waitFor(() => expect(within(screen.getByTestId('detail-child-items')).getByRole('button', { name: /新\s*增/ })).toBeInTheDocument());
    expect(screen.queryByTestId('incoming-quality-link')).toBeNull();
  });

  it('the QC archive: each 来样 batch of the order’s samples with its verdict, summary and items’ results — read only', async () => {
    as(['incomingSample:list']);
    renderAt('/lab/incomingsample/qualityControlNew/index/page?code=LY-2026-0002&organizationId=7', <IncomingQualityPage />);
    const batch = await screen.findByTestId('incoming-batch');
    expect(within(batch).getByText('检测批次 JC-2026-0041')).toBeInTheDocument();
    expect(within(batch).getByText('质控合格')).toBeInTheDocument();
    expect(within(batch).getByTestId('incoming-qc-summary')).toHaveTextContent('平行样相对偏差 3.1% 合格');
    expect(within(batch).getByText('GBZ/T 300.66-2017 溶剂解吸-气相色谱法')).toBeInTheDocument();
    const items = within(batch).getByTestId('incoming-batch-items');
    expect(within(items).getByText('XM-2026-0050-0001')).toBeInTheDocument();
    expect(within(items).getByText('平行样')).toBeInTheDocument();
    expect(within(items).getByText('0.35')).toBeInTheDocument();
    expect(screen.getByText('来样质控档案 LY-2026-0002')).toBeInTheDocument();
    // read from api/labBatch, nothing written
    expect(api.calls('GET /api/labBatch/41').filter((c) => c.url === '/api/labBatch/41')).toHaveLength(1);
    expect(api.writes()).toEqual([]);
  });

  it('the QC archive of an order without batches yet says so; an unknown order is not found', async () => {
    as(['incomingSample:list']);
    const { unmount } = renderAt('/lab/incomingsample/qualityControlNew/index/page?code=LY-2026-0001&organizationId=7', <IncomingQualityPage />);
    await screen.findByTestId('incoming-no-batches');
    expect(screen.getByText('样品尚未组批检测，暂无质控记录')).toBeInTheDocument();
    unmount();
    renderAt('/lab/incomingsample/qualityControlNew/index/page?code=LY-2026-9999&organizationId=7', <IncomingQualityPage />);
    await screen.findByText('未找到该来样委托');
  });
});
