import { Descriptions, Skeleton } from 'antd';
import type { ResourceDeclaration, ResourceRow } from '@ohit/contracts';
import { cellText, shownValue, useFieldOptions } from './field-inputs';
import { columnFields } from './list-fields';

/** The fields a detail view shows: the list's columns (hidden ones too) except the row id. */
export function detailFields(decl: ResourceDeclaration) {
  return columnFields(decl).filter((f) => f.name !== 'id');
}

/**
 * A row as antd Descriptions driven by its declaration: every declared field (and the system
 * timestamps) with its Chinese label, dictionary values and references as their labels, dates formatted.
 */
export function ResourceDescriptions({ decl, row, loading }: { decl: ResourceDeclaration; row: ResourceRow | null; loading?: boolean }) {
  const optionsOf = useFieldOptions(decl);
  if (loading && !row) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2, lg: 3 }}
      data-testid={`resource-descriptions-${decl.name}`}
      items={detailFields(decl).map((f) => ({
        key: f.name,
        label: f.label,
        span: f.type === 'text' ? ('filled' as const) : undefined,
        children: row ? cellText(f, shownValue(f, row), optionsOf(f)) : '',
      }))}
    />
  );
}
