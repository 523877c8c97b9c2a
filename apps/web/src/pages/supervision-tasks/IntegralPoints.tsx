import { useEffect, useState } from 'react';
import { Alert, Card, Statistic, Table } from 'antd';
import { INTEGRAL_POINTS_PATH, type IntegralPointsView } from '@ohit/contracts';
import { request } from '../../http/request';
import { t } from '../../i18n';

/** The organisation's points as the server computes them from its engagements by the rules in force. */
export function IntegralPoints() {
  const [view, setView] = useState<IntegralPointsView | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    request<IntegralPointsView>(INTEGRAL_POINTS_PATH, { silent: true })
      .then((v) => live && setView(v))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  if (failed) return <Alert type="warning" showIcon message={t('supervisionTasks.pointsFailed')} style={{ marginBottom: 16 }} />;
  return (
    <Card title={t('supervisionTasks.pointsTitle')} size="small" style={{ marginBottom: 16 }} loading={!view}>
      <Statistic title={t('supervisionTasks.pointsTotal')} value={view?.total ?? 0} />
      <Table
        size="small"
        rowKey={(l) => `${l.source}-${l.kind}-${l.date}`}
        pagination={false}
        dataSource={view?.lines ?? []}
        locale={{ emptyText: t('supervisionTasks.pointsEmpty') }}
        columns={[
          { title: t('supervisionTasks.pointsSource'), dataIndex: 'source' },
          { title: t('supervisionTasks.pointsEvent'), dataIndex: 'kindLabel' },
          { title: t('supervisionTasks.pointsDate'), dataIndex: 'date' },
          { title: t('supervisionTasks.pointsValue'), dataIndex: 'points' },
        ]}
      />
    </Card>
  );
}
