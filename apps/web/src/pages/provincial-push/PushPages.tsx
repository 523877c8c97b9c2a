import { Result, Spin } from 'antd';
import { PROVINCIAL_PUSH } from '@ohit/contracts';
import { t } from '../../i18n';
import { ResourceDetailPage } from '../../resources/detail/ResourceDetailPage';
import { PushExchanges, PushJobProgress } from './PushExchanges';
import { type RecordPart, PushRecordView } from './PushRecordView';
import { usePushIdFromLink } from './push-api';

/** Waiting grey/blue, rejected amber, pushing blue, pushed green, failed red. */
const STATE_COLORS: Record<string, string> = {
  pendingSubmission: 'default',
  awaitingSupervisor: 'processing',
  awaitingQc: 'purple',
  supervisorRejected: 'warning',
  qcRejected: 'warning',
  pushing: 'processing',
  pushed: 'green',
  pushFailed: 'red',
};

/** A push's page by its report's number and version: the row with its steps (提交, 主管/质控 审核 and 驳回 with a reason, 重新推送), history, and the page's own sections. */
function PushPage({ part, exchanges }: { part: RecordPart; exchanges: boolean }) {
  const { loading, id } = usePushIdFromLink();
  if (loading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (id === null) return <Result status="404" title={t('resourceDetail.notFound')} />;
  return (
    <ResourceDetailPage
      decl={PROVINCIAL_PUSH}
      id={id}
      titleFields={['code', 'employerName']}
      stateColors={STATE_COLORS}
      renderExtra={({ row }) => (row ? <PushJobProgress row={row} /> : null)}
      renderSections={({ row }) => (
        <>
          <PushRecordView id={id} part={part} revision={Number(row?.version ?? 0)} />
          {exchanges && <PushExchanges id={id} revision={Number(row?.version ?? 0)} />}
        </>
      )}
    />
  );
}

/** 推送报告预览 (/dataGovernance/occupationalHealthReport/index/page): the submitted report as the province sees it, blockers listed. */
export function OhReportPage() {
  return <PushPage part="all" exchanges={false} />;
}
/** 推送详情 (…/differentPlatform/index/pageSurveyDetail): the push, its job, its record and every exchange. */
export function PushDetailPage() {
  return <PushPage part="all" exchanges />;
}
/** 推送报告 (…/differentPlatform/index/pagePushReport): the report side of the record. */
export function PushReportPage() {
  return <PushPage part="report" exchanges={false} />;
}
/** 推送数据 (…/differentPlatform/index/pagePushData): the detection points as sent. */
export function PushDataPage() {
  return <PushPage part="data" exchanges />;
}
