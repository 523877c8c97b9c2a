import { render, screen } from '@testing-library/react';
import type { DashboardSummary } from '@ohit/contracts';

const get = jest.fn();
jest.mock('../../http/request', () => ({ http: { get: (...a: unknown[]) => get(...a) } }));

import DashboardPage from './DashboardPage';

describe('首页 figures', () => {
  it('shows the four figures and the projects by state', async () => {
    const summary: DashboardSummary = {
      projectsByState: [
        { state: 'created', label: '已立项', count: 3 },
        { state: 'sampling', label: '现场采样中', count: 2 },
      ],
      openProjects: 5,
      unitsDue: 4,
      dueWithinDays: 30,
      myOpenTasks: 2,
      jobsRunning: 1,
    };
    get.mockResolvedValue(summary);
    render(<DashboardPage />);
    expect(await screen.findByText('已立项 3')).toBeInTheDocument();
    expect(screen.getByText('现场采样中 2')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-openProjects')).toHaveTextContent('在办项目5');
    expect(screen.getByTestId('dashboard-unitsDue')).toHaveTextContent('定期检测将到期单位4');
    expect(screen.getByTestId('dashboard-unitsDue')).toHaveTextContent('30天内到期（含已逾期）');
    expect(screen.getByTestId('dashboard-myOpenTasks')).toHaveTextContent('2');
    expect(screen.getByTestId('dashboard-jobsRunning')).toHaveTextContent('1');
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    get.mockRejectedValue(new Error('down'));
    render(<DashboardPage />);
    expect(await screen.findByText('首页统计数据加载失败')).toBeInTheDocument();
  });
});
