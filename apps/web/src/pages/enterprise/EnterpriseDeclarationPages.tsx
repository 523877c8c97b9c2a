import { useMemo } from 'react';
import { Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { DECLARATION_OPEN_STATES, ENTERPRISE_DECLARATION } from '@ohit/contracts';
import { DECLARATION_DUE_STATUS_LABELS, declarationDueStatus } from '@ohit/domain';
import { readDetailId } from '../../resources/detail/detail-id';
import { ResourceDetailPage } from '../../resources/detail/ResourceDetailPage';
import type { CellRenderers } from '../../resources/resource-columns';
import { ResourceList } from '../../resources/ResourceList';

const DUE_COLORS: Record<string, string> = { overdue: 'red', dueSoon: 'orange', onTime: 'default' };

/** Today in the browser's zone ('YYYY-MM-DD'). */
export function todayText(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A due date with 已逾期 / 即将到期 beside it while the declaration is still to be filed. */
export function DueDate({ value, state }: { value: unknown; state: unknown }) {
  if (!value) return null;
  const due = DECLARATION_OPEN_STATES.includes(String(state)) ? declarationDueStatus(String(value), todayText()) : null;
  return (
    <span>
      {String(value)}
      {due && due.status !== 'onTime' ? (
        <Tag color={DUE_COLORS[due.status]} style={{ marginLeft: 6 }} data-testid="declaration-due">
          {DECLARATION_DUE_STATUS_LABELS[due.status]}
        </Tag>
      ) : null}
    </span>
  );
}

/**
 * 企业申报 (/dataGovernance/enterpriseDeclaration/index): the employer's declarations (an enterprise user
 * sees its own employer's, an organisation its clients'), with the change declarations' due dates
 * flagged 已逾期 / 即将到期; 新增 starts from the employer's facts and latest survey.
 */
export default function EnterpriseDeclarationList() {
  const cellRenderers = useMemo<CellRenderers>(() => ({ dueDate: (value, row) => <DueDate value={value} state={row.state} /> }), []);
  return <ResourceList declaration={ENTERPRISE_DECLARATION} cellRenderers={cellRenderers} />;
}

/** /dataGovernance/enterpriseDeclaration/declarationShow → pageDeclaration: one declaration, its hazard table, attachments, history and actions. */
export function EnterpriseDeclarationPage() {
  const [search] = useSearchParams();
  return <ResourceDetailPage decl={ENTERPRISE_DECLARATION} id={readDetailId(search, 'id')} titleFields={['code', 'employerName']} />;
}
