import { useEffect, useState } from 'react';
import { Alert, Card, Result, Space, Spin, Table, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { SAMPLING_PLAN, type ConsumablePlanView } from '@ohit/contracts';
import { t } from '../../i18n';
import { readDetailId } from '../../resources/detail/detail-id';
import { useRowOfProject } from '../../resources/detail/use-row-of-project';
import { planApi } from '../sampling-plans/plan-api';

/**
 * 耗材计划 (hidden route planHc, /siteSample/samplePrepare/consumablePlan): derived from the
 * project's sampling plan — the collectors and media by the samples and blanks they take, the
 * desorption or elution reagents of each hazard's method by the samples they serve. A plan not
 * yet approved shows its estimate, said so.
 */
export default function ConsumablePlanPage() {
  const [search] = useSearchParams();
  const projectId = readDetailId(search, 'belongProject');
  const plan = useRowOfProject(SAMPLING_PLAN, projectId);
  const [view, setView] = useState<ConsumablePlanView | null>(null);

  useEffect(() => {
    if (!plan.rowId) return;
    let live = true;
    planApi.consumables(plan.rowId).then(
      (v) => live && setView(v),
      () => undefined, // shown by the HTTP layer
    );
    return () => {
      live = false;
    };
  }, [plan.rowId]);

  if (projectId === null) return <Result status="warning" title={t('samplePrepare.missingProject')} />;
  if (plan.failed) return <Result status="404" title={t('resourceDetail.notFound')} />;
  if (plan.rowId === null) return <Result status="info" title={t('samplePrepare.noPlan')} />;
  if (!view) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="consumable-plan">
      {view.state !== 'approved' && <Alert type="warning" showIcon message={t('samplePrepare.notApproved')} />}
      <Card size="small" title={t('samplePrepare.collectors')} extra={<Typography.Text>{t('samplePrepare.totals', { samples: view.totalSamples, blanks: view.totalBlanks })}</Typography.Text>}>
        <Table
          rowKey={(r) => `${r.collector}|${r.medium}`}
          size="small"
          pagination={false}
          dataSource={view.collectors}
          columns={[
            { title: t('samplePrepare.collector'), dataIndex: 'collector' },
            { title: t('samplePrepare.medium'), dataIndex: 'medium' },
            { title: t('samplePrepare.hazards'), dataIndex: 'hazards', render: (h: string[]) => h.join('、') },
            { title: t('samplePrepare.sampleCount'), dataIndex: 'samples' },
            { title: t('samplePrepare.blankCount'), dataIndex: 'blanks' },
            { title: t('samplePrepare.total'), dataIndex: 'total' },
          ]}
        />
      </Card>
      <Card size="small" title={t('samplePrepare.reagents')}>
        <Table
          rowKey="hazard"
          size="small"
          pagination={false}
          dataSource={view.reagents}
          columns={[
            { title: t('samplePrepare.hazard'), dataIndex: 'hazard' },
            { title: t('samplePrepare.method'), dataIndex: 'method' },
            { title: t('samplePrepare.reagent'), dataIndex: 'reagent' },
            { title: t('samplePrepare.reagentSamples'), dataIndex: 'samples' },
          ]}
        />
      </Card>
    </Space>
  );
}
