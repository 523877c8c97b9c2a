import { useEffect, useMemo, useState } from 'react';
import { Alert, Card, Descriptions, Table } from 'antd';
import { EXPERT_CHECK_RESPONSE, EXPERT_CHECK_REVIEW_PATH, type ExpertCheckReview } from '@ohit/contracts';
import { request } from '../../http/request';
import { t } from '../../i18n';
import { CodeDetailPage } from '../../resources/detail/CodeDetailPage';
import type { DetailContext } from '../../resources/detail/ResourceDetailPage';
import { ResourceList } from '../../resources/ResourceList';

const empty = t('supervisionTasks.reviewEmpty');
/** Rows without an id of their own, keyed by their place. */
const keyed = <T extends object>(rows: T[]) => rows.map((r, i) => ({ ...r, key: i }));

/** The check an answer is about, read only, as the server shows it to whoever may read the answer. */
export function CheckReview({ row }: DetailContext) {
  const [view, setView] = useState<ExpertCheckReview | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    request<ExpertCheckReview>(EXPERT_CHECK_REVIEW_PATH.replace(':id', String(row.id)), { silent: true })
      .then((v) => live && setView(v))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [row.id, row.version]);
  if (failed) return <Alert type="warning" showIcon message={t('supervisionTasks.reviewFailed')} style={{ marginTop: 16 }} />;
  return (
    <Card title={t('supervisionTasks.reviewTitle')} size="small" style={{ marginTop: 16 }} loading={!view} data-testid="check-review">
      {view && (
        <>
          <Descriptions size="small" column={3}>
            <Descriptions.Item label={t('supervisionTasks.reviewTask')}>{`${view.task.code} ${view.task.name}`}</Descriptions.Item>
            <Descriptions.Item label={t('supervisionTasks.reviewTaskType')}>{view.task.taskTypeName}</Descriptions.Item>
            <Descriptions.Item label={t('supervisionTasks.reviewPeriod')}>{[view.task.plannedStart, view.task.plannedEnd].filter(Boolean).join(' ~ ') || empty}</Descriptions.Item>
            <Descriptions.Item label={t('supervisionTasks.reviewCheck')}>{view.check.code}</Descriptions.Item>
            <Descriptions.Item label={t('supervisionTasks.reviewState')}>{view.check.stateName}</Descriptions.Item>
            <Descriptions.Item label={t('supervisionTasks.reviewCheckDate')}>{view.check.checkDate ?? empty}</Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            title={() => t('supervisionTasks.reviewItems')}
            rowKey="key"
            pagination={false}
            dataSource={keyed(view.items)}
            locale={{ emptyText: empty }}
            columns={[
              { title: t('supervisionTasks.reviewItem'), dataIndex: 'itemName' },
              { title: t('supervisionTasks.reviewRequirement'), dataIndex: 'requirement' },
              { title: t('supervisionTasks.reviewFinding'), dataIndex: 'finding' },
            ]}
          />
          <Table
            size="small"
            title={() => t('supervisionTasks.reviewOpinions')}
            rowKey="code"
            pagination={false}
            dataSource={view.opinions}
            locale={{ emptyText: empty }}
            expandable={{
              rowExpandable: (o) => o.items.length > 0,
              expandedRowRender: (o) => (
                <Table
                  size="small"
                  rowKey="key"
                  pagination={false}
                  dataSource={keyed(o.items)}
                  columns={[
                    { title: t('supervisionTasks.reviewItem'), dataIndex: 'itemName' },
                    { title: t('supervisionTasks.reviewFinding'), dataIndex: 'finding' },
                    { title: t('supervisionTasks.reviewSeverity'), dataIndex: 'severityName' },
                    { title: t('supervisionTasks.reviewScore'), dataIndex: 'score' },
                  ]}
                />
              ),
            }}
            columns={[
              { title: t('supervisionTasks.reviewExpert'), dataIndex: 'expertName' },
              { title: t('supervisionTasks.reviewOpinion'), dataIndex: 'opinion' },
              { title: t('supervisionTasks.reviewTotal'), dataIndex: 'totalScore', render: (v: string | null) => v ?? empty },
            ]}
          />
          {view.conclusion ? (
            <Descriptions size="small" column={1} title={t('supervisionTasks.reviewConclusion')} style={{ marginTop: 16 }}>
              <Descriptions.Item label={t('supervisionTasks.reviewGrade')}>{view.conclusion.gradeName ?? empty}</Descriptions.Item>
              <Descriptions.Item label={t('supervisionTasks.reviewConclusion')}>{view.conclusion.text ?? empty}</Descriptions.Item>
            </Descriptions>
          ) : (
            <Alert type="info" showIcon message={t('supervisionTasks.reviewNoConclusion')} style={{ marginTop: 16 }} />
          )}
        </>
      )}
    </Card>
  );
}

/** 档案与质控 › 专家检查答复 (archiveQuality/expertCheckResponse/index): the organisation's answers to the checks made of it. */
export const CheckResponseList = () => <ResourceList declaration={EXPERT_CHECK_RESPONSE} />;

/** …/expertCheckResponse/page (orgCheckResponsePage): an answer — 答复, 整改说明, evidence, 提交答复 — under its check, read only. */
export const CheckResponsePage = () => <CodeDetailPage decl={EXPERT_CHECK_RESPONSE} titleFields={['code', 'checkCode']} renderSections={(ctx) => <CheckReview {...ctx} />} />;

/** On the supervisor's check page: the organisation's answer to it (read through the zones). */
export function CheckAnswers({ row }: DetailContext) {
  const fixed = useMemo(() => ({ checkCode: String(row.code) }), [row.code]);
  return (
    <Card title={t('supervisionTasks.answersOfCheck')} size="small" style={{ marginTop: 16 }}>
      <ResourceList declaration={EXPERT_CHECK_RESPONSE} fixedFilter={fixed} />
    </Card>
  );
}
