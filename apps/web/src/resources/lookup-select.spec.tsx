import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp, Form } from 'antd';
import { SCORE_RECORD } from '@ohit/contracts';
import { registerUi } from '../ui/bridge';
import { session } from '../session/session-store';
import { EditorStatus } from './editor-state';
import { toPayload } from './form-model';
import { ResourceEditor } from './ResourceEditor';

configure({ asyncUtilTimeout: 20000 });
jest.setTimeout(60000);

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;
const urls = (mock: jest.Mock) => mock.mock.calls.map(([url]) => decodeURIComponent(String(url)));
const PUSHED = [
  { reportCode: 'DJ-2026-003', employerName: '丙纺织厂', checkType: '20', checkTypeName: '监督检测', pushedDate: '2026-05-03', provinceRecordId: 'SJ-3' },
  { reportCode: 'DJ-2026-001', employerName: '甲化工有限公司', checkType: '10', checkTypeName: '定期检测', pushedDate: '2026-03-01', provinceRecordId: 'SJ-1' },
];

/** 评分记录's add dialog as the list renders it (the generic ResourceEditor over SCORE_RECORD). */
function ScoreEditor({ onPayload }: { onPayload: (p: Record<string, unknown>) => void }) {
  const [form] = Form.useForm<Record<string, unknown>>();
  return (
    <AntdApp>
      <ResourceEditor
        decl={SCORE_RECORD}
        state={{ status: EditorStatus.Prepared, kind: 'add', record: null }}
        form={form}
        onOk={() => onPayload(toPayload(SCORE_RECORD, form.getFieldsValue()))}
        onCancel={() => undefined}
        slots={{}}
      />
    </AntdApp>
  );
}

describe('报告评审: the report code picked from the organisation’s 已推送 reports', () => {
  const fetchMock = jest.fn();
  let restore: () => void;

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/scorePushedReports?')) {
        const keyword = new URL(url, 'http://x').searchParams.get('keyword');
        return json(200, { content: PUSHED.filter((r) => !keyword || r.reportCode.includes(keyword) || r.employerName.includes(keyword)), totalElements: 2 });
      }
      return json(200, { content: [], totalElements: 0 });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
    session.setInfo({ user: { id: 3, username: 'supervisor', isAdmin: false, isQy: 0, organization: { organizationId: 7, name: '卫健委' } } as never, roles: [], dataScopes: [], authorities: [] });
  });
  afterEach(() => restore());

  const reportSelect = () => screen.getByRole('combobox', { name: '报告编号' });
  const dropdownOption = (text: string) =>
    waitFor(() => {
      const el = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((o) => o.textContent?.includes(text));
      if (!el) throw new Error(`no option ${text}`);
      return el as HTMLElement;
    });

  it('waits for the organisation, then offers its pushed reports (code · employer · check type · date), searches them and fills the employer', async () => {
    const onPayload = jest.fn();
    render(<ScoreEditor onPayload={onPayload} />);
    expect(reportSelect()).toBeDisabled();
    expect(screen.getByText('请先填写机构编码')).toBeInTheDocument();

    fireEvent.change(screen.getByPlaceholderText('机构编码'), { target: { value: 'ORG-A' } });
    await waitFor(() => expect(reportSelect()).not.toBeDisabled());
    fireEvent.mouseDown(reportSelect());
    expect((await dropdownOption('DJ-2026-003')).textContent).toBe('DJ-2026-003 · 丙纺织厂 · 监督检测 · 2026-05-03');
    fireEvent.change(reportSelect(), { target: { value: '化工' } });
    await waitFor(() => expect(urls(fetchMock).some((u) => u.includes('keyword=化工'))).toBe(true));
    expect(urls(fetchMock).filter((u) => u.startsWith('/api/scorePushedReports?')).every((u) => u.includes('orgCode=ORG-A'))).toBe(true);
    await waitFor(() => expect(document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')).toHaveLength(1));
    fireEvent.click(await dropdownOption('甲化工有限公司'));

    fireEvent.click(screen.getByRole('button', { name: /确\s*定|保\s*存|OK/ }));
    expect(onPayload).toHaveBeenLastCalledWith(expect.objectContaining({ orgCode: 'ORG-A', reportCode: 'DJ-2026-001', unitName: '甲化工有限公司' }));
  });
});
