import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCNLocale from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { i18nProvider } from './i18n';
import { accessControlProvider } from './providers/access-control';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { notificationProvider } from './providers/notification-provider';
import { AppRoutes } from './router/AppRoutes';
import { registerUi } from './ui/bridge';

dayjs.locale('zh-cn');

/** Gives the HTTP layer and providers antd feedback and the router's navigate. */
function UiBridgeRegistrar() {
  const { message, notification } = AntdApp.useApp();
  const navigate = useNavigate();
  useEffect(
    () =>
      registerUi({
        error: (text, duration) => notification.error({ message: '错误', description: text, duration: duration ?? 5 }),
        warning: (text, duration) => message.warning(text, duration ?? 2.5),
        success: (text, duration) => message.success(text, duration ?? 2.5),
        navigate: (to) => navigate(to),
      }),
    [message, notification, navigate],
  );
  return null;
}

export const resources = [
  { name: 'users', list: '/system/user', meta: { label: '用户管理' } },
  { name: 'roles', list: '/system/role', meta: { label: '角色管理' } },
  { name: 'menus', list: '/system/menu', meta: { label: '菜单管理' } },
  { name: 'organization', list: '/system/organization', meta: { label: '机构管理' } },
];

export default function App() {
  return (
    <ConfigProvider locale={zhCNLocale} componentSize="small" theme={{ token: { colorPrimary: '#007873' } }}>
      <AntdApp>
        <BrowserRouter>
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            notificationProvider={notificationProvider}
            i18nProvider={i18nProvider}
            resources={resources}
            options={{ disableTelemetry: true, syncWithLocation: false, warnWhenUnsavedChanges: false, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } } } }}
          >
            <UiBridgeRegistrar />
            <AppRoutes />
          </Refine>
        </BrowserRouter>
      </AntdApp>
    </ConfigProvider>
  );
}
