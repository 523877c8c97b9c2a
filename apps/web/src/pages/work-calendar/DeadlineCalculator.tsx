import { useState } from 'react';
import { Alert, Button, DatePicker, Form, InputNumber, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { WorkingDeadlineView } from '@ohit/contracts';
import { DISCLOSURE_WORKING_DAYS, MAX_WORKING_DAYS, weekdayName } from '@ohit/domain';
import { t } from '../../i18n';
import { loadDeadline } from './calendar-api';

interface CalculatorValues {
  from: Dayjs;
  days: number;
}

/**
 * 截止日期计算: a date plus N working days by the platform's calendar (the server counts, so the
 * answer is the one every deadline uses), 20 by default — a report's disclosure. When a year
 * the count crossed is not maintained the server's warning (日历未维护…) is shown with the date.
 */
export function DeadlineCalculator({ initialFrom }: { initialFrom?: string }) {
  const [form] = Form.useForm<CalculatorValues>();
  const [result, setResult] = useState<WorkingDeadlineView | null>(null);
  const [busy, setBusy] = useState(false);

  const calculate = async ({ from, days }: CalculatorValues) => {
    setBusy(true);
    try {
      setResult(await loadDeadline(from.format('YYYY-MM-DD'), days));
    } catch {
      // the http layer has shown the server's message
      setResult(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="deadline-calculator">
      <Form<CalculatorValues> form={form} layout="inline" initialValues={{ from: dayjs(initialFrom), days: DISCLOSURE_WORKING_DAYS }} onFinish={calculate}>
        <Form.Item name="from" label={t('workCalendar.from')} rules={[{ required: true, message: t('workCalendar.fromRequired') }]}>
          <DatePicker allowClear={false} data-testid="deadline-from" />
        </Form.Item>
        <Form.Item name="days" label={t('workCalendar.days')} rules={[{ required: true, message: t('workCalendar.daysRequired') }]}>
          <InputNumber min={0} max={MAX_WORKING_DAYS} precision={0} style={{ width: 90 }} data-testid="deadline-days" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="deadline-calculate">
            {t('workCalendar.calculate')}
          </Button>
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{t('workCalendar.startNotCounted')}</Typography.Text>
      {result && (
        <Typography.Text strong data-testid="deadline-result" data-covered={String(result.covered)}>
          {t('workCalendar.result', { days: result.workingDays, date: result.date, weekday: weekdayName(result.date) })}
        </Typography.Text>
      )}
      {result?.warning && <Alert type="warning" showIcon message={result.warning} data-testid="deadline-warning" />}
    </Space>
  );
}
