import { Button, Checkbox, Popover } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import type { ResourceField } from '@ohit/contracts';
import { t } from '../i18n';

/** The column chooser: which of the offered columns the table shows. */
export function ColumnChooser({ offered, visible, onChange }: { offered: ResourceField[]; visible: string[]; onChange: (names: string[]) => void }) {
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('resourceList.columns')}
      content={
        <Checkbox.Group value={visible} onChange={(v) => onChange(v as string[])} style={{ display: 'flex', flexDirection: 'column', maxHeight: 360, overflow: 'auto' }} data-testid="column-chooser">
          {offered.map((f) => (
            <Checkbox key={f.name} value={f.name}>{f.label}</Checkbox>
          ))}
        </Checkbox.Group>
      }
    >
      <Button icon={<SettingOutlined />} aria-label={t('resourceList.columns')} />
    </Popover>
  );
}
