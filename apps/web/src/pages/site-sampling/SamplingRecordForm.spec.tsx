import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DaySampleView, ResourceRow } from '@ohit/contracts';
import { session } from '../../session/session-store';
import { registerUi } from '../../ui/bridge';
import { SamplingRecordForm } from './SamplingRecordForm';
import { OutboxBanner } from './SamplingShell';

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;

const DAY: ResourceRow = { id: 5, version: 2, code: 'CY-2026-0001', state: 'draft', samplingDate: '2026-03-02', temperature: '25.5', pressure: '100.80', organizationId: 7 };
const SAMPLE: DaySampleView = { id: 41, code: 'XM-2026-0001-0001', blank: false, kind: 'TWA', sampleType: 'fixed', hazard: '甲苯', workshop: '喷漆车间', post: '喷漆工', day: 1, unit: 1, collector: '活性炭管', state: 'planned', recordId: 9 };
const BLANK: DaySampleView = { ...SAMPLE, id: 42, code: 'XM-2026-0001-KB0002', blank: true, kind: null, sampleType: null, recordId: null };
const RECORD: ResourceRow = {
  id: 9,
  version: 1,
  sampleId: 41,
  equipment: 3,
  equipmentName: '粉尘采样器',
  equipmentCode: 'SB-001',
  pointName: '喷漆台1',
  startTime: '2026-03-02T01:00:00.000Z',
  endTime: '2026-03-02T03:00:00.000Z',
  flowBefore: '1.500',
  flowAfter: '1.500',
  temperature: '25.5',
  pressure: '100.80',
};
const INSTRUMENTS = [{ id: 3, code: 'SB-001', name: '粉尘采样器', model: null, usableUntil: '2099-12-31' }];

const input = (testId: string) => {
  const el = screen.getByTestId(testId);
  return (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' ? el : within(el).getByRole('spinbutton')) as HTMLInputElement;
};
const type = (testId: string, value: string) => {
  const el = input(testId);
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};

describe('采样记录 on the phone', () => {
  const fetchMock = jest.fn();
  const ui = { error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() };
  let restore: () => void;
  let online = true;

  beforeAll(() => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  });
  beforeEach(() => {
    online = true;
    window.localStorage.clear();
    fetchMock.mockReset();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    Object.values(ui).forEach((f) => f.mockReset());
    restore = registerUi(ui);
    session.setToken('Bearer t');
    session.setInfo({ user: { id: 3, username: 'sampler', isAdmin: false, isQy: 0, organization: { organizationId: 7, name: 'org' } } as never, roles: ['liveSample:list', 'liveSample:add', 'liveSample:edit'], dataScopes: [], authorities: [] });
  });
  afterEach(() => restore());

  it('shows V0 live from the domain rule as flows, temperature and pressure are typed, and flags a drift over 5 %', async () => {
    render(<SamplingRecordForm day={DAY} sample={SAMPLE} record={RECORD} instruments={INSTRUMENTS} needsReason={false} onSaved={() => undefined} />);
    // 1.5 L/min × 120 min; 25.5 °C and 100.8 kPa are inside the window: V0 = Vt
    expect(await screen.findByTestId('preview-v0')).toHaveTextContent('180.000');
    expect(screen.getByTestId('sampling-record-preview')).toHaveTextContent('V0 = Vt');
    type('record-temperature', '40');
    // 180 × 293 / 313 × 100.8 / 101.3
    await waitFor(() => expect(screen.getByTestId('preview-v0')).toHaveTextContent('167.667'));
    expect(screen.getByTestId('sampling-record-preview')).toHaveTextContent('已换算到标准状况');
    expect(screen.getByTestId('preview-drift-flag')).toHaveTextContent('流量偏差在5%以内');
    type('record-flow-after', '1.4');
    await waitFor(() => expect(screen.getByTestId('preview-drift-flag')).toHaveTextContent('流量偏差超过5%'));
    expect(screen.getByTestId('preview-drift')).toHaveTextContent('6.67');
    expect(screen.getByTestId('preview-vt')).toHaveTextContent('174.000');
  });

  it('keeps what was typed across a reload, keeps a record saved offline on the phone and sends it when the connection is back', async () => {
    online = false;
    const first = render(<SamplingRecordForm day={DAY} sample={BLANK} record={null} instruments={INSTRUMENTS} needsReason={false} onSaved={() => undefined} />);
    type('record-remark', '现场空白，开封后立即密封');
    first.unmount();
    // the page is opened again (a reload, the tab lost): the typing is back
    const second = render(<SamplingRecordForm day={DAY} sample={BLANK} record={null} instruments={INSTRUMENTS} needsReason={false} onSaved={() => undefined} />);
    await waitFor(() => expect(input('record-remark').value).toBe('现场空白，开封后立即密封'));
    expect(ui.success).toHaveBeenCalledWith('已恢复上次未提交的输入', undefined);
    fireEvent.click(screen.getByTestId('record-save'));
    await waitFor(() => expect(ui.warning).toHaveBeenCalledWith('网络不可用，已保存在本机，联网后自动提交', undefined));
    expect(fetchMock).not.toHaveBeenCalled();
    second.unmount();

    render(<OutboxBanner />);
    expect(screen.getByTestId('sampling-outbox')).toHaveTextContent('待提交（本机保存）：1');
    expect(screen.getByTestId('sampling-outbox')).toHaveTextContent(`样品 ${BLANK.code} 采样记录`);
    fetchMock.mockResolvedValue(json(201, { id: 10, version: 1 }));
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByTestId('sampling-outbox')).toBeNull());
    const [[url, init]] = fetchMock.mock.calls;
    expect([url, (init as RequestInit).method]).toEqual(['/api/samplingRecord/add', 'POST']);
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ remark: '现场空白，开封后立即密封', samplingDay: 5, sampleId: 42 });
    expect(ui.success).toHaveBeenCalledWith('已提交1条本机保存的记录', undefined);
  });

  it('says clearly when the server refuses a record kept offline, until the sampler discards it', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<SamplingRecordForm day={DAY} sample={BLANK} record={null} instruments={INSTRUMENTS} needsReason={false} onSaved={() => undefined} />);
    type('record-remark', '运输空白');
    fireEvent.click(screen.getByTestId('record-save'));
    await waitFor(() => expect(ui.warning).toHaveBeenCalledWith('网络不可用，已保存在本机，联网后自动提交', undefined));
    fetchMock.mockResolvedValue(json(400, { status: 400, message: `样品${BLANK.code}已有采样记录` }));
    render(<OutboxBanner />);
    fireEvent.click(screen.getByTestId('sampling-outbox-send'));
    await waitFor(() => expect(screen.getByTestId('sampling-outbox')).toHaveTextContent(`提交被拒绝：样品${BLANK.code}已有采样记录`));
    fireEvent.click(within(screen.getByTestId('sampling-outbox')).getByRole('button', { name: /放\s*弃/ }));
    await waitFor(() => expect(screen.queryByTestId('sampling-outbox')).toBeNull());
  });
});
