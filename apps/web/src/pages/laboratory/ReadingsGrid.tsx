import { memo } from 'react';
import { Input, Table, type TableColumnsType } from 'antd';
import type { ResourceRow } from '@ohit/contracts';
import type { LabFamilyDefinition, LabReadingKey } from '@ohit/domain';
import { t } from '../../i18n';
import { itemLabel, type ItemDrafts } from './batch-input';
import { isDecimalText, plainDecimal, readingColumns } from './lab-family';

export interface ReadingsGridProps {
  family: LabFamilyDefinition;
  /** The items of the grid (samples, or QC samples), stored. */
  rows: ResourceRow[];
  drafts: ItemDrafts;
  editable: boolean;
  onChange: (itemId: number, key: LabReadingKey, value: string) => void;
  /** Columns before the readings (the code, a QC sample's kind and pair). */
  leading: TableColumnsType<ResourceRow>;
  /** Columns after the readings (a live result, row actions). */
  trailing?: TableColumnsType<ResourceRow>;
  loading?: boolean;
  testId: string;
}

/** One reading cell: the typed text, else the stored value; red while it is not a number. */
const ReadingCell = memo(function ReadingCell({ item, readingKey, label, value, editable, onChange }: {
  item: ResourceRow;
  readingKey: LabReadingKey;
  label: string;
  value: string;
  editable: boolean;
  onChange: (itemId: number, key: LabReadingKey, value: string) => void;
}) {
  if (!editable) return <span data-testid={`reading-${readingKey}`}>{value}</span>;
  return (
    <Input
      size="small"
      inputMode="decimal"
      value={value}
      status={isDecimalText(value) ? undefined : 'error'}
      aria-label={`${itemLabel(item)} ${label}`}
      data-testid={`reading-${readingKey}`}
      onChange={(e) => onChange(item.id, readingKey, e.target.value)}
    />
  );
});

/**
 * The analyst's entry grid: one row per item, one column per reading the family asks for — only
 * those, in the family's order, titled as LAB_READINGS names them with the family's unit. Values
 * are decimal text as typed (never a float); an optional reading may stay empty.
 */
export function ReadingsGrid({ family, rows, drafts, editable, onChange, leading, trailing = [], loading, testId }: ReadingsGridProps) {
  const readings: TableColumnsType<ResourceRow> = readingColumns(family).map((c) => ({
    key: c.key,
    title: (
      <span data-testid="reading-column" data-reading={c.key} title={c.optional ? t('laboratory.optionalReading') : undefined}>
        {c.title}
        {c.optional ? '' : ' *'}
      </span>
    ),
    width: 130,
    render: (_: unknown, item: ResourceRow) => (
      <ReadingCell item={item} readingKey={c.key} label={c.label} value={drafts[item.id]?.[c.key] ?? plainDecimal(item[c.key])} editable={editable} onChange={onChange} />
    ),
  }));
  return (
    <Table<ResourceRow>
      rowKey="id"
      size="small"
      loading={loading}
      columns={[...leading, ...readings, ...trailing]}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('laboratory.noItems') }}
      data-testid={testId}
    />
  );
}
