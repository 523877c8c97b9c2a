import {
  AppstoreOutlined,
  BankOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  LinkOutlined,
  MenuOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Server icon names (meta.icon) → antd icons; unknown names get a neutral icon. */
const icons: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  index: <DashboardOutlined />,
  system: <SettingOutlined />,
  user: <UserOutlined />,
  peoples: <TeamOutlined />,
  role: <SafetyCertificateOutlined />,
  menu: <MenuOutlined />,
  tree: <BankOutlined />,
  dept: <BankOutlined />,
  lab: <ExperimentOutlined />,
  documentation: <FileTextOutlined />,
  link: <LinkOutlined />,
};

export function menuIcon(name: string | null | undefined): ReactNode {
  return (name && icons[name]) || <AppstoreOutlined />;
}
