import { useMemo, type HTMLAttributes } from 'react';
import { Card, Empty, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import type { HistoryEntry, ResourceDeclaration, ResourceRow } from '@ohit/contracts';
import { useFieldOptions } from '../../resources/field-inputs';
import { historyDeclaration, shownChanges } from '../../resources/detail/history-text';
import { amendmentsOf } from './record-logic';
import { RECORD_TEXT as T } from './record-text';

/**
 * 修改记录 (not printed): every change after the first submission — old → new by field with
 * who, when and the reason — the returns that reopened the record and the resubmissions that
 * recomputed it; the original value is never lost (ISO/IEC 17025 7.5.2).
 */
export function AmendmentLog({ decl, batch, history }: { decl: ResourceDeclaration; batch: ResourceRow; history: HistoryEntry[] }) {
  const meaning = useMemo(() => historyDeclaration(decl), [decl]);
  const optionsOf = useFieldOptions(meaning);
  const rows = useMemo(() => amendmentsOf(history), [history]);
  return (
    <Card size="small" title={T.amendments} className="lab-record-no-print" data-testid="record-amendments">
      <Typography.Paragraph type="secondary">{T.amendmentsHint}</Typography.Paragraph>
      {rows.length === 0 ? (
        <Empty description={T.noAmendments} />
      ) : (
        <Table<HistoryEntry>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={rows}
          onRow={() => ({ 'data-testid': 'record-amendment' }) as HTMLAttributes<HTMLElement>}
          columns={[
            { title: T.when, dataIndex: 'occurredAt', width: 160, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss') },
            { title: T.who, dataIndex: 'actorName', width: 100, render: (v: string | null) => v ?? T.system },
            { title: T.what, dataIndex: 'action', width: 120 },
            {
              title: T.change,
              key: 'changes',
              render: (_: unknown, e: HistoryEntry) => (
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {e.transition && (
                    <li>
                      {T.stateChange}：{e.transition.fromLabel} → {e.transition.toLabel}
                    </li>
                  )}
                  {shownChanges(meaning, e.type, e.changes, optionsOf, batch).map((c) => (
                    <li key={c.key} data-testid="record-amendment-change">
                      {c.label}：{c.from} → {c.to}
                    </li>
                  ))}
                </ul>
              ),
            },
            { title: T.reason, dataIndex: 'reason', width: 200, render: (v: string | null) => <span data-testid="record-amendment-reason">{v ?? ''}</span> },
          ]}
        />
      )}
    </Card>
  );
}
