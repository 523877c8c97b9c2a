import { useCallback, useEffect, useState } from 'react';
import { Button, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { approvalDetailPageOf, type ApprovalQueueRow, type ApprovalQueueScope } from '@ohit/contracts';
import { t } from '../../i18n';
import { approvalApi } from './approval-api';
import { useApprovalLink } from './approval-links';

const PAGE_SIZE = 20;

export interface ApprovalQueueProps {
  /** The queues shown as tabs, the first open. */
  scopes: readonly ApprovalQueueScope[];
  /** Which detail route a row opens: 项目审核's own, or the approval pages. */
  from: 'projectAudit' | 'approval';
}

/**
 * Reports waiting for approval or done with it — 待我审批 (a step the user may do now; the server
 * leaves out any he may not act on), 我已审批, 待签发, 已签发 — a tab each, newest movement first;
 * a row opens the report's approval page (审批 where it waits for the user, else 查看).
 */
export function ApprovalQueue({ scopes, from }: ApprovalQueueProps) {
  const [scope, setScope] = useState<ApprovalQueueScope>(scopes[0]);
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState<ApprovalQueueRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const navigate = useNavigate();
  const link = useApprovalLink();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const answer = await approvalApi.queue(scope, page, PAGE_SIZE);
      setRows(answer.content);
      setTotal(answer.totalElements);
    } catch {
      setRows([]);
      setTotal(0);
    } finally {
      setLoading(false);
    }
  }, [scope, page]);
  useEffect(() => {
    void load();
  }, [load]);

  const open = (row: ApprovalQueueRow) => navigate(link(approvalDetailPageOf(from, row.incoming), row));
  const columns: TableColumnsType<ApprovalQueueRow> = [
    {
      key: 'code',
      title: t('approvals.code'),
      render: (_, r) => (
        <>
          {r.code} <Tag>{t('approvals.version', { version: r.reportVersion })}</Tag>
          {r.incoming && <Tag color="cyan">{t('approvals.incoming')}</Tag>}
        </>
      ),
    },
    { key: 'project', title: t('approvals.project'), render: (_, r) => `${r.projectName}（${r.projectCode}）` },
    { key: 'unit', title: t('approvals.inspectedUnit'), dataIndex: 'inspectedUnitName' },
    { key: 'checkType', title: t('approvals.checkType'), dataIndex: 'checkTypeName', width: 100 },
    { key: 'state', title: t('approvals.state'), width: 90, render: (_, r) => <Tag color={r.state === 'issued' ? 'green' : r.state === 'approving' ? 'purple' : 'default'}>{r.stateLabel}</Tag> },
    { key: 'step', title: t('approvals.step'), width: 100, render: (_, r) => r.stepName ?? '—' },
    { key: 'role', title: t('approvals.role'), width: 120, render: (_, r) => r.roleName ?? '—' },
    { key: 'compiledBy', title: t('approvals.compiledBy'), dataIndex: 'compiledByName', width: 90 },
    scope === 'issued'
      ? { key: 'issueDate', title: t('approvals.issueDate'), dataIndex: 'issueDate', width: 110 }
      : { key: 'submittedAt', title: t('approvals.submittedAt'), width: 170, render: (_, r) => (r.submittedAt ? new Date(r.submittedAt).toLocaleString('zh-CN', { hour12: false }) : '—') },
    {
      key: 'open',
      title: '',
      width: 80,
      render: (_, r) => (
        <Button type="link" size="small" data-testid="approval-open" onClick={() => open(r)}>
          {scope === 'pending' ? t('approvals.open') : t('approvals.view')}
        </Button>
      ),
    },
  ];

  return (
    <Tabs
      activeKey={scope}
      onChange={(key) => {
        setScope(key as ApprovalQueueScope);
        setPage(0);
      }}
      tabBarExtraContent={
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>
          {t('approvals.refresh')}
        </Button>
      }
      items={scopes.map((s) => ({
        key: s,
        label: t(`approvals.${s}`),
        children: (
          <Table<ApprovalQueueRow>
            data-testid={`approval-queue-${s}`}
            rowKey="reportId"
            size="middle"
            loading={loading}
            columns={columns}
            dataSource={s === scope ? rows : []}
            locale={{ emptyText: t('approvals.empty') }}
            onRow={(r) => ({ onDoubleClick: () => open(r) })}
            pagination={{ current: page + 1, pageSize: PAGE_SIZE, total, showSizeChanger: false, onChange: (p) => setPage(p - 1) }}
          />
        ),
      }))}
    />
  );
}
