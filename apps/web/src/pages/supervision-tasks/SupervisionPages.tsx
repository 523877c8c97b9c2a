import { useMemo, useState } from 'react';
import { Card, Tabs } from 'antd';
import {
  EXPERT,
  EXPERT_CHECK,
  EXPERT_OPINION,
  EXPERT_TASK,
  type ResourceDeclaration,
  SCORE_DETAIL_ROUTES,
  SCORE_KIND_OPTIONS,
  SCORE_RECORD,
  SCORE_SHEET,
  SF_FINANCE,
  SF_INTEGRAL_RULE,
  SF_QUALITY,
} from '@ohit/contracts';
import { t } from '../../i18n';
import { CodeDetailPage } from '../../resources/detail/CodeDetailPage';
import type { DetailContext } from '../../resources/detail/ResourceDetailPage';
import { ResourceList } from '../../resources/ResourceList';
import { CheckAnswers } from './CheckResponsePages';
import { IntegralPoints } from './IntegralPoints';

/** Tabs of generic lists, each loaded when first opened. */
function ListTabs({ tabs, testId }: { tabs: { key: string; label: string; decl: ResourceDeclaration; fixed?: Record<string, string> }[]; testId: string }) {
  const [active, setActive] = useState(tabs[0].key);
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      data-testid={testId}
      destroyOnHidden
      items={tabs.map((tab) => ({ key: tab.key, label: tab.label, children: <ResourceList declaration={tab.decl} fixedFilter={tab.fixed} /> }))}
    />
  );
}

/**
 * 专家任务 (/expertManage/taskList/index): the authority's tasks, its expert pool (专家库), the checks the
 * tasks opened and the experts' opinions — one generic list each over its declaration.
 */
export function ExpertTaskScreen() {
  return (
    <ListTabs
      testId="expert-task-tabs"
      tabs={[EXPERT_TASK, EXPERT, EXPERT_CHECK, EXPERT_OPINION].map((decl) => ({ key: decl.name, label: decl.title, decl }))}
    />
  );
}

/** A section listing the rows of another declaration that belong to this row (a task's checks, a check's opinions). */
const rowsOf = (decl: ResourceDeclaration, field: string, title: string) =>
  function RowsOf({ row }: DetailContext) {
    const fixed = useMemo(() => ({ [field]: String(row.id) }), [row.id]);
    return (
      <Card title={title} size="small" style={{ marginTop: 16 }}>
        <ResourceList declaration={decl} fixedFilter={fixed} />
      </Card>
    );
  };

const TaskChecks = rowsOf(EXPERT_CHECK, 'task', t('supervisionTasks.checksOfTask'));
const CheckOpinions = rowsOf(EXPERT_OPINION, 'check', t('supervisionTasks.opinionsOfCheck'));

/** /expertManage/taskList → taskListPage: a task, its organisations, its expert group and the checks it opened. */
export const ExpertTaskPage = () => <CodeDetailPage decl={EXPERT_TASK} titleFields={['code', 'name']} renderSections={(ctx) => <TaskChecks {...ctx} />} />;
/** /expertManage/taskList → orgZkJcPage: an organisation's check within a task, its items, conclusion, the experts' opinions and the organisation's own answer. */
export const OrgCheckPage = () => (
  <CodeDetailPage
    decl={EXPERT_CHECK}
    titleFields={['code', 'orgName']}
    renderSections={(ctx) => (
      <>
        <CheckOpinions {...ctx} />
        <CheckAnswers {...ctx} />
      </>
    )}
  />
);
/** /expertManage/taskList → opinionDetail: one expert's opinion, item by item. */
export const OpinionPage = () => <CodeDetailPage decl={EXPERT_OPINION} titleFields={['code', 'expertIdName']} />;

/** A kind's scorings lead to that kind's page under /score/scoreDetails. */
const scoreView = (kind: string): ResourceDeclaration => ({ ...SCORE_RECORD, detailRoute: { query: SCORE_RECORD.detailRoute?.query ?? {}, name: SCORE_DETAIL_ROUTES[kind] } });

/** 评分管理 (/score/index): the scoring sheets, and the scorings of each kind. */
export function ScoreScreen() {
  return (
    <ListTabs
      testId="score-tabs"
      tabs={[
        { key: SCORE_SHEET.name, label: SCORE_SHEET.title, decl: SCORE_SHEET },
        ...SCORE_KIND_OPTIONS.map((o) => ({ key: o.value, label: o.label, decl: scoreView(o.value), fixed: { kind: o.value } })),
      ]}
    />
  );
}

/** /score/scoreDetails → reportReviewPage, unitOnSiteVerificationPage, orgOnSiteVerificationPage: a scoring, its deductions, total and grade. */
export const ScoreRecordPage = () => <CodeDetailPage decl={SCORE_RECORD} titleFields={['code', 'orgName']} />;

/** 三方质控, 财务记录, 积分规则 (archiveQuality/…/index): the organisation's lists; the rules with its points. */
export const SfQualityList = () => <ResourceList declaration={SF_QUALITY} />;
export const SfFinanceList = () => <ResourceList declaration={SF_FINANCE} />;
export function SfIntegralRuleList() {
  return (
    <>
      <IntegralPoints />
      <ResourceList declaration={SF_INTEGRAL_RULE} />
    </>
  );
}

/** /sfQualityDetail, /sfFinanceRecord, /sfIntegralRule: a row's page. */
export const SfQualityPage = () => <CodeDetailPage decl={SF_QUALITY} titleFields={['code', 'providerName']} />;
export const SfFinancePage = () => <CodeDetailPage decl={SF_FINANCE} titleFields={['code']} />;
export const SfIntegralRulePage = () => <CodeDetailPage decl={SF_INTEGRAL_RULE} titleFields={['code', 'eventKindName']} />;

export { CheckResponseList, CheckResponsePage } from './CheckResponsePages';
