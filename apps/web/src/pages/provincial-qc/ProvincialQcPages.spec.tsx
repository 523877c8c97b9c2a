import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { pageHarness, renderAt, signIn } from '../../../test/page-harness';
import { QcAssignmentList, QualitySupervisionScreen } from './ProvincialQcPages';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const PART = {
  id: 5,
  version: 2,
  organizationId: 7,
  code: 'ZKKH-2026-00001',
  taskCode: 'SZK-2026-0001',
  taskName: '2026年苯系物盲样考核',
  kind: 'blindSample',
  taskYear: 2026,
  authorityName: '南京市卫生健康委员会',
  orgName: '示范职业卫生技术服务有限公司',
  dueDate: '2026-12-15',
  state: 'reported',
  verdict: 'questionable',
  reportedDate: '2026-11-20',
};

describe('省级质控 and 质量监督 screens', () => {
  const { api } = pageHarness(() => ({
    'GET /api/qsQcAssignment?*': () => ({ content: [PART], totalElements: 1 }),
    'GET /api/qsInspection?*': () => ({ content: [], totalElements: 0 }),
    'GET /api/qsRectification?*': () => ({ content: [], totalElements: 0 }),
  }));

  it('lists an organisation’s parts with the task, the authority and the verdict', async () => {
    signIn(['qsQualityControls:list', 'qsQualityControls:report']);
    renderAt('/qsQualityControls', <QcAssignmentList />);
    expect(await screen.findByText('2026年苯系物盲样考核')).toBeInTheDocument();
    expect(screen.getByText('南京市卫生健康委员会')).toBeInTheDocument();
    expect(screen.getByText('有问题')).toBeInTheDocument();
    expect(screen.getByText('已上报')).toBeInTheDocument();
  });

  it('shows the inspections and, on its tab, the rectifications', async () => {
    signIn(['qualitySupervision:list']);
    renderAt('/qualitySupervision', <QualitySupervisionScreen />);
    await waitFor(() => expect(api.count('GET /api/qsInspection')).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('tab', { name: '整改' }));
    await waitFor(() => expect(api.count('GET /api/qsRectification')).toBeGreaterThan(0));
  });
});
