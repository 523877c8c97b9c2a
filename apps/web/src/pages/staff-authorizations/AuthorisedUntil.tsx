import { Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { t } from '../../i18n';

/** How many days ahead an authorisation counts as lapsing soon (the list's 30天内到期). */
export const LAPSING_DAYS = 30;

/**
 * 授权有效期至 in a list cell: red with 已过期 once its last valid day is past (the server then
 * refuses the person the method's samples), amber with 30天内到期 within the next 30 days.
 */
export function AuthorisedUntil({ value, today = dayjs().format('YYYY-MM-DD') }: { value: unknown; today?: string }) {
  if (typeof value !== 'string' || !value) return null;
  const left = dayjs(value).diff(dayjs(today), 'day');
  const state = left < 0 ? 'expired' : left <= LAPSING_DAYS ? 'lapsing' : 'valid';
  return (
    <Space size={4} data-testid="authorised-until" data-state={state}>
      <Typography.Text type={state === 'expired' ? 'danger' : state === 'lapsing' ? 'warning' : undefined}>{value}</Typography.Text>
      {state === 'expired' && <Tag color="error">{t('staffAuthorization.expired')}</Tag>}
      {state === 'lapsing' && <Tag color="warning">{t('staffAuthorization.dueSoon', { days: LAPSING_DAYS })}</Tag>}
    </Space>
  );
}
