import { Card } from 'antd';
import { QS_QC_ASSIGNMENT, QS_QC_TASK } from '@ohit/contracts';
import { t } from '../../i18n';
import { CodeDetailPage } from '../../resources/detail/CodeDetailPage';
import { ResourceList } from '../../resources/ResourceList';

/** Waiting grey, issued blue, ended green, cancelled red. */
const TASK_COLORS: Record<string, string> = { draft: 'default', issued: 'processing', closed: 'green', cancelled: 'red' };
const ASSIGNMENT_COLORS: Record<string, string> = { assigned: 'default', reported: 'processing', correctionSubmitted: 'orange', closed: 'green' };

/** 省级质控 (/dataGovernance/qsQualityControl/index): the authority's QC tasks; a task's number opens its page. */
export function QcTaskList() {
  return <ResourceList declaration={QS_QC_TASK} defaultSort={['id,desc']} />;
}

/**
 * A QC task's page: its items (考核项目, changed only in 草稿), 下达任务, 分配机构 (an organisation of the
 * caller's zones by 机构编码), 认可 / 退回整改 (naming the 考核编号), 结束 and 撤销; below, every
 * organisation's part with its state and verdict (each opens qualityControlOrgPage).
 */
export function QcTaskPage() {
  return (
    <CodeDetailPage
      decl={QS_QC_TASK}
      titleFields={['code', 'name']}
      stateColors={TASK_COLORS}
      renderSections={({ row }) => (
        <Card size="small" title={t('provincialQc.assignments')} data-testid="qc-task-assignments">
          <ResourceList declaration={QS_QC_ASSIGNMENT} fixedFilter={{ taskCode: String(row.code ?? '') }} defaultSort={['id,asc']} />
        </Card>
      )}
    />
  );
}

/** 省级质控考核 (/qsQualityControls/index): an organisation's parts in the authorities' tasks (a supervisor: its zones'). */
export function QcAssignmentList() {
  return <ResourceList declaration={QS_QC_ASSIGNMENT} defaultSort={['id,desc']} />;
}

/**
 * 机构质控考核 (qualityControlOrgPage): the organisation fills each item's result and 上报结果 (judged at
 * once: z score or acceptance range), writes its 机构说明 and 整改措施 with 整改证明 and 提交整改; the
 * authority's 认可 and 退回整改 are on its task's page.
 */
export function QcAssignmentPage() {
  return <CodeDetailPage decl={QS_QC_ASSIGNMENT} titleFields={['code', 'taskName']} stateColors={ASSIGNMENT_COLORS} />;
}
