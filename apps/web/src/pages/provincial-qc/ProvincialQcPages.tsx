import { useState } from 'react';
import { Card, Tabs } from 'antd';
import { QS_INSPECTION, QS_QC_ASSIGNMENT, QS_QC_TASK, QS_RECTIFICATION } from '@ohit/contracts';
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

const INSPECTION_COLORS: Record<string, string> = { draft: 'default', issued: 'processing', closed: 'green' };
const RECTIFICATION_COLORS: Record<string, string> = { pending: 'orange', submitted: 'processing', accepted: 'green' };

/**
 * 质量监督 (/qualitySupervision/index): the authority's inspections of its zones' organisations (检查)
 * and the rectifications (整改) — an organisation sees its own rectifications, a supervisor its zones'.
 */
export function QualitySupervisionScreen() {
  const [active, setActive] = useState('inspections');
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      destroyOnHidden
      data-testid="quality-supervision-tabs"
      items={[
        { key: 'inspections', label: t('provincialQc.inspections'), children: <ResourceList declaration={QS_INSPECTION} defaultSort={['id,desc']} /> },
        { key: 'rectifications', label: t('provincialQc.rectifications'), children: <ResourceList declaration={QS_RECTIFICATION} defaultSort={['id,desc']} /> },
      ]}
    />
  );
}

/** An inspection's page: findings (草稿 only), 下达整改, 认可整改 / 退回整改, 关闭检查; the organisation's rectification below. */
export function InspectionPage() {
  return (
    <CodeDetailPage
      decl={QS_INSPECTION}
      titleFields={['code', 'orgName']}
      stateColors={INSPECTION_COLORS}
      renderSections={({ row }) =>
        row.rectificationCode ? (
          <Card size="small" title={t('provincialQc.rectifications')} data-testid="inspection-rectification">
            <ResourceList declaration={QS_RECTIFICATION} fixedFilter={{ inspectionCode: String(row.code ?? '') }} />
          </Card>
        ) : null
      }
    />
  );
}

/** A rectification's page: the organisation's fix per finding, measures, 整改证明 and 提交整改. */
export function RectificationPage() {
  return <CodeDetailPage decl={QS_RECTIFICATION} titleFields={['code', 'orgName']} stateColors={RECTIFICATION_COLORS} />;
}
