import { Result } from 'antd';
import { t } from '../../i18n';

/** The public pages (signing, report disclosure, industry news) are placeholders for now. */
export default function PublicPlaceholder({ title }: { title: string }) {
  return (
    <div style={{ padding: 48 }}>
      <Result status="info" title={title} subTitle={t('pages.publicPlaceholder', { title })} />
    </div>
  );
}
