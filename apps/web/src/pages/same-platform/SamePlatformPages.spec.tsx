import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SamePlatformPushDetail, SamePlatformSummary } from '@ohit/contracts';
import { json, pageHarness, renderAt, signIn } from '../../../test/page-harness';
import SamePlatformPage from './SamePlatformPage';
import SamePushPage from './SamePushPage';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const SUMMARY: SamePlatformSummary = {
  total: 3,
  zones: [
    { zoneCode: '320100', organizations: 1, pushes: 2 },
    { zoneCode: '320102', organizations: 1, pushes: 1 },
  ],
  organizations: [
    { organizationId: 7, organizationName: '示范职业卫生技术服务有限公司', zoneCode: '320100', pushes: 2, lastPushedAt: '2026-11-10T02:00:00.000Z' },
    { organizationId: 8, organizationName: '玄武检测中心', zoneCode: '320102', pushes: 1, lastPushedAt: '2026-11-03T02:00:00.000Z' },
  ],
};

const PUSH: SamePlatformPushDetail = {
  id: 41,
  organizationId: 7,
  organizationName: '示范职业卫生技术服务有限公司',
  zoneCode: '320100',
  reportCode: 'DJ-2026-0001',
  reportVersion: 1,
  checkType: '10',
  employerName: '南京示范机械有限公司',
  employerCreditCode: '91320100MA1XXXXX1Y',
  employerAreaCode: '320102001',
  pushedAt: '2026-11-10T02:00:00.000Z',
  record: {
    idempotencyKey: 'k',
    entrustOrg: { name: '南京示范机械有限公司', creditCode: '91320100MA1XXXXX1Y', entrustDate: '2026-10-01' },
    employer: {
      name: '南京示范机械有限公司', creditCode: '91320100MA1XXXXX1Y', economicTypeCode: '173', industryCode: '3311', scaleCode: '3', areaCode: '320102001', areaName: '南京市玄武区',
      registeredAddress: '南京市玄武区某路1号', address: '南京市玄武区某路1号', employeesTotal: 120, exposedTotal: 35, legalPerson: '张三', contact: '李四', contactPhone: '13800001111',
    },
    checkOrg: { creditCode: '91320100MA1DEMO01A', name: '示范职业卫生技术服务有限公司', projectLeader: '王五', director: '赵六' },
    report: {
      code: 'DJ-2026-0001', checkType: '10', reportDate: '2026-11-01', preparer: '王五', issuer: '赵六', surveyBegin: '2026-10-08', surveyEnd: '2026-10-08',
      samplingBegin: '2026-10-12', samplingEnd: '2026-10-13', participants: [{ name: '王五', roles: ['1', '2'] }, { name: '孙七', roles: ['3'] }],
    },
    points: [
      { checkItemCode: '1100101', workshop: '焊接车间', post: '焊工', dailyContactHours: '6.5', weekWorkDays: '5', pointName: '1号焊位', checkDate: '2026-10-12', conclusion: '0', results: [{ code: '11001', value: '0.123', unit: 'mg/m³' }] },
    ],
  },
};

describe('分区监管 pages', () => {
  let push: unknown = PUSH;
  const { api } = pageHarness(() => ({
    'GET /api/samePlatformPush/summary*': () => SUMMARY,
    'GET /api/samePlatformPush/41': () => push,
    'GET /api/samePlatformPush?*': () => ({ content: [], totalElements: 0 }),
    'GET /api/samePlatformPush': () => ({ content: [], totalElements: 0 }),
    'POST /api/samePlatformPush/export*': () => ({ jobId: 'job-zoning', status: 'queued' }),
  }));

  beforeEach(() => {
    push = PUSH;
    signIn(['zoning:list']);
  });

  it('counts the pushes per zone and organisation; an organisation narrows the list to it', async () => {
    renderAt('/dataGovernance/zoningSupervision', <SamePlatformPage />);
    const summary = await screen.findByTestId('same-platform-summary');
    await waitFor(() => expect(summary).toHaveTextContent('已推送报告 3 份'));
    expect(within(summary).getByRole('row', { name: /^320100/ })).toHaveTextContent('32010012');
    fireEvent.click(within(summary).getByText('玄武检测中心'));
    await waitFor(() => expect(api.calls('GET /api/samePlatformPush').some((c) => new URL(c.url, 'http://x').searchParams.get('orgId') === '8')).toBe(true));
  });

  it('shows a push as the province received it: employer, report, points with exact results', async () => {
    renderAt('/dataGovernance/zoningSupervision/samePlatform/index/pageSamePush?code=41', <SamePushPage />);
    expect(await screen.findByTestId('same-push-page')).toHaveTextContent('DJ-2026-0001（第1版）');
    expect(screen.getByTestId('same-push-employer')).toHaveTextContent('接害人数35');
    expect(screen.getByTestId('same-push-report')).toHaveTextContent('参与人员王五、孙七');
    const point = within(screen.getByTestId('same-push-points')).getByRole('row', { name: /焊接车间/ });
    expect(point).toHaveTextContent('11001 0.123 mg/m³');
    expect(point).toHaveTextContent('不合格');
  });

  it('says so when the push is not there or the link names none', async () => {
    push = json(404, { status: 404, message: '资源不存在' });
    renderAt('/dataGovernance/zoningSupervision/samePlatform/index/pageSamePush?code=41', <SamePushPage />);
    expect(await screen.findByText('推送记录不存在或不在本辖区')).toBeInTheDocument();
  });

  it('offers no 导出 to a user without its button', async () => {
    renderAt('/dataGovernance/zoningSupervision', <SamePlatformPage />);
    await screen.findByTestId('same-platform-summary');
    expect(screen.queryByTestId('resource-export')).not.toBeInTheDocument();
  });

  it('starts the export job with the organisation chosen on the counts', async () => {
    signIn(['zoning:list', 'zoning:export']);
    renderAt('/dataGovernance/zoningSupervision', <SamePlatformPage />);
    const summary = await screen.findByTestId('same-platform-summary');
    fireEvent.click(await within(summary).findByText('玄武检测中心'));
    await waitFor(() => expect(api.calls('GET /api/samePlatformPush').some((c) => new URL(c.url, 'http://x').searchParams.get('orgId') === '8')).toBe(true));
    fireEvent.click(await screen.findByTestId('resource-export'));
    await waitFor(() => expect(api.calls('POST /api/samePlatformPush/export')).toHaveLength(1));
    expect(new URL(api.calls('POST /api/samePlatformPush/export')[0].url, 'http://x').searchParams.get('orgId')).toBe('8');
  });
});
