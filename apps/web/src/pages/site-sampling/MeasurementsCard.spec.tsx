import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, pageHarness, pickOption, renderAt, signIn } from '../../../test/page-harness';
import PageSamplingPage from './PageSamplingPage';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const DAY = { id: 5, version: 2, code: 'CY-2026-0001', state: 'draft', samplingDate: '2026-03-02', belongProject: 1, belongProjectName: '焊接车间定期检测', projectCode: 'XM-2026-0001', organizationId: 7 };
const SAMPLE = { id: 41, code: 'XM-2026-0001-0001', blank: false, kind: 'TWA', sampleType: 'fixed', hazard: '锰及其无机化合物', workshop: '焊接车间', post: '焊工', day: 1, unit: 1, collector: '微孔滤膜', state: 'planned', recordId: null };
const NOISE = {
  id: 71,
  version: 1,
  workshop: '焊接车间',
  post: '焊工',
  pointName: '焊接工位1',
  hazard: '噪声',
  value: '88.0',
  durationMinutes: '240.00',
  startTime: '2026-03-02T01:00:00.000Z',
  endTime: '2026-03-02T01:15:00.000Z',
  equipment: 3,
  equipmentName: '积分声级计',
  equipmentCode: 'SB-003',
  remark: null,
};
const INSTRUMENTS = [{ id: 3, code: 'SB-003', name: '积分声级计', model: 'AWA5688', usableUntil: '2099-12-31' }];
const LIVE_SIGNATURE = { id: 1, role: 'sampler', signerName: '李采样', attachmentId: 77, voided: false };

const input = (label: string) => {
  const el = screen.getByLabelText(label);
  return el as HTMLInputElement;
};
const type = (label: string, value: string) => {
  const el = input(label);
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};

describe('物理因素测量 on the sampler’s 采样记录 page', () => {
  let measurements: Record<string, unknown>[];
  let signatures: Record<string, unknown>[];
  let refusal: string | null;
  const { api, ui } = pageHarness(() => ({
    '/api/dictDetail*': {},
    'GET /api/samplingDay?*': { content: [DAY], totalElements: 1 },
    'GET /api/samplingDay/5/samples': [SAMPLE],
    'GET /api/samplingDay/5/instruments': INSTRUMENTS,
    'GET /api/samplingDay/5/children/signatures': signatures,
    'GET /api/samplingDay/5/children/measurements': () => measurements,
    'POST /api/samplingDay/5/children/measurements': (req) => {
      if (refusal) return json(400, { status: 400, message: refusal });
      const row = { id: 72, version: 1, equipment: null, startTime: null, endTime: null, remark: null, ...req.body() };
      measurements = [...measurements, row];
      return json(201, row);
    },
    'PUT /api/samplingDay/5/children/measurements/:id': (req) => {
      const id = Number(req.params.id);
      measurements = measurements.map((m) => (m.id === id ? { ...m, ...req.body(), version: Number(m.version) + 1 } : m));
      return measurements.find((m) => m.id === id);
    },
    'DELETE /api/samplingDay/5/children/measurements/:id': (req) => {
      measurements = measurements.filter((m) => m.id !== Number(req.params.id));
      return { code: '200', message: '删除成功' };
    },
  }));

  beforeEach(() => {
    measurements = [NOISE];
    signatures = [];
    refusal = null;
    window.localStorage.clear();
    signIn(['liveSample:list', 'liveSample:add', 'liveSample:edit']);
  });

  const open = async () => {
    renderAt('/liveSample/pageSampling?belongProject=1&code=CY-2026-0001', <PageSamplingPage />);
    return screen.findByTestId('sampling-measurements');
  };

  it('lists the day’s measurements with their unit, exposure time and instrument, and adds one (exact decimals, no reason before signing)', async () => {
    const card = await open();
    const line = await within(card).findByTestId('measurement-71');
    expect(line.textContent).toContain('噪声');
    expect(line.textContent).toContain('88.0 dB(A)');
    expect(line.textContent).toContain('接触240.00分钟');
    expect(line.textContent).toContain('焊接车间 / 焊工 / 焊接工位1');
    expect(line.textContent).toContain('积分声级计（SB-003）');

    fireEvent.click(within(card).getByTestId('measurement-add'));
    const form = await within(card).findByTestId('measurement-form');
    await pickOption(form.querySelector('#hazard')?.closest('.ant-select')?.parentElement as HTMLElement, '高温');
    expect(await within(form).findByText('单位：℃（噪声填写等效声级LAeq，高温填写WBGT指数）')).toBeTruthy();
    type('车间/区域', '铸造车间');
    type('岗位', '浇注工');
    type('测量点', '浇注区');
    type('测量值（LAeq dB(A)／WBGT ℃）', '29.4');
    type('接触时间Ti（min）', '360');
    expect(within(form).queryByTestId('sampling-reason')).toBeNull();
    fireEvent.click(within(form).getByTestId('measurement-save'));

    await waitFor(() => expect(api.count('POST /api/samplingDay/5/children/measurements')).toBe(1));
    expect(api.bodyOf('POST /api/samplingDay/5/children/measurements')).toEqual({
      hazard: '高温',
      workshop: '铸造车间',
      post: '浇注工',
      pointName: '浇注区',
      value: '29.4',
      durationMinutes: '360',
      startTime: null,
      endTime: null,
      equipment: null,
      remark: null,
    });
    const added = await within(card).findByTestId('measurement-72');
    expect(added.textContent).toContain('29.4 ℃');
    expect(within(card).queryByTestId('measurement-form')).toBeNull();
    expect(ui.success.mock.calls[0]?.[0]).toBe('保存成功');
  });

  it('keeps the form open with what was typed when the server refuses (its Chinese message shown)', async () => {
    refusal = '噪声的等效声级LAeq应在20～160dB(A)之间，当前为880dB(A)';
    const card = await open();
    fireEvent.click(await within(card).findByTestId('measurement-add'));
    const form = await within(card).findByTestId('measurement-form');
    type('车间/区域', '焊接车间');
    type('岗位', '焊工');
    type('测量点', '焊接工位2');
    type('测量值（LAeq dB(A)／WBGT ℃）', '880');
    type('接触时间Ti（min）', '240');
    fireEvent.click(within(form).getByTestId('measurement-save'));
    await waitFor(() => expect(ui.error).toHaveBeenCalledWith(refusal, expect.anything()));
    expect(within(card).getByTestId('measurement-form')).toBeTruthy();
    expect(input('测量点').value).toBe('焊接工位2');
    expect(within(card).queryByTestId('measurement-72')).toBeNull();
  });

  it('on a signed day an edit and a removal each ask their reason and send it with the version', async () => {
    signatures = [LIVE_SIGNATURE];
    const card = await open();
    fireEvent.click(await within(card).findByTestId('measurement-edit-71'));
    const form = await within(card).findByTestId('measurement-form');
    expect(input('测量点').value).toBe('焊接工位1');
    type('测量值（LAeq dB(A)／WBGT ℃）', '86.5');
    fireEvent.click(within(form).getByTestId('measurement-save'));
    expect(await within(form).findByText('请填写修改原因')).toBeTruthy();
    expect(api.count('PUT ')).toBe(0);
    fireEvent.change(within(form).getByTestId('sampling-reason'), { target: { value: '读数抄错' } });
    fireEvent.click(within(form).getByTestId('measurement-save'));
    await waitFor(() => expect(api.count('PUT /api/samplingDay/5/children/measurements/71')).toBe(1));
    expect(api.bodyOf('PUT /api/samplingDay/5/children/measurements/71')).toMatchObject({ value: '86.5', equipment: 3, startTime: NOISE.startTime, reason: '读数抄错', version: 1 });
    expect((await within(card).findByTestId('measurement-71')).textContent).toContain('86.5 dB(A)');

    fireEvent.click(within(card).getByTestId('measurement-remove-71'));
    const confirm = await within(card).findByTestId('measurement-remove-confirm');
    fireEvent.click(within(confirm).getByTestId('measurement-remove-ok'));
    expect(await within(confirm).findByText('请填写修改原因')).toBeTruthy();
    fireEvent.change(within(confirm).getByTestId('sampling-reason'), { target: { value: '重复录入' } });
    fireEvent.click(within(confirm).getByTestId('measurement-remove-ok'));
    await waitFor(() => expect(api.count('DELETE /api/samplingDay/5/children/measurements/71')).toBe(1));
    expect(api.bodyOf('DELETE /api/samplingDay/5/children/measurements/71')).toEqual({ version: 2, reason: '重复录入' });
    expect(await within(card).findByText('暂无噪声、高温测量')).toBeTruthy();
  });

  it('is read-only without the 现场采样 edit button', async () => {
    signIn(['liveSample:list']);
    const card = await open();
    await within(card).findByTestId('measurement-71');
    expect(within(card).queryByTestId('measurement-add')).toBeNull();
    expect(within(card).queryByTestId('measurement-edit-71')).toBeNull();
    expect(api.count('GET /api/samplingDay/5/instruments')).toBe(0);
  });
});
