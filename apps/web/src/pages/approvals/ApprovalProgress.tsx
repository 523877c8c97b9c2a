import { Card, Empty, Steps, Timeline, Typography } from 'antd';
import type { ReportApprovalView } from '@ohit/contracts';
import { t } from '../../i18n';

/**
 * The report's flow as it was submitted: each step done (who, when), waiting now (by which role)
 * or still to come; all done once issued.
 */
export function ApprovalSteps({ view }: { view: ReportApprovalView }) {
  if (view.steps.length === 0) return null;
  const current = view.steps.findIndex((s) => s.status === 'current');
  return (
    <Card size="small" title={t('approvals.steps')} data-testid="approval-steps">
      <Steps
        size="small"
        current={current < 0 ? view.steps.length : current}
        items={view.steps.map((s) => ({
          title: s.name,
          status: s.status === 'done' ? 'finish' : s.status === 'current' ? 'process' : 'wait',
          description: (
            <span data-testid={`approval-step-${s.key}`}>
              {s.status === 'done' && s.actorName ? t('approvals.by', { name: s.actorName, at: s.at ?? '' }) : (s.roleName ?? t('approvals.waiting'))}
            </span>
          ),
        }))}
      />
    </Card>
  );
}

/** Every approval event of the report, oldest first: 提交审批, 通过, 签发, 退回 with the steps, who, when and why. */
export function ApprovalTimeline({ view }: { view: ReportApprovalView }) {
  return (
    <Card size="small" title={t('approvals.timeline')} data-testid="approval-timeline">
      {view.timeline.length === 0 ? (
        <Empty description={t('approvals.noTimeline')} />
      ) : (
        <Timeline
          items={view.timeline.map((e, i) => ({
            key: i,
            color: e.action === 'return' ? 'red' : e.action === 'issue' ? 'green' : 'blue',
            children: (
              <div data-testid="approval-event">
                <Typography.Text strong>{e.actionLabel}</Typography.Text>
                {`：${e.fromStep ?? ''} → ${e.toStep ?? view.stateLabel}`}
                <div>
                  <Typography.Text type="secondary">{t('approvals.by', { name: e.actorName ?? '', at: e.at })}</Typography.Text>
                </div>
                {e.reason && <div>{t('approvals.reasonText', { reason: e.reason })}</div>}
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
