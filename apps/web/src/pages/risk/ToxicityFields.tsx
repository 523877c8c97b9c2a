import { Button, Form, Input, Select, Space, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { TOXICITY_CLASS_OPTIONS } from '@ohit/contracts';
import { t } from '../../i18n';

export type ToxicityRows = { hazard?: string; level?: string }[];

/** The rows as the api takes them: hazard name → class, blank rows dropped. */
export function toxicityOf(rows: ToxicityRows | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of rows ?? []) if (row.hazard?.trim() && row.level) out[row.hazard.trim()] = row.level;
  return out;
}

/** The assessor's GBZ 230 class of each chemical (WD), as the form list `toxicity`: no table of them is shipped. */
export function ToxicityFields({ hint = t('risk.toxicityHint') }: { hint?: string }) {
  return (
    <>
      <Typography.Text strong>{t('risk.toxicityTitle')}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {hint}
      </Typography.Paragraph>
      <Form.List name="toxicity">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="baseline">
                <Form.Item name={[field.name, 'hazard']} rules={[{ required: true, message: t('risk.hazardRequired') }]}>
                  <Input placeholder={t('risk.hazard')} maxLength={100} style={{ width: 240 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'level']} rules={[{ required: true, message: t('risk.toxicityRequired') }]}>
                  <Select placeholder={t('risk.toxicityClass')} options={TOXICITY_CLASS_OPTIONS} style={{ width: 160 }} />
                </Form.Item>
                <MinusCircleOutlined onClick={() => remove(field.name)} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()} data-testid="risk-add-toxicity">
              {t('risk.addToxicity')}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}
