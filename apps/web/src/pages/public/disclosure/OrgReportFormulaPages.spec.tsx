import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DisclosureFactsView, PublicDisclosureDetail, PublicDisclosureItem } from '@ohit/contracts';
import { json, pageHarness, pickOption, renderAt } from '../../../../test/page-harness';
import { session } from '../../../session/session-store';
import OrgReportFormulaDetailsPage from './OrgReportFormulaDetailsPage';
import OrgReportFormulaPage from './OrgReportFormulaPage';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const item = (id: number, employerName: string, extra: Partial<PublicDisclosureItem> = {}): PublicDisclosureItem => ({
  id,
  organizationId: 7,
  organisationName: '苏安检测技术有限公司',
  reportCode: `OHIT-DJ-2026-000${id}`,
  reportVersion: 1,
  employerName,
  checkTypeName: '定期检测',
  issueDate: '2026-09-28',
  publishedAt: '2026-10-20T02:00:00.000Z',
  ...extra,
});

const facts: DisclosureFactsView = {
  organisation: { name: '苏安检测技术有限公司' },
  employer: { name: '南京某化工有限公司', address: '南京市江宁区某路1号', contact: '王经理' },
  project: { code: 'XM-2026-0001', name: '2026年度定期检测' },
  report: { code: 'OHIT-DJ-2026-0001', version: 1, checkTypeName: '定期检测', issueDate: '2026-09-28', conclusion: '不符合' },
  team: [
    { name: '李调查', role: '项目负责人' },
    { name: '张采样', role: '采样' },
  ],
  survey: { date: '2026-09-01', people: ['李调查', '张采样'] },
  sampling: [{ date: '2026-09-08', people: ['张采样', '赵采样'] }],
  laboratory: [{ name: '周检测', dates: ['2026-09-10', '2026-09-12'] }],
  accompanying: [{ name: '王经理', position: '安全主管', occasions: [{ activity: '现场调查', date: '2026-09-01' }, { activity: '现场采样', date: '2026-09-08' }] }],
  photos: [{ url: '/api/public/reportDisclosure/1/photos/41', date: '2026-09-08', point: '喷漆房1', caption: '采样现场' }],
  conclusion: '本次共检测 2 个检测点，其中 1 个检测点不符合 GBZ 2.1-2019 职业接触限值的要求。',
  postConclusions: [{ place: '喷漆车间/喷漆工', conclusion: '不符合' }],
};

/** The public 报告公示 pages: no token, the published disclosures, searched, and one disclosure's facts. */
describe('public report disclosure', () => {
  let list = { content: [item(1, '南京某化工有限公司'), item(2, '无锡某机械厂', { organisationName: '乙方检测', checkTypeName: '评价检测' })], totalElements: 2 };
  const detail: PublicDisclosureDetail = { ...item(1, '南京某化工有限公司'), facts };
  const { api } = pageHarness(() => ({
    'GET /api/public/reportDisclosure/organisations': [
      { id: 7, name: '苏安检测技术有限公司' },
      { id: 8, name: '乙方检测' },
    ],
    'GET /api/public/reportDisclosure?*': () => list,
    'GET /api/public/reportDisclosure/1': detail,
    'GET /api/public/reportDisclosure/5': json(404, { status: 404, message: '报告公示不存在或未发布' }),
  }));
  const query = (n: number) => new URLSearchParams(api.calls('GET /api/public/reportDisclosure?')[n].url.split('?')[1]);
  beforeEach(() => {
    session.clear();
    list = { content: [item(1, '南京某化工有限公司'), item(2, '无锡某机械厂', { organisationName: '乙方检测', checkTypeName: '评价检测' })], totalElements: 2 };
  });

  it('lists the published disclosures without a token: organisation, number linking to the details, employer, check type, issue and publication dates', async () => {
    renderAt('/orgReportFormula', <OrgReportFormulaPage />);
    const first = (await screen.findByText('南京某化工有限公司')).closest('tr') as HTMLElement;
    expect(within(first).getByRole('link', { name: 'OHIT-DJ-2026-0001' })).toHaveAttribute('href', '/orgReportFormulaDetails?id=1');
    for (const text of ['苏安检测技术有限公司', '定期检测', '2026-09-28', '2026-10-20']) expect(within(first).getByText(text)).toBeInTheDocument();
    const second = screen.getByText('无锡某机械厂').closest('tr') as HTMLElement;
    expect(within(second).getByText('评价检测')).toBeInTheDocument();
    expect(within(screen.getByTestId('public-header')).getByRole('link', { name: '报告公示' })).toHaveAttribute('aria-current', 'page');
    const [call] = api.calls('GET /api/public/reportDisclosure?');
    expect(Object.fromEntries(query(0))).toEqual({ page: '0', size: '10' });
    expect(new Headers(call.init.headers).get('Authorization')).toBeNull();
  });

  it('searches by keyword, organisation and year, keeping the search in the address', async () => {
    renderAt('/orgReportFormula', <OrgReportFormulaPage />);
    await screen.findByText('南京某化工有限公司');
    fireEvent.change(screen.getByPlaceholderText('用人单位、报告编号或机构名称'), { target: { value: '化工' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(api.calls('GET /api/public/reportDisclosure?')).toHaveLength(2));
    expect(Object.fromEntries(query(1))).toEqual({ page: '0', size: '10', keyword: '化工' });
    await pickOption(screen.getByTestId('disclosure-org').closest('.ant-select') as HTMLElement, '乙方检测');
    await waitFor(() => expect(api.calls('GET /api/public/reportDisclosure?')).toHaveLength(3));
    expect(Object.fromEntries(query(2))).toEqual({ page: '0', size: '10', keyword: '化工', org: '8' });
    await pickOption(screen.getByTestId('disclosure-year').closest('.ant-select') as HTMLElement, `${new Date().getFullYear()}年`);
    await waitFor(() => expect(api.calls('GET /api/public/reportDisclosure?')).toHaveLength(4));
    expect(query(3).get('year')).toBe(String(new Date().getFullYear()));
  });

  it('says so when nothing is published', async () => {
    list = { content: [], totalElements: 0 };
    renderAt('/orgReportFormula', <OrgReportFormulaPage />);
    expect(await screen.findByText('暂无公示信息')).toBeInTheDocument();
  });

  it('shows every fact a disclosure publishes: team, survey, sampling, testing, accompanying people, photos and conclusions', async () => {
    renderAt('/orgReportFormulaDetails?id=1', <OrgReportFormulaDetailsPage />);
    await screen.findByTestId('disclosure-details');
    const basic = screen.getByTestId('facts-basic');
    for (const text of ['苏安检测技术有限公司', 'OHIT-DJ-2026-0001 第1版', '南京市江宁区某路1号', '2026年度定期检测', '不符合']) expect(within(basic).getByText(text)).toBeInTheDocument();
    expect(within(screen.getByTestId('facts-team')).getByText('李调查（项目负责人）')).toBeInTheDocument();
    expect(within(screen.getByTestId('facts-survey')).getByText('李调查、张采样')).toBeInTheDocument();
    expect(within(screen.getByTestId('facts-sampling')).getByText('张采样、赵采样')).toBeInTheDocument();
    expect(within(screen.getByTestId('facts-laboratory')).getByText('2026-09-10、2026-09-12')).toBeInTheDocument();
    const accompanying = screen.getByTestId('facts-accompanying');
    expect(within(accompanying).getByText('王经理（安全主管）')).toBeInTheDocument();
    expect(within(accompanying).getByText('现场调查 2026-09-01、现场采样 2026-09-08')).toBeInTheDocument();
    expect(within(screen.getByTestId('facts-photos')).getByRole('img', { name: '2026-09-08 喷漆房1 采样现场' })).toHaveAttribute('src', '/api/public/reportDisclosure/1/photos/41');
    const conclusion = screen.getByTestId('facts-conclusion');
    expect(within(conclusion).getByText(facts.conclusion)).toBeInTheDocument();
    expect(within(conclusion).getByText('不符合')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回报告公示/ })).toHaveAttribute('href', '/orgReportFormula');
  });

  it('says a disclosure not published is not there', async () => {
    renderAt('/orgReportFormulaDetails?id=5', <OrgReportFormulaDetailsPage />);
    expect(await screen.findByText('报告公示不存在或未发布')).toBeInTheDocument();
    renderAt('/orgReportFormulaDetails?id=abc', <OrgReportFormulaDetailsPage />);
    expect(await screen.findAllByText('报告公示不存在或未发布')).toHaveLength(2);
  });
});
