import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { settings } from '../config/settings';
import { t } from '../i18n';
import { useSession } from '../session/session-store';
import { flattenMenuRoutes, type MenuRouteEntry } from './menu-tree';
import { FullPageSpin, RouteGuard } from './RouteGuard';
import { Titled } from './Titled';
import { normaliseViewKey, resolveView } from './view-registry';
import { PageBoundary } from './PageBoundary';
import { fixedShellEntries, RolesRoute } from './fixed-routes';

const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const Shell = lazy(() => import('../layout/Shell'));
const DashboardPage = lazy(() => import('../pages/dashboard/DashboardPage'));
const UserCenter = lazy(() => import('../pages/user-center/UserCenter'));
const NoPermission = lazy(() => import('../pages/errors/NoPermission'));
const NotFound = lazy(() => import('../pages/errors/NotFound'));
const RedirectPage = lazy(() => import('../pages/redirect/RedirectPage'));
const PublicPlaceholder = lazy(() => import('../pages/public/PublicPlaceholder'));
const UnderConstruction = lazy(() => import('../pages/UnderConstruction'));
const NoticePage = lazy(() => import('../pages/notice/NoticePage'));
const PrivacyPage = lazy(() => import('../pages/privacy/PrivacyPage'));
const HelperPage = lazy(() => import('../pages/helper/HelperPage'));
const IndustryNewsPage = lazy(() => import('../pages/public/news/IndustryNewsPage'));
const IndustryNewsDetailsPage = lazy(() => import('../pages/public/news/IndustryNewsDetailsPage'));
const OrgReportFormulaPage = lazy(() => import('../pages/public/disclosure/OrgReportFormulaPage'));
const OrgReportFormulaDetailsPage = lazy(() => import('../pages/public/disclosure/OrgReportFormulaDetailsPage'));
const TechnicalServiceSignPage = lazy(() => import('../pages/public/signing/TechnicalServiceSignPage'));
const UnitSignaturePage = lazy(() => import('../pages/public/signing/UnitSignaturePage'));
const ReportVerifyPage = lazy(() => import('../pages/public/signing/ReportVerifyPage'));

/** Built public pages (no token), by path, with their Chinese titles (spec §2). */
export const PUBLIC_PAGES: { path: string; titleKey: string; Page: ComponentType }[] = [
  { path: '/industryNews', titleKey: 'route.industryNews', Page: IndustryNewsPage },
  { path: '/industryNewsDetails', titleKey: 'route.industryNewsDetails', Page: IndustryNewsDetailsPage },
  { path: '/orgReportFormula', titleKey: 'route.orgReportFormula', Page: OrgReportFormulaPage },
  { path: '/orgReportFormulaDetails', titleKey: 'route.orgReportFormulaDetails', Page: OrgReportFormulaDetailsPage },
  { path: '/technicalServiceSign', titleKey: 'route.technicalServiceSign', Page: TechnicalServiceSignPage },
  { path: '/unitSignature', titleKey: 'route.unitSignature', Page: UnitSignaturePage },
  // the page a report's verification QR code opens
  { path: '/reportVerify', titleKey: 'signatures.verify.route', Page: ReportVerifyPage },
];

/** Public routes other than /login not built yet, with their Chinese titles (spec §2). */
export const PUBLIC_PLACEHOLDERS: { path: string; titleKey: string }[] = [];

/** Fixed in-shell paths that menu routes may not replace. */
const FIXED = new Set(['/', '/dashboard', '/user/center', '/notice', '/401', '/404', '/roles', '/helper']);

function menuRouteElement(entry: MenuRouteEntry) {
  if (entry.redirectTo) return <Navigate to={entry.redirectTo} replace />;
  const View = resolveView(entry.component);
  return (
    <Titled title={entry.title}>
      {View ? <View /> : <UnderConstruction name={entry.title || normaliseViewKey(entry.component)} />}
    </Titled>
  );
}

export function AppRoutes() {
  const { menus } = useSession();
  const entries = useMemo(() => flattenMenuRoutes(menus).filter((e) => !FIXED.has(e.path)), [menus]);
  // the shell titles tags and breadcrumbs from these; the fixed /roles and /helper are not menus
  const shellEntries = useMemo(() => [...entries, ...fixedShellEntries()], [entries]);
  return (
    <RouteGuard>
      <PageBoundary>
        <Suspense fallback={<FullPageSpin />}>
          <Routes>
            <Route path="/login" element={<Titled title={t('route.login')}><LoginPage /></Titled>} />
            {PUBLIC_PAGES.map(({ path, titleKey, Page }) => (
              <Route key={path} path={path} element={<Titled title={t(titleKey)}><Page /></Titled>} />
            ))}
            {PUBLIC_PLACEHOLDERS.map(({ path, titleKey }) => (
              <Route key={path} path={path} element={<Titled title={t(titleKey)}><PublicPlaceholder title={t(titleKey)} /></Titled>} />
            ))}
            <Route path="/401" element={<Titled title={t('route.noPermission')}><NoPermission /></Titled>} />
            <Route path="/404" element={<Titled title={t('route.notFound')}><NotFound /></Titled>} />
            <Route path="/privacy" element={<Titled title={t('privacy.route')}><PrivacyPage /></Titled>} />
            <Route element={<Shell menuRoutes={shellEntries} />}>
              <Route index element={<Navigate to={settings.homePath} replace />} />
              <Route path="/dashboard" element={<Titled title={t('route.dashboard')}><DashboardPage /></Titled>} />
              <Route path="/user/center" element={<Titled title={t('route.userCenter')}><UserCenter /></Titled>} />
              <Route path="/notice" element={<Titled title={t('notice.route')}><NoticePage /></Titled>} />
              {/* spec §2 fixed routes: the roles screen (for those who may read roles) and the help documents */}
              <Route path="/roles" element={<Titled title={t('route.roles')}><RolesRoute /></Titled>} />
              <Route path="/helper" element={<Titled title={t('helper.route')}><HelperPage /></Titled>} />
              {/* inside the shell so a tag refresh keeps the other kept-alive pages */}
              <Route path="/redirect/*" element={<RedirectPage />} />
              {entries.map((entry) => (
                <Route key={entry.path} path={entry.path} element={menuRouteElement(entry)} />
              ))}
            </Route>
            <Route path="*" element={<Navigate to="/404" replace />} />
          </Routes>
        </Suspense>
      </PageBoundary>
    </RouteGuard>
  );
}
