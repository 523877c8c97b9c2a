import { Button, Space, Tooltip } from 'antd';
import { EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { t } from '../../i18n';
import type { DetailAction } from './detail-actions';

export interface ActionBarProps {
  actions: DetailAction[];
  onRun: (action: DetailAction) => void;
  /** Shown when the user may edit the row. */
  onEdit?: () => void;
  onRefresh: () => void;
}

/**
 * The detail page's buttons: the row's transitions and commands (already narrowed to the user's
 * permissions), each disabled with the machine's refusal as its tooltip when it cannot happen
 * now; then 编辑 and 刷新.
 */
export function ActionBar({ actions, onRun, onEdit, onRefresh }: ActionBarProps) {
  return (
    <Space wrap data-testid="detail-actions">
      {actions.map((a) => {
        const button = (
          <Button
            key={`${a.kind}:${a.name}`}
            type={a.kind === 'transition' && a.reason !== 'required' ? 'primary' : 'default'}
            disabled={a.refusal !== null}
            onClick={() => onRun(a)}
            data-testid="detail-action"
            data-action={a.name}
          >
            {a.label}
          </Button>
        );
        return a.refusal ? (
          // a disabled button gets no pointer events: its wrapper shows the reason
          <Tooltip key={`${a.kind}:${a.name}`} title={a.refusal}>
            <span style={{ display: 'inline-block', cursor: 'not-allowed' }} data-testid="detail-action-refused">
              {button}
            </span>
          </Tooltip>
        ) : (
          button
        );
      })}
      {onEdit && (
        <Button icon={<EditOutlined />} onClick={onEdit} data-testid="detail-edit">
          {t('resourceDetail.edit')}
        </Button>
      )}
      <Button icon={<ReloadOutlined />} onClick={onRefresh} data-testid="detail-refresh">
        {t('resourceDetail.refresh')}
      </Button>
    </Space>
  );
}
