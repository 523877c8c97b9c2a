import type { ReactNode } from 'react';
import { Layout, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { env } from '../../config/env';
import { t } from '../../i18n';
import { Footer } from '../../layout/Footer';

const NAV = [
  { to: '/industryNews', key: 'publicNews.news' },
  { to: '/orgReportFormula', key: 'publicNews.disclosure' },
  { to: '/login', key: 'publicNews.login' },
];

/**
 * The public pages' frame (no token, no sidebar): the product's title, links to 行业资讯, 报告公示
 * and 登录, the page in a centred column and the footer.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Layout style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24, background: '#001f4d', padding: '0 24px' }} data-testid="public-header">
        <Typography.Text strong style={{ color: '#fff', fontSize: 18, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {env.productTitle}
        </Typography.Text>
        <nav style={{ marginLeft: 'auto', display: 'flex', gap: 20 }}>
          {NAV.map((item) => {
            const active = pathname.startsWith(item.to);
            return (
              <Link key={item.to} to={item.to} style={{ color: active ? '#fff' : 'rgba(255,255,255,0.75)', fontWeight: active ? 600 : 400 }} aria-current={active ? 'page' : undefined}>
                {t(item.key)}
              </Link>
            );
          })}
        </nav>
      </Layout.Header>
      <Layout.Content style={{ width: '100%', maxWidth: 1080, margin: '0 auto', padding: '24px 16px' }}>{children}</Layout.Content>
      <Footer />
    </Layout>
  );
}
