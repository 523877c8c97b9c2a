import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Col, Empty, Result, Row, Skeleton, Statistic, Tag } from 'antd';
import { AlertOutlined, ProjectOutlined, ScheduleOutlined, SolutionOutlined } from '@ant-design/icons';
import type { DashboardSummary } from '@ohit/contracts';
import { http } from '../../http/request';
import { t } from '../../i18n';

type CardKey = 'openProjects' | 'unitsDue' | 'myOpenTasks' | 'jobsRunning';

const cards: { key: CardKey; label: string; icon: React.ReactNode; color: string }[] = [
  { key: 'openProjects', label: t('dashboard.openProjects'), icon: <ProjectOutlined />, color: '#f4516c' },
  { key: 'unitsDue', label: t('dashboard.unitsDue'), icon: <AlertOutlined />, color: '#fa8c16' },
  { key: 'myOpenTasks', label: t('dashboard.myOpenTasks'), icon: <SolutionOutlined />, color: '#36a3f7' },
  { key: 'jobsRunning', label: t('dashboard.jobsRunning'), icon: <ScheduleOutlined />, color: '#34bfa3' },
];

/** 首页: the four figures of GET api/dashboard/summary and the projects by state. */
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
  const data = state.data;
  return (
    <Row gutter={[16, 16]}>
      {cards.map((c) => (
        <Col key={c.key} xs={24} sm={12} lg={6}>
          <Card data-testid={`dashboard-${c.key}`}>
            {state.loading ? (
              <Skeleton active paragraph={false} />
            ) : (
              <Statistic
                title={c.label}
                value={Number(data?.[c.key] ?? 0)}
                prefix={<span style={{ color: c.color }}>{c.icon}</span>}
                suffix={c.key === 'unitsDue' ? <small style={{ fontSize: 12, color: '#999' }}>{t('dashboard.dueHint', { days: data?.dueWithinDays ?? 30 })}</small> : undefined}
              />
            )}
          </Card>
        </Col>
      ))}
      <Col span={24}>
        <Card size="small" title={t('dashboard.byState')} data-testid="dashboard-by-state">
          {state.loading ? (
            <Skeleton active paragraph={false} />
          ) : data && data.projectsByState.length > 0 ? (
            data.projectsByState.map((s) => (
              <Tag key={s.state} style={{ marginBottom: 8 }}>
                {s.label} {s.count}
              </Tag>
            ))
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noProjects')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
