import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageHarness, renderAt, signIn } from '../../../test/page-harness';
import ProjectDetailPage from './ProjectDetailPage';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

const PROJECT_ROW = {
  id: 5,
  version: 4,
  code: 'XM-2026-0005',
  name: '年度定期检测',
  belongInspect: 9,
  belongInspectName: '甲化工有限公司',
  type: '10',
  typeName: '定期检测',
  state: 'sampling',
  incomingSample: false,
  samplesPlanned: 5,
  samplesCollected: 2,
  samplesTested: 0,
  organizationId: 7,
};

/** 取消未采样品 on 项目详情: the kernel's action bar and reason dialog over the project's own command. */
describe('项目详情 › 取消未采样品', () => {
  let row: Record<string, unknown>;
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    'GET /api/project/5': row,
    '/api/project/5/history?*': { content: [], totalElements: 0 },
    '/api/project/5/children/team': [],
    '/api/project/5/attachments': [],
    'POST /api/project/5/commands/cancelUntakenSamples': () => {
      row = { ...row, version: 5, samplesPlanned: 3 };
      return { ...row, message: '已取消2个未采样品' };
    },
    '/api/project/5/judgements': { projectId: 5, edition: 'GBZ 2.1-2019', conclusion: '无法判定', explanation: '尚无检测点', failingPoints: [], counts: { planned: 0, collected: 0, tested: 0 }, points: [] },
  }));

  beforeEach(() => {
    row = { ...PROJECT_ROW };
  });

  const open = () => renderAt('/siteSample/projectManage/detail/index?belongProject=5&code=XM-2026-0005', <ProjectDetailPage />);
  const button = async () => within(await screen.findByTestId('detail-actions')).findByRole('button', { name: '取消未采样品' });

  it('asks for the reason (a blank one is refused before sending), sends it with the version and shows the server’s count', async () => {
    signIn(['project:list', 'project:cancelUntakenSamples']);
    open();
    fireEvent.click(await button());
    const dialog = await screen.findByTestId('reason-dialog');
    expect(within(dialog).getByText('确定执行“取消未采样品”吗？')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByTestId('reason-input'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await within(dialog).findByText('请填写操作原因');
    expect(api.calls('POST /api/project/5/commands')).toHaveLength(0);

    fireEvent.change(within(dialog).getByTestId('reason-input'), { target: { value: '企业停产，剩余岗位无法采样' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.calls('POST /api/project/5/commands/cancelUntakenSamples')).toHaveLength(1));
    expect(api.bodyOf('POST /api/project/5/commands/cancelUntakenSamples')).toEqual({ version: 4, reason: '企业停产，剩余岗位无法采样' });
    expect(await screen.findByText('已取消2个未采样品')).toBeInTheDocument();
    // the page reads the project again: its 计划样品数 follows
    await waitFor(() => expect(within(screen.getByTestId('resource-descriptions-project')).getByText('3')).toBeInTheDocument());
  });

  it('outside 现场采样中 and 实验室检测中 the button is disabled with the reason; without the permission there is none', async () => {
    row = { ...PROJECT_ROW, state: 'reporting' };
    signIn(['project:list', 'project:cancelUntakenSamples']);
    const { unmount } = open();
    expect(await button()).toBeDisabled();
    fireEvent.mouseEnter(screen.getByTestId('detail-action-refused'));
    await screen.findByText('项目处于“报告编制中”状态，不能执行“取消未采样品”');
    unmount();

    row = { ...PROJECT_ROW };
    signIn(['project:list', 'project:reschedule']);
    open();
    await within(await screen.findByTestId('detail-actions')).findByRole('button', { name: '调整计划' });
    expect(within(screen.getByTestId('detail-actions')).queryByRole('button', { name: '取消未采样品' })).toBeNull();
  });
});
