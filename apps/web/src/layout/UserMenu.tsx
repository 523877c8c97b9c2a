import { App, Avatar, Dropdown, Space, type MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { t } from '../i18n';
import { useSession } from '../session/session-store';
import { logoutAndReload, logoutConfirm } from './logout';

export function UserMenu() {
  const { user } = useSession();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const name = user?.nickName || user?.userName || user?.username || '';

  const items: MenuProps['items'] = [
    { key: 'center', icon: <UserOutlined />, label: t('shell.personalCenter') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'center') navigate('/user/center');
    if (key === 'logout') {
      modal.confirm({ ...logoutConfirm, onOk: () => logoutAndReload() });
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <a onClick={(e) => e.preventDefault()} data-testid="user-menu" style={{ cursor: 'pointer', color: 'inherit' }}>
        <Space>
          <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
          <span>{name}</span>
          <DownOutlined />
        </Space>
      </a>
    </Dropdown>
  );
}
