import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Table, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { SAMPLING_PLAN, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { pathOfNamedRoute } from '../../resources/detail-route';
import { resourceApi } from '../../resources/resource-api';
import { useSession } from '../../session/session-store';
import { CONSUMABLE_ROUTE } from '../sampling-plans/SamplingPlanDetailPage';

const PAGE_SIZE = 10;

/**
 * 采样准备 (项目与现场 › 采样准备): the approved sampling plans, newest first, each opening its
 * consumable plan (hidden route planHc) — what the field team takes out before sampling.
 */
export default function SamplePreparePage() {
  const navigate = useNavigate();
  const { menus } = useSession();
  const api = useMemo(() => resourceApi(SAMPLING_PLAN), []);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ rows: ResourceRow[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const route = useMemo(() => pathOfNamedRoute(menus, CONSUMABLE_ROUTE), [menus]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    api.list({ state: 'approved', page: page - 1, size: PAGE_SIZE, sort: 'approvedDate,desc' }).then(
      (r) => live && setData(r),
      () => undefined, // shown by the HTTP layer
    ).finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, page]);

  return (
    <Card title={t('samplePrepare.title')} data-testid="sample-prepare">
      <Typography.Paragraph type="secondary">{t('samplePrepare.hint')}</Typography.Paragraph>
      <Table
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data.rows}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage, showTotal: (n) => `共 ${n} 条` }}
        columns={[
          { title: t('samplePrepare.project'), render: (_, r) => `${String(r.projectCode ?? '')} ${String(r.belongProjectName ?? '')}` },
          { title: t('samplePrepare.unit'), dataIndex: 'belongInspectName' },
          { title: t('samplePrepare.startDate'), dataIndex: 'samplingStartDate' },
          { title: t('samplePrepare.samples'), dataIndex: 'sampleCount' },
          {
            title: '',
            render: (_, r) =>
              route && (
                <Button size="small" type="link" onClick={() => navigate(`${route}?belongProject=${String(r.belongProject)}`)} data-testid="prepare-open">
                  {t('samplePrepare.open')}
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
