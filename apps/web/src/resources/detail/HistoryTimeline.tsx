import { useMemo, useState } from 'react';
import { Empty, Pagination, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useCustom } from '@refinedev/core';
import { keepPreviousData } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { HistoryEntry, ResourceDeclaration } from '@ohit/contracts';
import { t } from '../../i18n';
import { useFieldOptions } from '../field-inputs';
import { detailApi, type HistoryPage } from './detail-api';
import { historyDeclaration, shownChanges } from './history-text';

export const HISTORY_PAGE_SIZE = 20;

export interface HistoryTimelineProps {
  decl: ResourceDeclaration;
  id: number;
  /** Changes whenever the row may have a newer history (its version, an action done here). */
  revision: string;
  /** The row as it is now: names an id recorded without its label. */
  row?: Record<string, unknown> | null;
}

/**
 * 历史记录: a row's timeline (ISO/IEC 17025 7.5 audit trail), newest first, 20 a page — who,
 * when, what (新增, 编辑, the machine's event…), the states from → to, each changed field old →
 * new with its label and dictionary labels, and the reason.
 */
export function HistoryTimeline({ decl, id, revision, row }: HistoryTimelineProps) {
  const [page, setPage] = useState(1);
  const meaning = useMemo(() => historyDeclaration(decl), [decl]);
  const optionsOf = useFieldOptions(meaning);
  const { query, result } = useCustom<HistoryPage & Record<string, unknown>>({
    url: detailApi.historyPath(decl, id),
    method: 'get',
    config: { query: { page: page - 1, size: HISTORY_PAGE_SIZE } },
    queryOptions: {
      // a new revision is a new query: the timeline follows the row without asking twice on mount
      queryKey: ['history', decl.name, id, page, revision],
      placeholderData: keepPreviousData,
    },
  });
  const entries = (result.data?.content ?? []) as HistoryEntry[];
  const total = Number(result.data?.totalElements ?? 0);

  if (query.isLoading) return <Spin />;
  if (entries.length === 0) return <Empty description={t('resourceDetail.historyEmpty')} />;
  return (
    <div data-testid="history">
      <Timeline
        items={entries.map((e) => ({
          key: e.id,
          color: e.transition ? 'blue' : 'gray',
          children: <Entry entry={e} decl={meaning} optionsOf={optionsOf} row={row} />,
        }))}
      />
      <Pagination size="small" current={page} pageSize={HISTORY_PAGE_SIZE} total={total} onChange={setPage} hideOnSinglePage showTotal={(n) => t('resourceDetail.total', { total: n })} />
    </div>
  );
}

function Entry({ entry, decl, optionsOf, row }: { entry: HistoryEntry; decl: ResourceDeclaration; optionsOf: ReturnType<typeof useFieldOptions>; row?: Record<string, unknown> | null }) {
  return (
    <div data-testid="history-entry" data-type={entry.type}>
      <Space size={8} wrap>
        <Typography.Text strong data-testid="history-action">
          {entry.action}
        </Typography.Text>
        {entry.transition && (
          <span data-testid="history-transition">
            <Tag>{entry.transition.fromLabel}</Tag>→ <Tag color="blue">{entry.transition.toLabel}</Tag>
          </span>
        )}
        <Typography.Text type="secondary">
          {entry.actorName ?? t('resourceDetail.system')} · {dayjs(entry.occurredAt).format('YYYY-MM-DD HH:mm:ss')}
        </Typography.Text>
      </Space>
      {entry.changes.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
          {shownChanges(decl, entry.type, entry.changes, optionsOf, row).map((c) => (
            <li key={c.key} data-testid="history-change">
              {c.label}：{c.from} → {c.to}
            </li>
          ))}
        </ul>
      )}
      {entry.reason && <Typography.Paragraph style={{ margin: '4px 0 0' }}>{t('resourceDetail.reasonOf', { reason: entry.reason })}</Typography.Paragraph>}
    </div>
  );
}
