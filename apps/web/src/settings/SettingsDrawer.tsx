import { Button, ColorPicker, Divider, Drawer, Switch } from 'antd';
import { LAYOUT_DEFAULTS, THEME_COLOR_DEFAULT, type LayoutSettings } from '@ohit/domain';
import { t } from '../i18n';
import { uiSettings, useUiSettings } from './settings-store';

const PRESETS = ['#007873', '#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'];

const switches: { key: keyof LayoutSettings; label: string }[] = [
  { key: 'tagsView', label: 'layout.tagsView' },
  { key: 'fixedHeader', label: 'layout.fixedHeader' },
  { key: 'sidebarLogo', label: 'layout.sidebarLogo' },
  { key: 'uniqueOpened', label: 'layout.uniqueOpened' },
];

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '10px 0' }}>
      <span>{label}</span>
      {children}
    </div>
  );
}

/** System layout settings (spec §2): each change is saved and applied at once. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const s = useUiSettings();
  return (
    <Drawer open={open} onClose={onClose} title={t('layout.settings')} width={280} data-testid="settings-drawer">
      <Row label={t('layout.themeColor')}>
        <ColorPicker
          value={s.themeColor}
          disabledAlpha
          presets={[{ label: t('layout.themeColor'), colors: PRESETS }]}
          onChangeComplete={(color) => uiSettings.set({ themeColor: color.toHexString().slice(0, 7) })}
          data-testid="theme-color"
        />
      </Row>
      <Divider style={{ margin: '8px 0' }} />
      {switches.map(({ key, label }) => (
        <Row key={key} label={t(label)}>
          <Switch checked={s[key]} data-testid={`setting-${key}`} onChange={(v) => uiSettings.set({ [key]: v })} />
        </Row>
      ))}
      <Divider style={{ margin: '8px 0' }} />
      <Button block onClick={() => uiSettings.set({ ...LAYOUT_DEFAULTS, themeColor: THEME_COLOR_DEFAULT })}>
        {t('layout.resetSettings')}
      </Button>
    </Drawer>
  );
}
