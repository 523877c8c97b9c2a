import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import { zhCNLocale } from './i18n/antd-locale';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { THEME_COLOR_DEFAULT } from '@ohit/domain';
import { AppRoutes } from './router/AppRoutes';
import { registerUi } from './ui/bridge';
import { t } from './i18n';

dayjs.locale('zh-cn');

/** Gives the HTTP layer and providers antd feedback and the router's navigate. */
function UiBridgeRegistrar() {
  const { message, notification } = AntdApp.useApp();
  const navigate = useNavigate();
  useEffect(
    () =>
      registerUi({
        error: (text, duration) => notification.error({ message: t('common.error'), description: text, duration: duration ?? 5 }),
        warning: (text, duration) => message.warning(text, duration ?? 2.5),
        success: (text, duration) => message.success(text, duration ?? 2.5),
        navigate: (to) => navigate(to),
      }),
    [message, notification, navigate],
  );
  return null;
}

export default function App() {
  return (
    <ConfigProvider locale={zhCNLocale} componentSize="small" theme={{ token: { colorPrimary: THEME_COLOR_DEFAULT } }}>
      <AntdApp>
        <BrowserRouter>
          <UiBridgeRegistrar />
          <AppRoutes />
        </BrowserRouter>
      </AntdApp>
    </ConfigProvider>
  );
}
