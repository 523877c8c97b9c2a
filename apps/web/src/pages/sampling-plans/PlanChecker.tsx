import { useEffect, useState } from 'react';
import { Alert, List, Space, Tag, Typography } from 'antd';
import type { PlanCheckView, ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { planApi } from './plan-api';

export interface PlanCheckerProps {
  plan: ResourceRow;
  /** Bumped after every change of the plan or its rows: the checker asks again. */
  revision: number;
}

/**
 * The live GBZ 159 checker of a plan (GET …/check): every shortfall in the server's Chinese, those
 * an approved override lets through tagged; the survey having changed since generation; the
 * override asked or approved. Asked again whenever the plan or a row changes.
 */
export function PlanChecker({ plan, revision }: PlanCheckerProps) {
  const [view, setView] = useState<PlanCheckView | null>(null);
  useEffect(() => {
    let live = true;
    planApi.check(plan.id).then(
      (v) => live && setView(v),
      () => undefined, // the HTTP layer has said why
    );
    return () => {
      live = false;
    };
  }, [plan.id, plan.version, revision]);

  if (!view) return <Typography.Text type="secondary">{t('samplingPlan.checking')}</Typography.Text>;
  const overridden = new Set(view.overridden);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="plan-checker">
      {view.needsRegenerating && <Alert type="warning" showIcon message={t('samplingPlan.needsRegenerating')} data-testid="plan-needs-regenerating" />}
      {plan.overrideRequestedBy ? (
        <Alert
          type="info"
          showIcon
          message={t('samplingPlan.overrideAsked', { reason: String(plan.overrideReason ?? ''), by: String(plan.overrideRequestedBy) })}
          description={plan.overrideApprovedBy ? t('samplingPlan.overrideApproved', { by: String(plan.overrideApprovedBy) }) : t('samplingPlan.overridePending')}
        />
      ) : null}
      {!view.generated ? (
        <Alert type="info" showIcon message={t('samplingPlan.notGenerated')} />
      ) : view.issues.length === 0 ? (
        <Alert type="success" showIcon message={t('samplingPlan.clean')} data-testid="plan-checker-clean" />
      ) : (
        <Alert
          type="error"
          showIcon
          message={t('samplingPlan.issues', { count: view.issues.length })}
          description={
            <List
              size="small"
              dataSource={view.issues}
              renderItem={(issue) => (
                <List.Item data-testid="plan-issue">
                  <Space wrap>
                    <span>{issue.message}</span>
                    {overridden.has(issue.message) && <Tag color="gold">{t('samplingPlan.overridden')}</Tag>}
                    <Typography.Text type="secondary">{issue.source}</Typography.Text>
                  </Space>
                </List.Item>
              )}
            />
          }
        />
      )}
    </Space>
  );
}
