import { Result } from 'antd';
import { t } from '../i18n';

/** What a menu entry shows when the web has no page for its component yet (not an error). */
export default function UnderConstruction({ name }: { name?: string }) {
  return (
    <Result
      status="info"
      title={t('pages.underConstruction')}
      subTitle={t('pages.underConstructionDesc', { name: name ?? '' })}
    />
  );
}
