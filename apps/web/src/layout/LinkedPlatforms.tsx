import type { ReactNode } from 'react';
import { Button, Dropdown, Space, Tooltip, type MenuProps } from 'antd';
import { AppstoreOutlined, AuditOutlined, MedicineBoxOutlined, RadarChartOutlined, ToolOutlined } from '@ant-design/icons';
import { t } from '../i18n';
import type { NavbarLink } from './linked-platforms';

const linkIcons: Record<NavbarLink['key'], ReactNode> = {
  medical: <MedicineBoxOutlined />,
  radiation: <RadarChartOutlined />,
  report: <AuditOutlined />,
  toolbox: <ToolOutlined />,
};

const openLink = (link: NavbarLink) => link.href && window.open(link.href, '_blank', 'noopener,noreferrer');

/** The four linked-platform buttons; unconfigured ones are disabled (report disclosure never is). */
export function PlatformButtons({ links }: { links: NavbarLink[] }) {
  return (
    <Space size={4} data-testid="platform-buttons">
      {links.map((link) => {
        const button = (
          <Button key={link.key} size="small" data-testid={`platform-${link.key}`} icon={linkIcons[link.key]} disabled={!link.href} onClick={() => openLink(link)}>
            {link.label}
          </Button>
        );
        return !link.href ? (
          <Tooltip key={link.key} title={t('layout.platformNotConfigured', { name: link.label })}>
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
    </Space>
  );
}

/** The same four links folded into one menu, for a phone's narrow navbar. */
export function PlatformMenu({ links }: { links: NavbarLink[] }) {
  const items: MenuProps['items'] = links.map((link) => ({
    key: link.key,
    icon: linkIcons[link.key],
    disabled: !link.href,
    label: (
      <span data-testid={`platform-${link.key}`} title={link.href ? undefined : t('layout.platformNotConfigured', { name: link.label })}>
        {link.label}
      </span>
    ),
  }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          const link = links.find((l) => l.key === key);
          if (link) openLink(link);
        },
      }}
    >
      <Button type="text" icon={<AppstoreOutlined />} aria-label={t('layout.otherPlatforms')} data-testid="platform-menu" />
    </Dropdown>
  );
}

/** Below the mobile breakpoint the buttons fold into one menu so the navbar fits a phone. */
export function LinkedPlatforms({ links, mobile }: { links: NavbarLink[]; mobile: boolean }) {
  return mobile ? <PlatformMenu links={links} /> : <PlatformButtons links={links} />;
}
