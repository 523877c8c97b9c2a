import { Alert, Form, Input } from 'antd';
import { t } from '../../i18n';

/** The reason a change of a signed or submitted day asks for (the server refuses without one and voids the signatures). */
export function ReasonInput({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <>
      <Alert type="warning" showIcon message={t('siteSampling.reasonHint')} style={{ marginBottom: 10 }} />
      <Form.Item name="reason" label={t('siteSampling.reasonTitle')} rules={[{ required: true, whitespace: true, message: t('siteSampling.reasonRequired') }]}>
        <Input.TextArea rows={2} maxLength={500} data-testid="sampling-reason" />
      </Form.Item>
    </>
  );
}
