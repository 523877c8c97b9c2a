import { useState, type ReactNode } from 'react';
import { Popconfirm } from 'antd';
import type { ResourceRow } from '@ohit/contracts';
import { t } from '../i18n';
import type { RowActionClasses } from './row-action-button';
import type { RowAction, RowActionKey } from './row-actions';
import './row-actions.css';

const LABELS: Record<RowActionKey, string> = {
  reset: 'resourceList.resetRow',
  cancelRelation: 'resourceList.cancelRelation',
  relation: 'resourceList.relation',
  edit: 'resourceList.edit',
  copy: 'resourceList.copy',
  del: 'resourceList.delete',
};

/** Width of the 'operation' column for this many buttons (and a slot for extras). */
export function operationWidth(actions: number, extras: boolean): number {
  return Math.max(90, actions * 34 + (extras ? 40 : 0) + 16);
}

const rowStyle = { position: 'relative', display: 'inline-flex', alignItems: 'center', gap: 4 } as const;

/** The action asking for confirmation, and where its button sits (the popover points there). */
interface Asking {
  action: RowAction;
  box: { left: number; top: number; width: number; height: number };
}

export interface RowActionsProps {
  row: ResourceRow;
  actions: RowAction[];
  onRun: (key: RowActionKey, row: ResourceRow) => Promise<void>;
  classes: RowActionClasses;
  extras?: ReactNode;
}

/**
 * The row menu 'operation' of spec §2: one button per permitted action, in the spec's order,
 * named by its label (shown on hover); those with a prompt ask it in a popover first (the
 * spec's exact wording). Light by design — a list shows 60 rows or more: one plain element per
 * button, styled as antd's (icon painted by row-actions.css), and the popover created only for
 * the button that asks.
 */
export function RowActions({ row, actions, onRun, classes, extras }: RowActionsProps) {
  const [asking, setAsking] = useState<Asking | null>(null);
  return (
    <div style={rowStyle} onClick={(e) => e.stopPropagation()} data-testid="row-operation">
      {actions.map((a) => {
        const label = t(LABELS[a.key]);
        return (
          <button
            key={a.key}
            type="button"
            className={`${classes[a.key]} ohit-row-action ohit-row-action-${a.key}`}
            aria-label={label}
            title={label}
            data-action={a.key}
            onClick={(e) => {
              if (!a.confirm) return void onRun(a.key, row);
              const b = e.currentTarget;
              setAsking({ action: a, box: { left: b.offsetLeft, top: b.offsetTop, width: b.offsetWidth, height: b.offsetHeight } });
            }}
          />
        );
      })}
      {asking && (
        <Popconfirm
          open
          title={asking.action.confirm}
          okText={t('resourceList.ok')}
          cancelText={t('resourceList.cancel')}
          onOpenChange={(open) => !open && setAsking(null)}
          onConfirm={() => onRun(asking.action.key, row).catch(() => undefined)}
          onCancel={() => setAsking(null)}
        >
          <span style={{ position: 'absolute', pointerEvents: 'none', ...asking.box }} />
        </Popconfirm>
      )}
      {extras}
    </div>
  );
}
