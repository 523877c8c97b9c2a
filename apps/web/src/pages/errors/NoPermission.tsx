import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { t } from '../../i18n';

export default function NoPermission() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="401"
      subTitle={t('pages.noPermission')}
      extra={<Button type="primary" onClick={() => navigate('/')}>{t('pages.backHome')}</Button>}
    />
  );
}
