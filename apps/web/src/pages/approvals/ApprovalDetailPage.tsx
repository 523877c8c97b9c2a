import { useCallback, useEffect, useState } from 'react';
import { Card, Col, Descriptions, Result, Row, Space, Spin, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import type { ApprovalDetailPage as DetailPage, ReportApprovalView } from '@ohit/contracts';
import { t } from '../../i18n';
import { readDetailId } from '../../resources/detail/detail-id';
import { ReportPreview } from '../reports/ReportSections';
import { ApprovalActions } from './ApprovalActions';
import { ApprovalSteps, ApprovalTimeline } from './ApprovalProgress';
import { ApprovalSources } from './ApprovalSources';
import { approvalApi } from './approval-api';

type Lookup = { state: 'loading' } | { state: 'found'; id: number } | { state: 'notFound' };

/** The report a link names: its number (`code`), version (`flag`, the newest without one) and organisation. */
function useLinkedReport(search: URLSearchParams): Lookup {
  const code = search.get('code')?.trim() || null;
  const flag = readDetailId(search, 'flag');
  const organizationId = readDetailId(search, 'organizationId');
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  useEffect(() => {
    if (!code) return setLookup({ state: 'notFound' });
    let live = true;
    setLookup({ state: 'loading' });
    approvalApi.lookup(code, flag, organizationId).then(
      ({ reportId }) => live && setLookup({ state: 'found', id: reportId }),
      () => live && setLookup({ state: 'notFound' }),
    );
    return () => {
      live = false;
    };
  }, [code, flag, organizationId]);
  return lookup;
}

const STATE_COLORS: Record<string, string> = { compiling: 'processing', approving: 'purple', issued: 'green', superseded: 'default' };

/**
 * A report's approval page (项目审核 and 审批流程's hidden routes; the variants open a source first
 * and word 来样检测 reports as such): the report as it will print beside the records its numbers
 * come from, the flow's steps with who did each and when, 通过 / 签发 / 退回 for whoever may do the
 * waiting step, and every approval event with its reason.
 */
export function ApprovalDetailPage({ page }: { page: DetailPage }) {
  const [search] = useSearchParams();
  const lookup = useLinkedReport(search);
  const [view, setView] = useState<ReportApprovalView | null>(null);
  const [failed, setFailed] = useState(false);
  const reportId = lookup.state === 'found' ? lookup.id : null;
  const load = useCallback(async () => {
    if (reportId === null) return;
    try {
      setView(await approvalApi.view(reportId));
    } catch {
      setFailed(true);
    }
  }, [reportId]);
  useEffect(() => {
    void load();
  }, [load]);

  if (lookup.state === 'notFound' || failed) return <Result status="404" title={t('approvals.notFound')} />;
  if (!view) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const incoming = page.incoming || view.incoming;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="approval-page">
      <Card
        size="small"
        title={
          <Space>
            <span data-testid="approval-title">{t('approvals.reportTitle', { code: view.code, version: view.reportVersion })}</span>
            <Tag color={STATE_COLORS[view.state] ?? 'default'} data-testid="approval-state">
              {view.stateLabel}
            </Tag>
            {incoming && <Tag color="cyan">{t('approvals.incoming')}</Tag>}
          </Space>
        }
        extra={<ApprovalActions view={view} onChanged={(next) => (next ? setView(next) : void load())} />}
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('approvals.project')}>{`${view.projectName}（${view.projectCode}）`}</Descriptions.Item>
          <Descriptions.Item label={t('approvals.inspectedUnit')}>{view.inspectedUnitName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('approvals.compiledBy')}>{view.compiledByName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('approvals.flow')}>{view.flowName ?? '—'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <ApprovalSteps view={view} />
      <Row gutter={12}>
        <Col xs={24} xl={13}>
          <ReportPreview id={view.reportId} revision={String(view.version)} />
        </Col>
        <Col xs={24} xl={11}>
          <ApprovalSources reportId={view.reportId} organizationId={view.organizationId} initial={page.source} incoming={incoming} />
        </Col>
      </Row>
      <ApprovalTimeline view={view} />
    </Space>
  );
}
