import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, pageHarness, renderAt, signIn } from '../../../test/page-harness';
import { jobsStore } from '../../jobs/jobs-store';
import LabBatchPage from './LabBatchPage';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

/** Hand-checked in @ohit/domain's standard-curve spec: r = 0.999966156659… */
const REAL_CURVE = [
  ['0', '0.002'],
  ['1', '0.101'],
  ['2', '0.199'],
  ['3', '0.302'],
  ['4', '0.398'],
  ['5', '0.501'],
].map(([concentration, response], i) => ({ id: 60 + i, version: 1, level: i, concentration, response }));
/** A perfect line y = 0.5 + 2x over a blank and 5 levels. */
const LINE = [0, 1, 2, 3, 4, 5].map((x, i) => ({ id: 70 + i, version: 1, level: i, concentration: String(x), response: String(0.5 + 2 * x) }));

const BATCH = {
  id: 40,
  version: 5,
  code: 'JC-2026-0040',
  family: 'gc',
  origin: 'site',
  method: 9,
  methodName: '溶剂解吸-气相色谱法',
  standardNo: 'GBZ/T 300.66-2017',
  hazard: '甲苯',
  projectNames: '年度定期检测、控制效果评价',
  state: 'assigned',
  instrument: 31,
  instrumentName: '气相色谱仪',
  instrumentCode: 'GC-01',
  instrumentUsableUntil: '2099-12-31',
  analysisDate: '2026-03-02',
  analyst: 21,
  analystName: '王分析',
  checker: null,
  verifier: null,
  sampleCount: 1,
  desorptionEfficiency: '95',
  checkStandardExpected: '2.00',
  checkStandardMeasured: '2.05',
  curveFrom: null,
  qcPassed: null,
  deviationApprovedBy: null,
  recordVersion: 0,
  organizationId: 7,
};
const item = (id: number, code: string, kind: string, readings: Record<string, string | number | null>, pairOf: number | null = null) => ({
  id,
  version: 1,
  kind,
  code,
  sample: kind === 'sample' ? 100 + id : null,
  sampleName: kind === 'sample' ? code : null,
  sampleHazard: '甲苯',
  pairOf,
  ...readings,
});

/** What the server found in a GC export (the dialog pre-fills its mapping). */
const IMPORT_PREVIEW = {
  fileName: 'GC-2026-03-02.csv',
  columns: ['Sample Name', 'Area', 'Area 2'],
  rows: [
    ['XM-2026-0005-001', '0.31', '0.01'],
    ['XM-2026-0005-099', '0.42', '0.02'],
  ],
  mapping: { sampleCode: 'Sample Name', readings: { response: 'Area', responseBack: 'Area 2' } },
  source: 'gc',
  readingKeys: ['response', 'responseBack', 'desorbVolume', 'dilution', 'standardVolume'],
};

describe('a batch’s page (检测批次详情)', () => {
  let batch: Record<string, unknown>;
  let curve: Record<string, unknown>[];
  let items: Record<string, unknown>[];
  let attachments: Record<string, unknown>[];
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    '/api/labBatch?*': { content: [batch], totalElements: 1 },
    'GET /api/labBatch/40': batch,
    '/api/labBatch/40/history*': { content: [], totalElements: 0 },
    'GET /api/labBatch/40/children/curve': curve,
    'GET /api/labBatch/40/children/items': items,
    'GET /api/labBatch/40/children/substances': [],
    'PUT /api/labBatch/40/children/items/:id': (req) => {
      const id = Number(req.params.id);
      items = items.map((i) => (i.id === id ? { ...i, ...req.body(), version: Number(i.version) + 1 } : i));
      return items.find((i) => i.id === id);
    },
    '/api/labBatch/40/attachments': () => attachments,
    '/api/labTest/9': { id: 9, belowLodRule: 'zero', reportDecimals: 2, detectionLimit: null, minDetectableConc: null },
    'POST /api/labBatch/40/recordPdf': json(201, { jobId: 'pdf-40', status: 'queued' }),
    'GET /api/jobs/pdf-40': { id: 'pdf-40', type: 'labRecordPdf', resource: 'labBatch', title: '检测批次', status: 'queued', progress: 0, rowsDone: 0, rowsTotal: 4, fileName: null, errors: [] },
    'POST /api/labBatch/40/importReadings/preview': IMPORT_PREVIEW,
    'POST /api/labBatch/40/importReadings': () => {
      // the server writes the file's reading into the matched item
      items = items.map((i) => (i.code === 'XM-2026-0005-001' ? { ...i, response: '0.310000', version: Number(i.version) + 1 } : i));
      // … and keeps the file as the batch's attachment
      const attachment = { id: 501, slot: 'instrumentData', fileName: 'GC-2026-03-02.csv', size: 2048, contentType: 'text/csv', uploadedBy: '王分析', uploadTime: '2026-03-02T10:00:00Z' };
      attachments = [...attachments, attachment];
      return {
        updated: 1,
        unmatched: ['XM-2026-0005-099'],
        message: '已导入1个样品的读数，1个样品编号未匹配：XM-2026-0005-099；文件「GC-2026-03-02.csv」已保存为本批次附件（仪器原始数据）',
        attachment,
      };
    },
  }));
  /** The forms posted to exactly this url. */
  const formsTo = (url: string) => api.calls(`POST ${url}`).filter((c) => c.url === url).map((c) => c.init.body as FormData);

  beforeEach(() => {
    jobsStore.dispatch({ type: 'clear' });
    batch = { ...BATCH };
    curve = REAL_CURVE;
    attachments = [];
    items = [item(1, 'XM-2026-0005-001', 'sample', { response: '0.260000', responseBack: '0.012000', desorbVolume: '1.000', dilution: null, standardVolume: '1.402' })];
    signIn(['laboratory:list', 'laboratory:edit', 'laboratory:submit', 'laboratory:approveDeviation'], { user: { id: 21, username: 'analyst' } });
  });

  const renderPage = () => renderAt('/lab/labBatch/details?code=JC-2026-0040&organizationId=7', <LabBatchPage />);
  const openTab = async (name: string) => {
    fireEvent.click(await screen.findByRole('tab', { name }));
    return screen.findByRole('tabpanel', { name });
  };

  it('GC: the header, the family’s readings only (in its order, with units) and the fit live with r to 8 significant digits — refused once r falls under 0.999', async () => {
    renderPage();
    await waitFor(() => expect(screen.getByTestId('detail-title')).toHaveTextContent('JC-2026-0040'));
    const header = screen.getByTestId('batch-header');
    expect(header).toHaveTextContent('溶剂解吸-气相色谱法（GBZ/T 300.66-2017）');
    expect(header).toHaveTextContent('气相色谱仪（GC-01）');
    expect(within(header).getByTestId('instrument-until')).toHaveTextContent('可用至 2099-12-31');
    expect(screen.getByTestId('batch-family')).toHaveTextContent('气相色谱');
    expect(screen.getByTestId('detail-state')).toHaveTextContent('检测中');

    const samples = await openTab('样品数据');
    const grid = await within(samples).findByTestId('sample-readings');
    await within(grid).findByText('XM-2026-0005-001');
    const columns = within(grid.querySelector('thead') as HTMLElement).getAllByTestId('reading-column');
    expect(columns.map((c) => c.getAttribute('data-reading'))).toEqual(['response', 'responseBack', 'desorbVolume', 'dilution', 'standardVolume']);
    expect(columns.map((c) => c.textContent)).toEqual(['仪器响应值 y *', '后段响应值', '解吸液体积 v（mL） *', '稀释倍数', '标准采样体积 V0（L） *']);
    // a solution family's readings are not offered for a tube
    expect(within(grid).queryByText(/样品溶液体积/)).toBeNull();
    // stored decimals shown as entered, not padded
    expect(within(grid).getByLabelText('XM-2026-0005-001 标准采样体积 V0')).toHaveValue('1.402');

    const curveTab = await openTab('标准曲线');
    const fit = await within(curveTab).findByTestId('curve-fit');
    expect(within(fit).getByTestId('curve-r')).toHaveTextContent(/^0\.99996616$/);
    expect(within(fit).getByTestId('curve-slope')).toHaveTextContent(/^0\.099685714$/);
    expect(within(fit).getByTestId('curve-intercept')).toHaveTextContent(/^0\.0012857143$/);
    expect(within(fit).getByTestId('curve-usable')).toHaveTextContent('可用');

    // a level typed wrong: the fit follows at once and refuses the curve
    fireEvent.change(within(curveTab).getByLabelText('序号6 响应值'), { target: { value: '0.9' } });
    const refusal = await within(curveTab).findByTestId('curve-refusal');
    expect(refusal).toHaveTextContent(/低于 0\.999/);
    expect(within(fit).getByTestId('curve-usable')).toHaveTextContent('不可用');
    expect(screen.getByTestId('unsaved-hint')).toBeInTheDocument();

    // GC previews its record variants as tabs of the same tables
    const preview = await openTab('结果预览');
    const variants = within(preview).getByTestId('preview-variants');
    expect(within(variants).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['热解吸1', '热解吸2', '溶剂解吸', '溶液采集', '直接进样']);
  });

  it('分光光度: the preview reports each sample and shows a failed spike recovery in red with its message', async () => {
    batch = { ...BATCH, family: 'spectrophotometry', methodName: '分光光度法', checkStandardExpected: '1', checkStandardMeasured: '1', desorptionEfficiency: null };
    curve = LINE;
    items = [
      item(1, 'XM-2026-0005-001', 'sample', { response: '2.4', solutionVolume: '10', standardVolume: '20' }),
      item(2, 'JB-1', 'spike', { response: '4.1', spikeAdded: '1.00' }, 1),
      item(3, 'KB-1', 'fieldBlank', { response: '0.5' }),
    ];
    renderPage();
    const preview = await openTab('结果预览');
    const results = await within(preview).findByTestId('preview-samples');
    await waitFor(() => expect(within(results).getByTestId('preview-reported')).toHaveTextContent(/^0\.48$/));

    const qc = within(preview).getByTestId('preview-qc');
    const spike = qc.querySelector('[data-rule="spike"]') as HTMLElement;
    expect(spike).toHaveAttribute('data-passed', 'false');
    expect(within(spike).getByText('不合格')).toBeInTheDocument();
    const message = within(spike).getByTestId('qc-message');
    expect(message).toHaveTextContent('加标回收率 85.0% 超出 90%–110%');
    expect(message).toHaveClass('ant-typography-danger');
    // the passing rules are not red
    const curveRow = qc.querySelector('[data-rule="curve"]') as HTMLElement;
    expect(curveRow).toHaveAttribute('data-passed', 'true');
    expect(within(curveRow).getByTestId('qc-message')).not.toHaveClass('ant-typography-danger');
    expect(within(preview).getByTestId('preview-qc-passed')).toHaveTextContent('质控不合格');
    expect(screen.getByTestId('batch-qc')).toHaveTextContent('质控不合格（预览）');
  });

  it('after the first submission a reading’s change asks why before anything is sent, and sends the reason', async () => {
    batch = { ...BATCH, recordVersion: 1, version: 9 };
    renderPage();
    const samples = await openTab('样品数据');
    const input = await within(samples).findByLabelText('XM-2026-0005-001 仪器响应值 y');
    fireEvent.change(input, { target: { value: '0.27' } });
    fireEvent.click(within(samples).getByTestId('save-sample-readings'));

    const dialog = await screen.findByTestId('reason-dialog');
    expect(within(dialog).getByText('确定执行“保存样品数据”吗？')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写操作原因')).toBeInTheDocument();
    expect(api.calls('PUT /api/labBatch/40/children/items/1')).toHaveLength(0);

    fireEvent.change(within(dialog).getByTestId('reason-input'), { target: { value: '响应值抄错' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT /api/labBatch/40/children/items/1')).toHaveLength(1));
    expect(api.bodyOf('PUT /api/labBatch/40/children/items/1')).toEqual({ response: '0.27', version: 1, reason: '响应值抄错' });
    await screen.findByText('已保存 1 行数据');
  });

  it('a reading that is not a number is refused before anything is sent', async () => {
    renderPage();
    const samples = await openTab('样品数据');
    fireEvent.change(await within(samples).findByLabelText('XM-2026-0005-001 解吸液体积 v'), { target: { value: '1,0' } });
    fireEvent.click(within(samples).getByTestId('save-sample-readings'));
    await screen.findByText('XM-2026-0005-001 的解吸液体积 v不是数字');
    expect(api.calls('PUT /api/labBatch/40/children/items')).toHaveLength(0);
  });

  it('生成PDF in the action area starts the original record’s PDF job, listed in the jobs drawer', async () => {
    renderPage();
    await waitFor(() => expect(screen.getByTestId('detail-title')).toHaveTextContent('JC-2026-0040'));
    // beside the batch's actions, in the same row
    const area = screen.getByTestId('detail-actions').closest('.ant-space-item')?.parentElement as HTMLElement;
    expect(area).toContainElement(screen.getByTestId('record-pdf'));
    const generate = within(area).getByTestId('record-pdf-generate');
    expect(generate).toHaveTextContent('生成PDF');
    expect(generate).toBeEnabled();

    fireEvent.click(generate);
    expect(await within(area).findByText('排队中…')).toBeInTheDocument();
    expect(api.calls('POST /api/labBatch/40/recordPdf')).toHaveLength(1);
    // the job is the jobs drawer's too
    expect(jobsStore.get().jobs[0]).toMatchObject({ id: 'pdf-40', type: 'labRecordPdf', resource: 'labBatch' });
  });

  it('生成PDF waits while readings are typed and unsaved (the record prints what is stored)', async () => {
    renderPage();
    const samples = await openTab('样品数据');
    fireEvent.change(await within(samples).findByLabelText('XM-2026-0005-001 仪器响应值 y'), { target: { value: '0.27' } });
    expect(screen.getByTestId('record-pdf-generate')).toBeDisabled();
    fireEvent.click(screen.getByTestId('record-pdf-generate'));
    expect(api.calls('POST /api/labBatch/40/recordPdf')).toHaveLength(0);
  });

  it('导入仪器数据 in 样品数据 imports a GC export and reads the batch again: the imported reading is shown', async () => {
    renderPage();
    const samples = await openTab('样品数据');
    expect(await within(samples).findByLabelText('XM-2026-0005-001 仪器响应值 y')).toHaveValue('0.26');
    const itemReads = api.calls('GET /api/labBatch/40/children/items').length;
    fireEvent.click(within(samples).getByTestId('import-instrument-readings'));
    const dialog = await screen.findByTestId('instrument-import');
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [new File(['Sample Name,Area\n'], 'GC-2026-03-02.csv')] } });
    await within(dialog).findByTestId('instrument-import-preview');
    // the batch was never submitted: no reason is asked
    expect(within(dialog).getByText('修改原因').closest('label')).not.toHaveClass('ant-form-item-required');
    fireEvent.click(screen.getByTestId('instrument-import-run'));

    expect(await within(dialog).findByTestId('instrument-import-result')).toHaveTextContent('导入完成：已更新 1 个样品的读数');
    expect(within(dialog).getByTestId('instrument-import-unmatched')).toHaveTextContent('XM-2026-0005-099');
    const [form] = formsTo('/api/labBatch/40/importReadings');
    expect(JSON.parse(String(form.get('mapping')))).toEqual({ sampleCode: 'Sample Name', readings: { response: 'Area', responseBack: 'Area 2' } });
    expect(form.get('reason')).toBeNull();
    // the workspace is read again: the grid shows what the server stored
    await waitFor(() => expect(api.calls('GET /api/labBatch/40/children/items').length).toBeGreaterThan(itemReads));
    await waitFor(() => expect(within(samples).getByLabelText('XM-2026-0005-001 仪器响应值 y')).toHaveValue('0.31'));
  });

  it('导入仪器数据 keeps the export with the batch: 附件 lists it under 仪器原始数据 (read again after the import)', async () => {
    renderPage();
    const files = await openTab('附件');
    await within(files).findByText('仪器原始数据');
    expect(within(files).queryByText('GC-2026-03-02.csv')).toBeNull();
    const samples = await openTab('样品数据');
    await within(samples).findByLabelText('XM-2026-0005-001 仪器响应值 y');
    fireEvent.click(within(samples).getByTestId('import-instrument-readings'));
    const dialog = await screen.findByTestId('instrument-import');
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [new File(['Sample Name,Area\n'], 'GC-2026-03-02.csv')] } });
    await within(dialog).findByTestId('instrument-import-preview');
    fireEvent.click(screen.getByTestId('instrument-import-run'));
    expect(await within(dialog).findByTestId('instrument-import-result')).toHaveTextContent('文件「GC-2026-03-02.csv」已保存为本批次附件（仪器原始数据）');

    const slot = within(await openTab('附件')).getByTestId('attachment-slot-instrumentData');
    expect(slot).toHaveTextContent('仪器原始数据');
    const row = (await within(slot).findByText('GC-2026-03-02.csv')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('王分析');
  });

  it('导入仪器数据 is refused over readings typed and unsaved (the import would be overwritten by them)', async () => {
    renderPage();
    const samples = await openTab('样品数据');
    fireEvent.change(await within(samples).findByLabelText('XM-2026-0005-001 解吸液体积 v'), { target: { value: '2' } });
    fireEvent.click(within(samples).getByTestId('import-instrument-readings'));
    await screen.findByText('有未保存的录入，请先保存再导入仪器数据');
    expect(screen.queryByTestId('instrument-import')).toBeNull();
  });

  it('导入仪器数据 asks the reason once the batch was submitted, and sends it', async () => {
    batch = { ...BATCH, recordVersion: 1, version: 9 };
    renderPage();
    const samples = await openTab('样品数据');
    await within(samples).findByLabelText('XM-2026-0005-001 仪器响应值 y');
    fireEvent.click(within(samples).getByTestId('import-instrument-readings'));
    const dialog = await screen.findByTestId('instrument-import');
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [new File(['x'], 'GC-2026-03-02.csv')] } });
    await within(dialog).findByTestId('instrument-import-preview');
    fireEvent.click(screen.getByTestId('instrument-import-run'));
    expect(await within(dialog).findByTestId('instrument-import-problem')).toHaveTextContent('请填写修改原因');
    expect(formsTo('/api/labBatch/40/importReadings')).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('instrument-import-reason'), { target: { value: '按仪器导出数据更正' } });
    fireEvent.click(screen.getByTestId('instrument-import-run'));
    await within(dialog).findByTestId('instrument-import-result');
    expect(formsTo('/api/labBatch/40/importReadings')[0].get('reason')).toBe('按仪器导出数据更正');
  });

  it('a submitted batch offers no 导入仪器数据 (nothing may change until it is returned)', async () => {
    batch = { ...BATCH, state: 'submitted', recordVersion: 1 };
    renderPage();
    const samples = await openTab('样品数据');
    await within(samples).findByText('XM-2026-0005-001');
    expect(within(samples).queryByTestId('import-instrument-readings')).toBeNull();
    // the PDF of the submitted record is still offered
    expect(screen.getByTestId('record-pdf-generate')).toBeEnabled();
  });
});
