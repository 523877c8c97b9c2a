import { useState } from 'react';
import { Alert, Card, Result, Space, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { RISK_ASSESSMENT, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { ChildTable } from '../../resources/detail/ChildTable';
import { readDetailId } from '../../resources/detail/detail-id';
import { ResourceDetailPage } from '../../resources/detail/ResourceDetailPage';
import { RecomputeRiskDialog } from './RecomputeRiskDialog';
import { riskClassLabel, RISK_CLASS_COLORS } from './risk-class';

/** The note when the previous edition stood in (the organisation's setting): never silently. */
function EditionNote({ row }: { row: ResourceRow }) {
  return row.note ? <Alert type="warning" showIcon message={t('risk.noteTitle')} description={String(row.note)} data-testid="risk-note" /> : null;
}

/**
 * 风险评估详情 (/riskPage → pageRiskDetail, by `id`): the assessment with its class and next due, the
 * note in a warning above the grading table when the previous edition stood in for the new one, the
 * grading per post × hazard with each explanation (分级结果), 重新计算 with a reason and any toxicity class to add, 确认 (the
 * class and next due written to the inspected unit; 已确认 once done), and the history (old → new).
 */
export default function RiskAssessmentDetailPage() {
  const [search] = useSearchParams();
  const id = readDetailId(search, 'id');
  const [recomputing, setRecomputing] = useState<{ row: ResourceRow; reload: () => void } | null>(null);
  if (id === null) return <Result status="warning" title={t('risk.missing')} />;
  return (
    <>
      <ResourceDetailPage
        decl={RISK_ASSESSMENT}
        id={id}
        titleFields={['code', 'employerName']}
        onAction={{ recompute: ({ row, reload }) => setRecomputing({ row, reload }) }}
        renderExtra={({ row }) => (
          <>
            <Tag color={RISK_CLASS_COLORS[String(row.overallClass)]} data-testid="risk-class">
              {riskClassLabel(row.overallClass)}
            </Tag>
            {row.note ? <Tag color="warning">{t('risk.noteTitle')}</Tag> : null}
            {row.confirmedAt ? (
              <Tag color="success" data-testid="risk-confirmed">
                {t('risk.confirmed')}
              </Tag>
            ) : null}
          </>
        )}
        renderChild={(child, { row, reload }) => (
          <Space direction="vertical" size={8} style={{ width: '100%' }}>
            <EditionNote row={row} />
            <ChildTable decl={RISK_ASSESSMENT} child={child} parentId={row.id} canEdit={false} onChanged={reload} />
          </Space>
        )}
        renderSections={({ row }) => (
          <Card size="small" title={t('risk.explanationTitle')}>
            <Typography.Paragraph style={{ marginBottom: 0 }} data-testid="risk-explanation">
              {String(row.explanation ?? '')}
            </Typography.Paragraph>
          </Card>
        )}
      />
      <RecomputeRiskDialog row={recomputing?.row ?? null} onClose={() => setRecomputing(null)} onDone={() => recomputing?.reload()} />
    </>
  );
}
