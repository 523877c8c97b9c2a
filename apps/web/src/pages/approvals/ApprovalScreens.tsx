import { Tabs } from 'antd';
import { APPROVAL_DETAIL_PAGES, type ApprovalDetailPage as DetailPage } from '@ohit/contracts';
import { t } from '../../i18n';
import { ApprovalDetailPage } from './ApprovalDetailPage';
import { ApprovalFlowConfig } from './ApprovalFlowConfig';
import { ApprovalQueue } from './ApprovalQueue';

/** 项目审核: the reports waiting at a step the user may do, and those he did a step of. */
export function ProjectAuditReviewList() {
  return <ApprovalQueue scopes={['pending', 'acted']} from="projectAudit" />;
}

/** 审批流程: the approval queue (waiting, done, at 签发) and the organisation's flows (流程配置). */
export function ApprovalWorkbench() {
  return (
    <Tabs
      items={[
        { key: 'queue', label: t('approvals.queueTab'), children: <ApprovalQueue scopes={['pending', 'acted', 'issuing']} from="approval" /> },
        { key: 'flows', label: t('approvals.flowConfigTab'), children: <ApprovalFlowConfig /> },
      ]}
    />
  );
}

/** 报告签发: the reports at their 签发 step (or a step after it) and the issued ones. */
export function ReportIssueList() {
  return <ApprovalQueue scopes={['issuing', 'issued']} from="approval" />;
}

const detail = (key: string): DetailPage => APPROVAL_DETAIL_PAGES.find((p) => p.key === key) as DetailPage;

/** The hidden detail routes, by route name: one page, its variant's source and wording. */
export const approvalDetailPage = (key: string) =>
  function ApprovalDetailRoute() {
    return <ApprovalDetailPage page={detail(key)} />;
  };
