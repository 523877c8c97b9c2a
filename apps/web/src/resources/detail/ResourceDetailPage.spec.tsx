import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNavigate, type NavigateFunction } from 'react-router';
import type { HistoryEntry } from '@ohit/contracts';
import { json, pageHarness, renderAt as renderPageAt, signIn } from '../../../test/page-harness';
import { realtime } from '../../realtime/realtime';
import ProjectDetailPage from '../../pages/projects/ProjectDetailPage';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

// the app's socket: a fake that the test can make the server speak through
const mockSocketHandlers = new Map<string, Array<(...args: unknown[]) => void>>();
jest.mock('socket.io-client', () => ({
  io: () => ({
    connected: true,
    on: (event: string, handler: (...args: unknown[]) => void) => mockSocketHandlers.set(event, [...(mockSocketHandlers.get(event) ?? []), handler]),
    off: () => undefined,
    disconnect: () => undefined,
  }),
}));
const serverEmits = (event: string, payload: unknown) => act(() => mockSocketHandlers.get(event)?.forEach((h) => h(payload)));

const PROJECT_ROW = {
  id: 5,
  version: 2,
  code: 'XM-2026-0005',
  name: '年度定期检测',
  belongInspect: 9,
  belongInspectName: '甲化工有限公司',
  type: '10',
  typeName: '定期检测',
  state: 'contracted',
  incomingSample: false,
  urgency: '1',
  organizationId: 7,
  createTime: '2026-02-01T00:00:00.000Z',
};

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({ id: '1', type: 'project.edited', action: '编辑', actorId: 3, actorName: '张三', occurredAt: '2026-02-03T08:00:00.000Z', reason: null, changes: [], transition: null, ...over });

const HISTORY: HistoryEntry[] = [
  entry({ id: '3', type: 'project.transitioned', action: '签订合同', transition: { event: 'signContract', from: 'created', to: 'contracted', fromLabel: '已立项', toLabel: '已签订合同' }, reason: '客户已盖章' }),
  entry({
    id: '2',
    changes: [
      { field: 'urgency', label: '紧急程度', old: '1', new: '2' },
      { field: 'contractNo', label: '合同编号', old: null, new: 'HT-2026-01' },
      { field: 'contractDate', label: '合同签订日期', old: null, new: '2026-02-02' },
    ],
  }),
  // a user field is recorded with its label beside the id (userIdName): one line, by the name
  entry({
    id: '1',
    type: 'ProjectChildAdded',
    action: '新增项目组成员',
    changes: [
      { field: 'userId', label: '成员', old: null, new: 3 },
      { field: 'userIdName', label: 'userIdName', old: null, new: '李四' },
      { field: 'role', label: '项目角色', old: null, new: '140' },
    ],
  }),
  entry({
    id: '0',
    type: 'ProjectAttachmentAdded',
    action: '上传附件（合同扫描件）',
    changes: [
      { field: 'fileName', label: 'fileName', old: null, new: '合同.pdf' },
      { field: 'size', label: 'size', old: null, new: 2048 },
      { field: 'slot', label: 'slot', old: null, new: 'contract' },
      { field: 'contentType', label: 'contentType', old: null, new: 'application/pdf' },
    ],
  }),
  // a new row: its empty fields say nothing; the unit's id alone is named by the row's current label
  entry({
    id: '-1',
    type: 'ProjectCreated',
    action: '新增',
    changes: [
      { field: 'code', label: '项目编号', old: null, new: 'XM-2026-0005' },
      { field: 'belongInspect', label: '受检单位', old: null, new: 9 },
      { field: 'remark', label: '备注', old: null, new: null },
    ],
  }),
];

describe('resource detail page (项目详情)', () => {
  let row: Record<string, unknown>;
  let other: Record<string, unknown>;
  let go: NavigateFunction;
  function Navigator() {
    go = useNavigate();
    return null;
  }
  let transitionAnswer: { status: number; body: unknown };
  const { api, ui } = pageHarness(() => ({
    '/api/dictDetail*': {},
    'GET /api/project/5': row,
    'GET /api/project/6': other,
    '/api/project/5/history?*': { content: HISTORY, totalElements: HISTORY.length },
    '/api/project/5/children/team': [{ id: 1, version: 1, userId: 3, userIdName: '张三', role: '140' }],
    '/api/project/5/attachments': [{ id: 2, slot: 'contract', fileName: '合同.pdf', size: 2048, contentType: 'application/pdf', uploadedBy: '张三', uploadTime: '2026-02-02T08:00:00.000Z' }],
    '/api/project/5/transitions/*': () => json(transitionAnswer.status, transitionAnswer.body),
    '/api/project/5/commands/reschedule': { ...row, version: 3 },
    '/api/project/5/judgements': { projectId: 5, edition: 'GBZ 2.1-2019', conclusion: '无法判定', explanation: '尚无检测点', failingPoints: [], counts: { planned: 0, collected: 0, tested: 0 }, points: [] },
  }));

  beforeEach(() => {
    mockSocketHandlers.clear();
    row = { ...PROJECT_ROW };
    other = { ...PROJECT_ROW, id: 6, code: 'XM-2026-0006', name: '控制效果评价', state: 'created' };
    transitionAnswer = { status: 200, body: { ...PROJECT_ROW, state: 'cancelled', version: 3 } };
  });

  const as = (roles: string[]) => signIn(roles);

  const renderAt = (query = '?belongProject=5&code=XM-2026-0005') =>
    renderPageAt(
      `/siteSample/projectManage/detail/index${query}`,
      <>
        <Navigator />
        <ProjectDetailPage />
      </>,
    );

  const actionNames = () => within(screen.getByTestId('detail-actions')).queryAllByTestId('detail-action').map((b) => b.getAttribute('data-action'));

  it('shows the project from belongProject: code and name as title, the state tag with its label, the declared fields', async () => {
    as(['project:list']);
    renderAt();
    await waitFor(() => expect(screen.getByTestId('detail-title')).toHaveTextContent('XM-2026-0005 年度定期检测'));
    expect(screen.getByTestId('detail-state')).toHaveTextContent('已签订合同');
    const fields = screen.getByTestId('resource-descriptions-project');
    expect(within(fields).getByText('定期检测')).toBeInTheDocument();
    // the sections: the team (user label, role label) and the attachments
    const team = screen.getByTestId('detail-child-team');
    expect(team).toHaveTextContent('项目组成员');
    await within(team).findByText('张三');
    expect(within(team).getByText('项目负责人')).toBeInTheDocument();
    await within(screen.getByTestId('detail-attachments')).findByText('合同.pdf');
    // no workflow permission, no edit permission: no buttons but 刷新
    expect(actionNames()).toEqual([]);
    expect(screen.queryByTestId('detail-edit')).toBeNull();
  });

  it("shows only the transitions the state defines and the user holds '<prefix>:<event>' for; a refused one is disabled with the machine's reason", async () => {
    // signContract is permitted but not defined from 已签订合同; startSampling neither
    as(['project:signContract', 'project:startSurvey', 'project:startTesting', 'project:cancel', 'project:edit']);
    renderAt();
    await waitFor(() => expect(actionNames()).toEqual(['startSurvey', 'startTesting', 'cancel']));
    const buttons = within(screen.getByTestId('detail-actions')).getAllByTestId('detail-action');
    expect(buttons[0]).toBeEnabled();
    // a field-work project cannot skip to the lab: disabled, and the tooltip says why
    expect(buttons[1]).toBeDisabled();
    fireEvent.mouseEnter(screen.getByTestId('detail-action-refused'));
    await screen.findByText('现场检测项目须先完成现场调查和采样');
    expect(screen.getByTestId('detail-edit')).toBeInTheDocument();
  });

  it('a required reason is asked for: an empty or blank one is refused before anything is sent; the reason goes with the version', async () => {
    as(['project:cancel']);
    renderAt();
    await waitFor(() => expect(actionNames()).toEqual(['cancel']));
    fireEvent.click(screen.getByRole('button', { name: '中止项目' }));
    const dialog = await screen.findByTestId('reason-dialog');
    expect(within(dialog).getByText('确定执行“中止项目”吗？')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await within(dialog).findByText('请填写操作原因');
    fireEvent.change(within(dialog).getByTestId('reason-input'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await within(dialog).findByText('请填写操作原因');
    expect(api.calls('POST /api/project/5/transitions')).toHaveLength(0);

    const readsBefore = api.calls('GET /api/project/5').length;
    row = { ...PROJECT_ROW, state: 'cancelled', version: 3 };
    fireEvent.change(within(dialog).getByTestId('reason-input'), { target: { value: ' 客户撤回委托 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.calls('POST /api/project/5/transitions/cancel')).toHaveLength(1));
    expect(api.bodyOf('POST /api/project/5/transitions/cancel')).toEqual({ version: 2, reason: '客户撤回委托' });
    // the page reads the row again: the state is the new one, and a terminal state offers nothing
    await waitFor(() => expect(screen.getByTestId('detail-state')).toHaveTextContent('已中止'));
    expect(api.calls('GET /api/project/5').length).toBeGreaterThan(readsBefore);
    expect(actionNames()).toEqual([]);
  });

  it('a command with its own inputs (调整计划) asks them prefilled from the row, with the reason, and sends them with the version', async () => {
    row = { ...PROJECT_ROW, surveyPlanDate: '2026-03-01', issuePlanDate: '2026-06-30' };
    as(['project:reschedule']);
    renderAt();
    await waitFor(() => expect(actionNames()).toEqual(['reschedule']));
    fireEvent.click(screen.getByRole('button', { name: '调整计划' }));
    const dialog = await screen.findByTestId('reason-dialog');
    expect(within(dialog).getByLabelText('计划调查日期')).toHaveValue('2026-03-01');
    expect(within(dialog).getByLabelText('计划签发日期')).toHaveValue('2026-06-30');
    fireEvent.change(within(dialog).getByTestId('reason-input'), { target: { value: '企业要求推迟' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.calls('POST /api/project/5/commands/reschedule')).toHaveLength(1));
    expect(api.bodyOf('POST /api/project/5/commands/reschedule')).toEqual(
      expect.objectContaining({ version: 2, reason: '企业要求推迟', surveyPlanDate: '2026-03-01', issuePlanDate: '2026-06-30' }),
    );
  });

  it("a 409 shows the server's message, closes the dialog and reloads the row", async () => {
    as(['project:startSurvey']);
    transitionAnswer = { status: 409, body: { status: 409, message: '项目处于“现场调查中”状态，不能执行“开始现场调查”' } };
    renderAt();
    await waitFor(() => expect(actionNames()).toEqual(['startSurvey']));
    const readsBefore = api.calls('GET /api/project/5').length;
    row = { ...PROJECT_ROW, state: 'surveying', version: 3 };
    fireEvent.click(screen.getByRole('button', { name: '开始现场调查' }));
    const dialog = await screen.findByTestId('reason-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(ui.error).toHaveBeenCalledWith('项目处于“现场调查中”状态，不能执行“开始现场调查”', expect.anything()));
    expect(api.bodyOf('POST /api/project/5/transitions/startSurvey')).toEqual({ version: 2 });
    await waitFor(() => expect(screen.getByTestId('detail-state')).toHaveTextContent('现场调查中'));
    expect(api.calls('GET /api/project/5').length).toBeGreaterThan(readsBefore);
    await waitFor(() => expect(screen.queryByTestId('reason-input')).toBeNull());
  });

  it('历史记录: who and when, from → to of a transition with the reason, each field old → new with its label and dictionary labels', async () => {
    as(['project:list']);
    renderAt();
    await waitFor(() => expect(screen.getByTestId('detail-state')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('tab', { name: '历史记录' }));
    const history = await screen.findByTestId('history');
    const entries = within(history).getAllByTestId('history-entry');
    expect(entries).toHaveLength(5);
    expect(entries[0]).toHaveTextContent('签订合同');
    expect(within(entries[0]).getByTestId('history-transition')).toHaveTextContent('已立项→ 已签订合同');
    expect(entries[0]).toHaveTextContent('原因：客户已盖章');
    expect(entries[0]).toHaveTextContent('张三 · 2026-02-03');
    expect(within(entries[1]).getAllByTestId('history-change').map((c) => c.textContent)).toEqual([
      '紧急程度：普通 → 加急',
      '合同编号：（空） → HT-2026-01',
      '合同签订日期：（空） → 2026-02-02',
    ]);
    // a child row's change: the member by name, the team role's dictionary label
    expect(within(entries[2]).getAllByTestId('history-change').map((c) => c.textContent)).toEqual(['成员：（空） → 李四', '项目角色：（空） → 项目负责人']);
    // a file: its name and size
    expect(within(entries[3]).getAllByTestId('history-change').map((c) => c.textContent)).toEqual(['文件名：（空） → 合同.pdf', '大小：（空） → 2 KB']);
    expect(within(entries[4]).getAllByTestId('history-change').map((c) => c.textContent)).toEqual(['项目编号：（空） → XM-2026-0005', '受检单位：（空） → 甲化工有限公司']);
    expect(decodeURIComponent(api.calls('GET /api/project/5/history')[0].url)).toBe('/api/project/5/history?page=0&size=20');
  });

  it('refreshes live when the server says resources/project changed this row (and not for another row)', async () => {
    as(['project:list']);
    realtime.start();
    renderAt();
    await waitFor(() => expect(screen.getByTestId('detail-state')).toHaveTextContent('已签订合同'));
    // the row's own reads (its sections — 检测结果判定 — follow the row's version by themselves)
    const reads = () => api.calls('GET /api/project/5').filter((c) => c.url === '/api/project/5').length;
    const before = reads();

    row = { ...PROJECT_ROW, state: 'surveying', version: 3 };
    serverEmits('resources/project', { channel: 'resources/project', type: 'updated', ids: [6] });
    await new Promise((r) => setTimeout(r, 300));
    expect(reads()).toBe(before);
    expect(screen.getByTestId('detail-state')).toHaveTextContent('已签订合同');

    serverEmits('resources/project', { channel: 'resources/project', type: 'updated', ids: [5] });
    await waitFor(() => expect(screen.getByTestId('detail-state')).toHaveTextContent('现场调查中'));
    expect(reads()).toBe(before + 1);

    // the same (kept-alive) page shown another project: it follows that one now
    act(() => void go('/siteSample/projectManage/detail/index?belongProject=6'));
    await waitFor(() => expect(screen.getByTestId('detail-title')).toHaveTextContent('XM-2026-0006 控制效果评价'));
    expect(screen.getByTestId('detail-state')).toHaveTextContent('已立项');
    other = { ...other, state: 'contracted', version: 2 };
    serverEmits('resources/project', { channel: 'resources/project', type: 'updated', ids: [6] });
    await waitFor(() => expect(screen.getByTestId('detail-state')).toHaveTextContent('已签订合同'));
  });

  it('without belongProject it says so and asks nothing', async () => {
    as(['admin']);
    renderAt('?code=x');
    await screen.findByText('缺少记录参数，无法打开详情');
    expect(api.calls().filter((c) => !c.url.startsWith('/api/dictDetail'))).toEqual([]);
  });
});
