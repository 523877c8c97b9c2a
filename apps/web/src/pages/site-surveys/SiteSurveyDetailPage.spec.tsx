import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, pageHarness, renderAt as renderPageAt, signIn } from '../../../test/page-harness';
import SiteSurveyDetailPage from './SiteSurveyDetailPage';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const SURVEY = {
  id: 11,
  version: 3,
  belongProject: 5,
  belongProjectName: '年度定期检测',
  projectCode: 'XM-2026-0005',
  checkType: '10',
  belongInspect: 9,
  belongInspectName: '甲化工有限公司',
  state: 'draft',
  surveyDate: '2026-11-20',
  organizationId: 7,
  createTime: '2026-11-20T00:00:00.000Z',
};
const POST = { id: 1, version: 1, workshop: '焊接车间', post: '电焊工', jobType: '焊工', headcount: 6, exposedHeadcount: 5, hoursPerDay: '8.0', daysPerWeek: '5.0' };
const MACHINE = { id: 2, version: 1, workshop: '焊接车间', equipmentType: 'CO2保护焊机', units: 4, hazards: '电焊烟尘;噪声' };

describe('现场调查详情 (siteSurveyDetail: the survey of the project in belongProject)', () => {
  let surveys: Record<string, unknown>[];
  let survey: Record<string, unknown>;
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    'GET /api/siteSurvey?*': { content: surveys, totalElements: surveys.length },
    'POST /api/siteSurvey/add': () => {
      surveys = [survey];
      return json(201, survey);
    },
    'GET /api/siteSurvey/11': survey,
    '/api/siteSurvey/11/history?*': { content: [], totalElements: 0 },
    '/api/siteSurvey/11/children/posts': [POST],
    '/api/siteSurvey/11/children/equipment': [MACHINE],
    '/api/siteSurvey/11/children/*': [],
    '/api/siteSurvey/11/attachments': [],
  }));

  beforeEach(() => {
    survey = { ...SURVEY };
    surveys = [];
  });

  const as = (roles: string[]) => signIn(roles);
  const renderAt = (query = '?belongProject=5&code=XM-2026-0005') => renderPageAt(`/siteSample/siteSurvey/details/index${query}`, <SiteSurveyDetailPage />);

  it('offers a project without a survey to start one (with siteSurvey:add), then shows it', async () => {
    as(['siteSurvey:list', 'siteSurvey:add', 'siteSurvey:edit']);
    renderAt();
    await screen.findByText('该项目尚未建立现场调查');
    expect(api.calls('GET /api/siteSurvey?')[0].url).toContain('belongProject=5');
    fireEvent.click(screen.getByTestId('survey-create'));
    await waitFor(() => expect(screen.getByTestId('detail-title')).toHaveTextContent('XM-2026-0005 年度定期检测'));
    expect(api.bodyOf('POST /api/siteSurvey/add')).toEqual({ belongProject: 5 });
    expect(screen.getByTestId('detail-state')).toHaveTextContent('调查中');
  });

  it('does not offer to start a survey to a reader, and says a missing project parameter', async () => {
    as(['siteSurvey:list']);
    const first = renderAt();
    await screen.findByText('该项目尚未建立现场调查');
    expect(screen.queryByTestId('survey-create')).toBeNull();
    first.unmount();
    renderAt('?code=XM-2026-0005');
    await screen.findByText('缺少项目参数，无法打开现场调查');
  });

  it('shows every section; while 调查中 an editor may add rows, a finished survey shows them read-only; hazards read as a list', async () => {
    surveys = [survey];
    as(['siteSurvey:list', 'siteSurvey:edit']);
    const first = renderAt();
    const posts = await screen.findByTestId('detail-child-posts');
    await within(posts).findByText('电焊工');
    for (const title of ['生产工艺', '原辅材料', '产品', '设备布局', '岗位/工种', '岗位危害因素', '防护设施', '个体防护用品', '应急设施']) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    await within(screen.getByTestId('detail-child-equipment')).findByText('电焊烟尘、噪声');
    expect(within(posts).getByRole('button', { name: /新\s*增/ })).toBeInTheDocument();
    expect(within(screen.getByTestId('detail-attachments')).getByText('工艺流程图')).toBeInTheDocument();
    first.unmount();

    survey = { ...SURVEY, state: 'finished' };
    surveys = [survey];
    renderAt();
    const locked = await screen.findByTestId('detail-child-posts');
    await within(locked).findByText('电焊工');
    expect(screen.getByTestId('detail-state')).toHaveTextContent('已完成');
    expect(within(locked).queryByRole('button', { name: /新\s*增/ })).toBeNull();
  });
});
