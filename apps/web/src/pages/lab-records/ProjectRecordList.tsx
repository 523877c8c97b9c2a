import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { fieldOf, LAB_BATCH, optionLabel, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { detailLocator } from '../../resources/detail-route';
import { resourceApi } from '../../resources/resource-api';
import { ResourceSearchForm } from '../../resources/ResourceSearchForm';
import { mayUse } from '../../resources/row-actions';
import { buildSearchParams, type SearchValues } from '../../resources/search-params';
import { useTransferJobs } from '../../resources/use-transfer-jobs';
import { useSession } from '../../session/session-store';
import { BatchStateTag, RECORD_CELLS } from './RecordCells';
import { RecordStateTabs } from './RecordStateTabs';
import { groupByProject, type ProjectRecords } from './record-groups';
import { recorded } from './record-logic';
import { RECORD_TEXT as T } from './record-text';
import { RECORD_SCREENS, RECORD_STATES, recordFilter, recordView } from './record-views';

/** The most batches one grouping reads (newest first); more asks for a narrower search. */
export const GROUP_LIMIT = 1000;
const SORT = ['analysisDate,desc'];
const FIXED_FIELDS = ['origin', 'state'];
const familyField = fieldOf(LAB_BATCH, 'family');
/** A batch field's declared label. */
const label = (name: string) => fieldOf(LAB_BATCH, name)?.label ?? name;
const SCREEN = RECORD_SCREENS.recordNew;

/**
 * 原始记录（新） (/record/recordListNew): the same original records grouped by project — one row per
 * project with its batches and samples counted, how many wait for 校核, 审核 or 发布, QC failures
 * and the latest analysis, the projects with open records first; a row expands to its batches,
 * whose codes open the record (/recordPageNew/pageReport). Searched like the other record lists.
 */
export function ProjectRecordList() {
  const navigate = useNavigate();
  const { roles, menus } = useSession();
  const view = useMemo(() => recordView(SCREEN), []);
  const api = useMemo(() => resourceApi(view), [view]);
  const jobs = useTransferJobs(view, api);
  const [state, setState] = useState<string | null>(null);
  const [values, setValues] = useState<SearchValues>({});
  const [answer, setAnswer] = useState<{ rows: ResourceRow[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  const fixed = useMemo(() => recordFilter(SCREEN, state), [state]);
  const linkOf = useMemo(() => detailLocator(view, menus), [view, menus]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    api
      .list({ ...buildSearchParams(view, values, fixed), page: 0, size: GROUP_LIMIT, sort: SORT })
      .then((a) => live && setAnswer(a))
      .catch(() => undefined) // shown by the HTTP layer; the last answer stays
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, view, values, fixed, tick]);

  const groups = useMemo(() => groupByProject(answer.rows), [answer.rows]);
  const search = useCallback((v: SearchValues) => setValues(v), []);
  const code = (row: ResourceRow) => {
    const to = linkOf(row);
    return to ? (
      <Typography.Link onClick={() => navigate(to)} data-testid="record-batch-link">
        {recorded(row.code)}
      </Typography.Link>
    ) : (
      recorded(row.code)
    );
  };

  return (
    <div data-testid="record-list-recordNew">
      <ResourceSearchForm decl={view} onSearch={search} fixed={FIXED_FIELDS} />
      <Space wrap style={{ marginBottom: 12 }}>
        <RecordStateTabs value={state} onChange={setState} />
        {mayUse(view, 'export', roles) && (
          <Button icon={<DownloadOutlined />} onClick={() => void jobs.startExport(values, SORT, [], fixed).catch(() => undefined)} data-testid="resource-export">
            {t('resourceList.export')}
          </Button>
        )}
        <Button icon={<ReloadOutlined />} onClick={() => setTick((n) => n + 1)}>
          {T.refresh}
        </Button>
        <Typography.Text type="secondary" data-testid="record-project-count">
          {T.projectGroups(groups.length)}
        </Typography.Text>
      </Space>
      {answer.total > answer.rows.length && <Alert type="warning" showIcon message={T.truncated(answer.rows.length)} style={{ marginBottom: 12 }} />}
      <Table<ProjectRecords>
        size="small"
        rowKey="project"
        loading={loading}
        dataSource={groups}
        columns={PROJECT_COLUMNS}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, hideOnSinglePage: true }}
        onRow={() => ({ 'data-testid': 'record-project' }) as never}
        expandable={{
          expandedRowRender: (g) => (
            <Table<ResourceRow> size="small" rowKey="id" pagination={false} dataSource={g.batches} columns={batchColumns(code)} onRow={() => ({ 'data-testid': 'record-project-batch' }) as never} />
          ),
        }}
      />
    </div>
  );
}

const PROJECT_COLUMNS: TableColumnsType<ProjectRecords> = [
  { title: T.projectName, dataIndex: 'project', render: (p: string) => p || T.noProject },
  { title: T.batchCount, key: 'batches', width: 80, render: (_, g) => g.batches.length },
  { title: T.sampleCount, dataIndex: 'samples', width: 80 },
  {
    title: label('state'),
    key: 'states',
    render: (_, g) => (
      <Space size={4} wrap>
        {RECORD_STATES.filter((s) => g.byState[s] > 0).map((s) => (
          <span key={s} data-testid="record-project-state" data-state={s}>
            <BatchStateTag state={s} /> {g.byState[s]}
          </span>
        ))}
      </Space>
    ),
  },
  { title: T.qcFailedCount, dataIndex: 'qcFailed', width: 90, render: (n: number) => (n > 0 ? <Tag color="red">{n}</Tag> : 0) },
  { title: T.lastAnalysis, dataIndex: 'lastAnalysis', width: 110 },
  {
    title: T.complete,
    key: 'complete',
    width: 140,
    render: (_, g) => (g.complete ? <Tag color="green">{T.allReleased}</Tag> : <Tag color="blue">{T.inReview(g.batches.filter((b) => b.state !== 'released').length)}</Tag>),
  },
];

const NO_RELOAD = () => undefined;

function batchColumns(code: (row: ResourceRow) => ReactNode): TableColumnsType<ResourceRow> {
  const text = (name: string) => ({ title: label(name), dataIndex: name, key: name });
  return [
    { title: label('code'), key: 'code', render: (_, row) => code(row) },
    { ...text('family'), render: (v: unknown) => (familyField ? optionLabel(familyField, v) : recorded(v)) },
    { title: label('method'), dataIndex: 'methodName', key: 'method' },
    text('hazard'),
    { ...text('state'), render: (v: unknown, row) => RECORD_CELLS.state(v, row, NO_RELOAD) },
    text('analysisDate'),
    { title: label('analyst'), dataIndex: 'analystName', key: 'analyst' },
    { title: label('checker'), dataIndex: 'checkerName', key: 'checker' },
    { title: label('verifier'), dataIndex: 'verifierName', key: 'verifier' },
    text('sampleCount'),
    { ...text('qcPassed'), render: (v: unknown, row) => RECORD_CELLS.qcPassed(v, row, NO_RELOAD) },
  ];
}
