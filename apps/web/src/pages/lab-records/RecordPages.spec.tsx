import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, pageHarness, renderAt, signIn } from '../../../test/page-harness';
import { jobsStore } from '../../jobs/jobs-store';
import { RecordListLyjc, RecordListNew } from './RecordLists';
import { RecordPage } from './RecordPages';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const GC_BATCH = {
  id: 5,
  version: 9,
  code: 'JC-2026-0005',
  family: 'gc',
  origin: 'site',
  method: 3,
  methodName: '溶剂解吸-气相色谱法',
  standardNo: 'GBZ/T 300.66-2017',
  hazardName: '甲苯',
  hazard: '甲苯',
  projectNames: '甲厂年度检测',
  state: 'submitted',
  instrument: 31,
  instrumentName: '气相色谱仪',
  instrumentCode: 'GC-01',
  instrumentUsableUntil: '2026-12-31',
  analysisDate: '2026-03-02',
  analyst: 21,
  analystName: '王分析',
  checker: null,
  checkerName: null,
  verifier: null,
  verifierName: null,
  sampleCount: 2,
  envTemperature: '22.5',
  envHumidity: '45.0',
  curveSlope: '0.0123456789',
  curveIntercept: '0.0012345600',
  curveR: '0.99999957',
  qcPassed: true,
  qcSummary: '质控全部合格',
  recordVersion: 2,
  organizationId: 7,
};
const CURVE = [0, 1, 2, 3, 4, 5].map((level) => ({ id: 100 + level, version: 1, level, concentration: `${level * 2}.000000`, response: `${level * 25}.100000` }));
const GC_ITEMS = [
  { id: 51, version: 3, kind: 'sample', sample: 201, sampleName: 'XM-2026-0005-001', code: 'XM-2026-0005-001', response: '1.250000', responseBack: '0.010000', desorbVolume: '1.000', dilution: null, standardVolume: '1.500', resultText: '0.68', flags: null, belowLod: false, explanation: 'c = (1.25 − 0.0012) / 0.0123 = 101.5 μg/mL' },
  { id: 52, version: 1, kind: 'parallel', pairOf: 51, code: 'XM-2026-0005-001P', response: '1.260000', responseBack: null, desorbVolume: '1.000', dilution: null, standardVolume: '1.500', resultText: '0.69', flags: '穿透', belowLod: false, explanation: null },
];
const SUBSTANCES = [{ id: 61, version: 1, stockItem: 9, stockItemName: '甲苯标准溶液', lotNo: 'B2026-01', expiryDate: '2027-01-01', usage: '标准曲线' }];
const PREVIEW = {
  curve: { slope: '0.0123456789', intercept: '0.00123456', r: '0.99999957', points: 6, usable: true, refusal: null, reused: false, equation: 'y = 0.012345679x + 0.0012345600' },
  items: [],
  qc: [
    { rule: 'curve', label: '标准曲线', value: '0.99999957', limit: '≥0.999', passed: true, message: '相关系数 r = 0.99999957，合格' },
    { rule: 'duplicate', label: '平行样', itemId: 51, value: '0.7', limit: '≤10%', passed: true, message: '相对偏差 0.7%，合格' },
  ],
  qcPassed: true,
  complete: true,
};
const moved = (id: string, at: string, event: string, from: string, to: string, fromLabel: string, toLabel: string, reason: string | null = null, actorName = '王分析') => ({
  id,
  type: 'LabBatchTransitioned',
  action: { submit: '提交', check: '校核', returnForCorrection: '退回' }[event] ?? event,
  actorId: 21,
  actorName,
  occurredAt: at,
  reason,
  changes: [],
  transition: { event, from, to, fromLabel, toLabel },
});
// oldest first; the endpoint answers newest first
const HISTORY = [
  { id: '1', type: 'LabBatchCreated', action: '新增', actorId: 21, actorName: '王分析', occurredAt: '2026-03-02T01:00:00.000Z', reason: '组批JC-2026-0005', changes: [], transition: null },
  { id: '2', type: 'LabBatchChildEdited', action: '编辑检测样品', actorId: 21, actorName: '王分析', occurredAt: '2026-03-02T02:00:00.000Z', reason: null, changes: [{ field: 'response', label: '响应值', old: null, new: '1.200000' }], transition: null },
  moved('3', '2026-03-02T03:00:00.000Z', 'submit', 'assigned', 'submitted', '检测中', '待校核'),
  moved('4', '2026-03-03T01:00:00.000Z', 'returnForCorrection', 'submitted', 'assigned', '待校核', '检测中', '样品1响应值与谱图不符', '李校核'),
  { id: '5', type: 'LabBatchChildEdited', action: '编辑检测样品', actorId: 21, actorName: '王分析', occurredAt: '2026-03-03T02:00:00.000Z', reason: '录入错误，按谱图更正', changes: [{ field: 'response', label: '响应值', old: '1.200000', new: '1.250000' }], transition: null },
  moved('6', '2026-03-04T03:00:00.000Z', 'submit', 'assigned', 'submitted', '检测中', '待校核'),
];
const SAME_PERSON = '校核人不能与检测人为同一人（本机构未允许自校核）';

describe('original records (原始记录)', () => {
  let batch: Record<string, unknown>;
  let items: Record<string, unknown>[];
  let listed: Record<string, unknown>[];
  const { api, ui } = pageHarness(() => ({
    '/api/dictDetail*': {},
    '/api/labBatch?*': { content: listed, totalElements: listed.length },
    'GET /api/labBatch/5': batch,
    '/api/labBatch/5/children/curve': batch.family === 'gc' ? CURVE : [],
    '/api/labBatch/5/children/items': items,
    '/api/labBatch/5/children/substances': batch.family === 'gc' ? SUBSTANCES : [],
    '/api/labBatch/5/preview': batch.family === 'gc' ? PREVIEW : { curve: null, items: [], qc: [], qcPassed: true, complete: true },
    '/api/labBatch/5/history?*': { content: [...HISTORY].reverse(), totalElements: HISTORY.length },
    '/api/labBatch/5/transitions/check': json(400, { status: 400, message: SAME_PERSON }),
    'POST /api/labBatch/5/recordPdf': json(201, { jobId: 'pdf-5', status: 'queued' }),
    'GET /api/jobs/pdf-5': { id: 'pdf-5', type: 'labRecordPdf', resource: 'labBatch', title: '检测批次', status: 'queued', progress: 0, rowsDone: 0, rowsTotal: 4, fileName: null, errors: [] },
  }));

  beforeEach(() => {
    jobsStore.dispatch({ type: 'clear' });
    batch = { ...GC_BATCH };
    items = GC_ITEMS;
    listed = [GC_BATCH];
  });

  const as = (roles: string[]) => signIn(roles, { user: { id: 21, username: 'analyst' } });
  const cell = (table: HTMLElement, label: string) => within(table).getByText(label, { selector: 'td.lab-record-label' }).nextElementSibling as HTMLElement;

  it("prints a GC batch's record from its template: header, curve r to 8 digits, the family's readings, QC, signatures", async () => {
    as(['record:list']);
    renderAt('/recordPage/pageReport?code=JC-2026-0005&organizationId=7', <RecordPage />);
    const sheet = await screen.findByTestId('lab-record');
    expect(within(sheet).getByTestId('record-title')).toHaveTextContent('气相色谱法检测原始记录');
    expect(within(sheet).getByTestId('record-code')).toHaveTextContent('JC-2026-0005');
    expect(within(sheet).getByTestId('record-version')).toHaveTextContent('第 2 版');
    const header = within(sheet).getByTestId('record-header');
    expect(cell(header, '检测方法')).toHaveTextContent('溶剂解吸-气相色谱法');
    expect(cell(header, '方法依据')).toHaveTextContent('GBZ/T 300.66-2017');
    expect(cell(header, '检测仪器')).toHaveTextContent('气相色谱仪');
    expect(cell(header, '仪器编号')).toHaveTextContent('GC-01');
    expect(cell(header, '可用至')).toHaveTextContent('2026-12-31');
    expect(cell(header, '检测日期')).toHaveTextContent('2026-03-02');
    expect(cell(header, '室温（℃）')).toHaveTextContent('22.5');
    expect(cell(header, '相对湿度（%）')).toHaveTextContent('45.0');

    // the curve: six levels, a and b and r to 8 significant digits
    const curve = await within(sheet).findByTestId('record-curve');
    expect(within(curve).getByTestId('curve-r')).toHaveTextContent(/^0\.99999957$/);
    expect(within(curve).getByTestId('curve-b')).toHaveTextContent(/^0\.012345679$/);
    expect(within(curve).getByTestId('curve-a')).toHaveTextContent(/^0\.0012345600$/);
    expect(within(curve).getByText('25.100000')).toBeInTheDocument();
    expect(within(sheet).getByTestId('record-substance')).toHaveTextContent('甲苯标准溶液B2026-01');

    // GC's readings in its entry order, with their units; each item's values as recorded, its result and flags
    expect(within(sheet).getAllByTestId('record-reading-column').map((c) => c.textContent)).toEqual(['仪器响应值 y', '后段响应值', '解吸液体积 v（mL）', '稀释倍数', '标准采样体积 V0（L）']);
    expect(within(sheet).getByTestId('record-result-column')).toHaveTextContent('报告结果（mg/m³）');
    const [sample, parallel] = within(sheet).getAllByTestId('record-item');
    expect(within(sample).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '样品', 'XM-2026-0005-001', '1.250000', '0.010000', '1.000', '', '1.500', '0.68', '']);
    expect(parallel).toHaveTextContent('平行样');
    expect(parallel).toHaveTextContent('穿透');
    expect(within(sheet).getByTestId('record-explanations')).toHaveTextContent('XM-2026-0005-001：c = (1.25 − 0.0012) / 0.0123 = 101.5 μg/mL');

    // the server's QC table, the item named by its number
    const qc = within(sheet).getAllByTestId('record-qc-check');
    expect(qc).toHaveLength(2);
    expect(qc[1]).toHaveTextContent('平行样XM-2026-0005-0010.7≤10%合格');
    expect(within(sheet).getByTestId('record-qc-verdict')).toHaveTextContent('质控结论：全部合格');

    // the analyst signs with the day of the latest submission; nobody has checked yet
    expect(within(sheet).getByTestId('record-sign-analyst')).toHaveTextContent('检测人：王分析日期：2026-03-04');
    expect(within(sheet).getByTestId('record-sign-checker')).toHaveTextContent(/^校核人：日期：$/);
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('lists every change after the first submission old → new with who, when and why — outside the printed sheet', async () => {
    as(['record:list']);
    renderAt('/recordPage/pageReport?code=JC-2026-0005&organizationId=7', <RecordPage />);
    await screen.findByTestId('lab-record');
    const log = await screen.findByTestId('record-amendments');
    await waitFor(() => expect(within(log).getAllByTestId('record-amendment')).toHaveLength(3));
    const [returned, amended, resubmitted] = within(log).getAllByTestId('record-amendment');
    expect(returned).toHaveTextContent('李校核');
    expect(returned).toHaveTextContent('退回');
    expect(returned).toHaveTextContent('状态：待校核 → 检测中');
    expect(returned).toHaveTextContent('样品1响应值与谱图不符');
    expect(within(amended).getByTestId('record-amendment-change')).toHaveTextContent('响应值：1.200000 → 1.250000');
    expect(within(amended).getByTestId('record-amendment-reason')).toHaveTextContent('录入错误，按谱图更正');
    expect(resubmitted).toHaveTextContent('提交');
    // the entry before the first submission is the work in progress, not an amendment
    expect(log).not.toHaveTextContent('（空） → 1.200000');
    // the log is on the page, not on the printed record
    expect(screen.getByTestId('lab-record')).not.toContainElement(log);
    expect(log).toHaveClass('lab-record-no-print');
  });

  it('prints with the browser, and shows the server refusing a checker who is the analyst', async () => {
    as(['record:list', 'record:check', 'record:returnForCorrection']);
    const print = jest.fn();
    window.print = print;
    renderAt('/recordPage/pageReport?code=JC-2026-0005&organizationId=7', <RecordPage />);
    await screen.findByTestId('lab-record');
    fireEvent.click(screen.getByTestId('record-print'));
    expect(print).toHaveBeenCalledTimes(1);

    // only the record menu's events: 校核 and 退回 here (提交 and 发布 are the family page's)
    const buttons = await screen.findAllByTestId('detail-action');
    expect(buttons.map((b) => b.getAttribute('data-action'))).toEqual(['check', 'returnForCorrection']);
    fireEvent.click(buttons[0]);
    const dialog = await screen.findByTestId('reason-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(ui.error).toHaveBeenCalledWith(SAME_PERSON, expect.anything()));
    expect(api.urls('POST /api/labBatch/5/transitions/check')).toHaveLength(1);
  });

  it('生成PDF beside 打印 starts the PDF job of the batch whose record is open — outside the printed sheet', async () => {
    as(['record:list']);
    renderAt('/recordPage/pageReport?code=JC-2026-0005&organizationId=7', <RecordPage />);
    const sheet = await screen.findByTestId('lab-record');
    const toolbar = screen.getByTestId('record-print').parentElement?.parentElement as HTMLElement;
    expect(toolbar).toHaveClass('lab-record-no-print');
    const generate = within(toolbar).getByTestId('record-pdf-generate');
    expect(sheet).not.toContainElement(generate);
    expect(generate).toHaveTextContent('生成PDF');
    fireEvent.click(generate);
    expect(await within(toolbar).findByText('排队中…')).toBeInTheDocument();
    expect(api.urls('POST /api/labBatch/5/recordPdf')).toHaveLength(1);
    expect(jobsStore.get().jobs[0]).toMatchObject({ id: 'pdf-5', type: 'labRecordPdf', resource: 'labBatch' });
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('lays out another family by its own template: dust weighing has no curve and its own readings', async () => {
    as(['record:list']);
    batch = { ...GC_BATCH, family: 'dust-gravimetric', methodName: '总粉尘浓度 滤膜称量法', curveSlope: null, curveIntercept: null, curveR: null };
    items = [{ id: 71, version: 1, kind: 'sample', code: 'XM-2026-0005-009', massBefore: '35.1200', massAfter: '35.4500', standardVolume: '300.000', resultText: '1.1', flags: null, belowLod: false }];
    renderAt('/recordPage/pageReport?code=JC-2026-0005&organizationId=7', <RecordPage />);
    const sheet = await screen.findByTestId('lab-record');
    expect(within(sheet).getByTestId('record-title')).toHaveTextContent('粉尘浓度测定原始记录');
    await within(sheet).findByText('XM-2026-0005-009');
    expect(within(sheet).queryByTestId('record-curve')).toBeNull();
    expect(within(sheet).queryByTestId('record-substances')).toBeNull();
    expect(within(sheet).getAllByTestId('record-reading-column').map((c) => c.textContent)).toEqual(['采样前滤膜质量 m1（mg）', '采样后滤膜质量 m2（mg）', '标准采样体积 V0（L）']);
    expect(within(sheet).getByTestId('record-item')).toHaveTextContent('35.120035.4500300.0001.1');
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('来样检测记录 lists the incoming batches submitted or later, under its own prefix, and a state tab narrows them', async () => {
    as(['recordLyjc:list', 'recordLyjc:export']);
    listed = [{ ...GC_BATCH, origin: 'incoming', code: 'JC-2026-0007' }];
    renderAt('/record/recordListLyjc', <RecordListLyjc />);
    await screen.findByText('JC-2026-0007');
    const query = new URL(api.calls('GET /api/labBatch?')[0].url, 'http://x').searchParams;
    expect(query.get('origin')).toBe('incoming');
    expect(query.getAll('state')).toEqual(['submitted', 'checked', 'verified', 'released']);
    // neither the origin nor the state is a search that could widen the list
    const form = screen.getByTestId('resource-search');
    expect(within(form).queryAllByLabelText('样品来源')).toHaveLength(0);
    expect(within(form).queryAllByLabelText('批次状态')).toHaveLength(0);
    expect(screen.getByTestId('resource-export')).toBeInTheDocument();
    // no 组批 here
    expect(screen.queryByText('组批')).toBeNull();

    fireEvent.click(within(screen.getByTestId('record-state-tabs')).getByText('待校核'));
    await waitFor(() => {
      const last = new URL(api.calls('GET /api/labBatch?').at(-1)?.url ?? '', 'http://x').searchParams;
      expect(last.getAll('state')).toEqual(['submitted']);
      expect(last.get('origin')).toBe('incoming');
    });
  });

  it('原始记录（新） groups the batches by project and expands a project to its batches', async () => {
    as(['recordNew:list']);
    listed = [
      { ...GC_BATCH, id: 5, code: 'JC-2026-0005', projectNames: '甲厂年度检测', state: 'submitted', analysisDate: '2026-03-02' },
      { ...GC_BATCH, id: 6, code: 'JC-2026-0006', projectNames: '甲厂年度检测、乙厂评价', state: 'released', analysisDate: '2026-03-01', qcPassed: false },
    ];
    renderAt('/record/recordListNew', <RecordListNew />);
    await waitFor(() => expect(screen.getAllByTestId('record-project')).toHaveLength(2));
    const query = new URL(api.calls('GET /api/labBatch?')[0].url, 'http://x').searchParams;
    expect(query.get('origin')).toBe('site');
    expect(query.getAll('state')).toEqual(['submitted', 'checked', 'verified', 'released']);
    const [first, second] = screen.getAllByTestId('record-project');
    expect(first).toHaveTextContent('甲厂年度检测');
    expect(first).toHaveTextContent('1 个批次待完成');
    expect(within(first).getAllByTestId('record-project-state').map((s) => s.getAttribute('data-state'))).toEqual(['submitted', 'released']);
    expect(second).toHaveTextContent('乙厂评价');
    expect(second).toHaveTextContent('已全部发布');

    fireEvent.click(first.querySelector('.ant-table-row-expand-icon') as HTMLElement);
    const rows = await screen.findAllByTestId('record-project-batch');
    expect(rows.map((r) => within(r).getByTestId('record-batch-link').textContent)).toEqual(['JC-2026-0005', 'JC-2026-0006']);
  });
});
