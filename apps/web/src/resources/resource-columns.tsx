import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { FieldOption, ResourceDeclaration, ResourceField, ResourceRow } from '@ohit/contracts';
import { t } from '../i18n';
import { cellText, shownValue } from './field-inputs';

export type CellRenderers = Record<string, (value: unknown, row: ResourceRow, reload: () => void) => ReactNode>;

export interface ColumnsInput {
  decl: ResourceDeclaration;
  offered: ResourceField[];
  visible: string[];
  sort: string[];
  optionsOf: (field: ResourceField) => FieldOption[];
  cellRenderers?: CellRenderers;
  reload: () => void;
  /** Where a row's detail link leads (null: no link). */
  detailOf: (row: ResourceRow) => string | null;
  onDetail: (to: string) => void;
  /** Colour of the detail link (the theme's link colour). */
  linkColor: string;
  extraColumns?: TableColumnsType<ResourceRow>;
  /** The 'operation' column, when the user has any row action. */
  operation?: { width: number; render: (row: ResourceRow) => ReactNode };
}

function sortOrderOf(sort: readonly string[], name: string): 'ascend' | 'descend' | null {
  const hit = sort.find((s) => s.split(',')[0] === name);
  if (!hit) return null;
  return hit.split(',')[1] === 'desc' ? 'descend' : 'ascend';
}

/** The field that carries the row-detail link: the first shown non-numeric column. */
export function detailFieldOf(decl: ResourceDeclaration, offered: ResourceField[]): ResourceField | undefined {
  return decl.detailRoute ? offered.find((f) => !f.hidden && f.type !== 'integer') : undefined;
}

/**
 * Table columns: the visible declared fields (dictionary labels, reference and user labels,
 * sortable when declared, the detail link on the first text column), the screen's extra
 * columns, then 'operation'.
 */
export function resourceColumns(c: ColumnsInput): TableColumnsType<ResourceRow> {
  const detailField = detailFieldOf(c.decl, c.offered);
  const columns: TableColumnsType<ResourceRow> = [
    ...c.offered
      .filter((f) => c.visible.includes(f.name))
      .map((f) => ({
        key: f.name,
        dataIndex: f.name,
        title: f.label,
        width: f.width,
        ellipsis: f.type === 'text',
        sorter: f.sortable ? true : undefined,
        sortOrder: f.sortable ? sortOrderOf(c.sort, f.name) : undefined,
        render: (value: unknown, row: ResourceRow) => {
          const custom = c.cellRenderers?.[f.name];
          if (custom) return custom(value, row, c.reload);
          const text = cellText(f, shownValue(f, row), c.optionsOf(f));
          const to = detailField && f.name === detailField.name ? c.detailOf(row) : null;
          if (!to) return text;
          // a plain link (one per row): middle-click opens a tab, a click navigates in the app
          return (
            <a
              href={to}
              data-testid="row-detail"
              style={{ color: c.linkColor }}
              onClick={(e) => {
                e.stopPropagation();
                if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
                e.preventDefault();
                c.onDetail(to);
              }}
            >
              {text}
            </a>
          );
        },
      })),
    ...(c.extraColumns ?? []),
  ];
  if (c.operation) {
    const { width, render } = c.operation;
    columns.push({ key: 'operation', title: t('resourceList.operation'), fixed: 'right', width, render: (_: unknown, row: ResourceRow) => render(row) });
  }
  return columns;
}
