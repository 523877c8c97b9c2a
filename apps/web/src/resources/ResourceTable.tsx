import { Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { ResourceRow } from '@ohit/contracts';
import { PAGE_SIZE_OPTIONS } from '@ohit/domain';
import { t } from '../i18n';
import { RowCheckbox, useCheckboxClasses } from './RowCheckbox';
import type { ResourceListState } from './use-resource-list';

/**
 * The loading veil shows only for answers slower than this: a usual answer (~30 ms) swaps the
 * rows without a flash, and without re-styling and repainting the whole table twice.
 */
const SPINNER_DELAY_MS = 200;

export interface ResourceTableProps {
  list: ResourceListState;
  columns: TableColumnsType<ResourceRow>;
  /** Row checkboxes (export of the selection, status change), or none. */
  selection: { keys: number[]; onChange: (keys: number[]) => void } | null;
  onRowClick?: (row: ResourceRow) => void;
  selectedRowId?: number | null;
}

/** The table with the spec §9 pager (sizes 10…5000, default 60; total, prev, pager, next, sizes) and server-side sort. */
export function ResourceTable({ list, columns, selection, onRowClick, selectedRowId }: ResourceTableProps) {
  const checkbox = useCheckboxClasses();
  const pagination: TablePaginationConfig = {
    current: list.current,
    pageSize: list.pageSize,
    total: list.total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showTotal: (count) => t('common.total', { total: count }),
    position: ['bottomRight'],
  };
  return (
    <Table<ResourceRow>
      rowKey="id"
      size="small"
      loading={{ spinning: list.loading, delay: SPINNER_DELAY_MS }}
      dataSource={list.rows}
      columns={columns}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      rowSelection={
        selection
          ? {
              selectedRowKeys: selection.keys,
              onChange: (keys) => selection.onChange(keys as number[]),
              checkStrictly: true,
              // light boxes for the rows; the header's select-all stays antd's
              renderCell: (checked, row) => (
                <RowCheckbox
                  checked={checked}
                  classes={checkbox}
                  onChange={(on) => selection.onChange(on ? [...selection.keys, row.id] : selection.keys.filter((k) => k !== row.id))}
                />
              ),
            }
          : undefined
      }
      onRow={(row) => ({ onClick: () => onRowClick?.(row) })}
      rowClassName={(row) => (selectedRowId !== undefined && row.id === selectedRowId ? 'ant-table-row-selected' : '')}
      onChange={(p, _filters, sorter, extra) => {
        if (extra.action === 'sort') {
          const next = (Array.isArray(sorter) ? sorter : [sorter])
            .filter((s) => s.order && s.columnKey)
            .map((s) => `${String(s.columnKey)},${s.order === 'descend' ? 'desc' : 'asc'}`);
          list.setSort(next);
          return;
        }
        if (p.pageSize && p.pageSize !== list.pageSize) list.setPageSize(p.pageSize);
        else if (p.current) list.setCurrent(p.current);
      }}
    />
  );
}
