import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spin } from 'antd';
import { t } from '../i18n';
import { loadSession } from '../session/load-session';
import { session, useSession } from '../session/session-store';
import { decideRoute } from './guard';

export function FullPageSpin() {
  return (
    <div style={{ display: 'flex', minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" tip={t('app.loading')}>
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </div>
  );
}

/** Applies decideRoute() to every navigation (spec §2, §4). */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { token, roles, loadMenus } = useSession();
  const decision = decideRoute({ pathname, search, hasToken: !!token, rolesLoaded: roles.length > 0 });

  useEffect(() => {
    if (decision.kind === 'load') void loadSession();
  }, [decision.kind]);

  useEffect(() => {
    // after menus have loaded, the flag is cleared after the first navigation
    if (decision.kind === 'allow' && loadMenus && roles.length > 0) session.clearLoadMenus();
  }, [decision.kind, loadMenus, roles.length, pathname]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load') return <FullPageSpin />;
  return <>{children}</>;
}
