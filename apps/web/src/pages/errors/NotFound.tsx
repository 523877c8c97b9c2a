import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { t } from '../../i18n';

export default function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('pages.notFound')}
      extra={<Button type="primary" onClick={() => navigate('/')}>{t('pages.backHome')}</Button>}
    />
  );
}
