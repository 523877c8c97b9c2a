import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Col, Result, Row, Skeleton, Statistic } from 'antd';
import { BankOutlined, ProjectOutlined, ScheduleOutlined, TeamOutlined } from '@ant-design/icons';
import { http } from '../../http/request';
import { t } from '../../i18n';

/** GET api/dashboard/summary */
export interface DashboardSummary {
  users: number;
  organizations: number;
  projects: number;
  jobs: number;
}

const cards: { key: keyof DashboardSummary; label: string; icon: React.ReactNode; color: string }[] = [
  { key: 'users', label: t('dashboard.users'), icon: <TeamOutlined />, color: '#40c9c6' },
  { key: 'organizations', label: t('dashboard.organizations'), icon: <BankOutlined />, color: '#36a3f7' },
  { key: 'projects', label: t('dashboard.projects'), icon: <ProjectOutlined />, color: '#f4516c' },
  { key: 'jobs', label: t('dashboard.jobs'), icon: <ScheduleOutlined />, color: '#34bfa3' },
];

export default function DashboardPage() {
  const [state, setState] = useState<{ loading: boolean; data: DashboardSummary | null; failed: boolean }>({ loading: true, data: null, failed: false });

  const load = useCallback(async () => {
    setState({ loading: true, data: null, failed: false });
    try {
      const data = await http.get<DashboardSummary>('api/dashboard/summary', undefined, { silent: true });
      setState({ loading: false, data, failed: false });
    } catch {
      setState({ loading: false, data: null, failed: true });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.failed) {
    return (
      <Result
        status="warning"
        title={t('dashboard.loadFailed')}
        extra={<Button onClick={() => void load()}>{t('dashboard.retry')}</Button>}
      />
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {cards.map((c) => (
        <Col key={c.key} xs={24} sm={12} lg={6}>
          <Card>
            {state.loading ? (
              <Skeleton active paragraph={false} />
            ) : (
              <Statistic title={c.label} value={Number(state.data?.[c.key] ?? 0)} prefix={<span style={{ color: c.color }}>{c.icon}</span>} />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
