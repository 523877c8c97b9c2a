import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { EnterpriseProjectRow } from '@ohit/contracts';
import { pageHarness, renderAt, signIn } from '../../../test/page-harness';
import EnterpriseProjectList from './EnterpriseProjectPages';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const ROW: EnterpriseProjectRow = {
  id: 5,
  code: 'XM-2026-0005',
  name: '定期检测',
  organizationName: '示范职业卫生技术服务有限公司',
  employerName: '示例化工有限公司',
  creditCode: '91320000MA1DEMO001',
  checkType: '10',
  checkTypeName: '定期检测',
  state: 'issued',
  stateName: '报告已签发',
  lastIssueDate: '2026-03-15',
  nextDetectionDue: '2027-03-15',
  nextDetectionStatus: 'onTime',
};

describe('企业项目 list', () => {
  const { api } = pageHarness(() => ({
    'GET /api/enterpriseProject*': () => ({ content: [ROW], totalElements: 1 }),
    'POST /api/enterpriseProject/export*': () => ({ jobId: 'job-ep', status: 'queued' }),
  }));

  it('offers no 导出 without its button', async () => {
    signIn(['enterpriseProject:list']);
    renderAt('/enterprisesService/enterpriseProjects/index', <EnterpriseProjectList />);
    expect(await screen.findByText('XM-2026-0005')).toBeInTheDocument();
    expect(screen.queryByTestId('enterprise-projects-export')).not.toBeInTheDocument();
  });

  it('exports what the list shows (its keyword) as a job', async () => {
    signIn(['enterpriseProject:list', 'enterpriseProject:export']);
    renderAt('/enterprisesService/enterpriseProjects/index', <EnterpriseProjectList />);
    expect(await screen.findByText('XM-2026-0005')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('项目名称、编号或用人单位'), { target: { value: '化工' } });
    fireEvent.keyDown(screen.getByPlaceholderText('项目名称、编号或用人单位'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.calls('GET /api/enterpriseProject').some((c) => new URL(c.url, 'http://x').searchParams.get('blurry') === '化工')).toBe(true));
    fireEvent.click(screen.getByTestId('enterprise-projects-export'));
    await waitFor(() => expect(api.calls('POST /api/enterpriseProject/export')).toHaveLength(1));
    expect(new URL(api.calls('POST /api/enterpriseProject/export')[0].url, 'http://x').searchParams.get('blurry')).toBe('化工');
    expect(await screen.findByText('导出任务已开始，可在任务列表中查看进度')).toBeInTheDocument();
  });
});
