import { useState } from 'react';
import { App, Avatar, Dropdown, Modal, QRCode, Space, Typography, type MenuProps } from 'antd';
import { DownloadOutlined, DownOutlined, LogoutOutlined, QuestionCircleOutlined, UserOutlined } from '@ant-design/icons';
import { DIALOG_WIDTHS } from '@ohit/domain';
import { useNavigate } from 'react-router';
import { t } from '../i18n';
import { useUserImage } from '../pages/user-center/user-image';
import { useSession } from '../session/session-store';
import { latestApkUrl } from './app-download';
import { logoutAndReload, logoutConfirm } from './logout';

export function UserMenu() {
  const { user } = useSession();
  const avatar = useUserImage(user?.id, 'avatar', user?.avatar);
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const [apkUrl, setApkUrl] = useState<string | null>(null);
  const name = user?.nickName || user?.userName || user?.username || '';

  const items: MenuProps['items'] = [
    { key: 'center', icon: <UserOutlined />, label: t('shell.personalCenter') },
    { key: 'app', icon: <DownloadOutlined />, label: t('layout.appDownload') },
    { key: 'help', icon: <QuestionCircleOutlined />, label: t('layout.help') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'center') navigate('/user/center');
    if (key === 'app') {
      void latestApkUrl().then((url) => (url ? setApkUrl(url) : void message.warning(t('layout.noApp'))));
    }
    // the help documents page; it says '暂未提供帮助文档' when there are none
    if (key === 'help') navigate('/helper');
    if (key === 'logout') {
      modal.confirm({ ...logoutConfirm, onOk: () => logoutAndReload() });
    }
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <a onClick={(e) => e.preventDefault()} data-testid="user-menu" style={{ cursor: 'pointer', color: 'inherit', whiteSpace: 'nowrap' }}>
          <Space>
            <Avatar size="small" src={avatar} icon={<UserOutlined />} />
            <span>{name}</span>
            <DownOutlined />
          </Space>
        </a>
      </Dropdown>
      <Modal open={!!apkUrl} title={t('layout.appDownloadTitle')} width={DIALOG_WIDTHS.small} footer={null} onCancel={() => setApkUrl(null)}>
        {apkUrl && (
          <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }} data-testid="app-download">
            <QRCode value={apkUrl} size={180} />
            <Typography.Text type="secondary">{t('layout.qrCodeApp')}</Typography.Text>
            <a href={apkUrl} download>
              <DownloadOutlined /> {t('layout.appDownloadLink')}
            </a>
          </div>
        )}
      </Modal>
    </>
  );
}
