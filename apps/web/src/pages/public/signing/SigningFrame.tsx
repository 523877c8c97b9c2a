import type { ReactNode } from 'react';
import { Layout, Typography } from 'antd';
import { env } from '../../../config/env';
import { Footer } from '../../../layout/Footer';

/** The signing pages' frame: the product's title and the page in one column that fits a phone (390 px). */
export function SigningFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <Layout.Header style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: 'auto', lineHeight: 1.4, padding: '10px 16px', background: '#001f4d' }} data-testid="signing-header">
        <Typography.Text style={{ color: 'rgba(255,255,255,0.75)', fontSize: 12 }}>{env.productTitle}</Typography.Text>
        <Typography.Text strong style={{ color: '#fff', fontSize: 18 }}>
          {title}
        </Typography.Text>
      </Layout.Header>
      <Layout.Content style={{ width: '100%', maxWidth: 760, margin: '0 auto', padding: '12px' }}>{children}</Layout.Content>
      <Footer />
    </Layout>
  );
}
