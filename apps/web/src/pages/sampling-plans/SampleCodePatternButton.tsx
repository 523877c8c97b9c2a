import { useState } from 'react';
import { App, Button, Descriptions, Form, Input, Modal } from 'antd';
import { permissionCodes, SAMPLING_PLAN, type SampleCodePatternView } from '@ohit/contracts';
import { http } from '../../http/request';
import { t } from '../../i18n';
import { checkPermission } from '../../permission/check';
import { useSession } from '../../session/session-store';

const PATH = 'api/sampleCode/pattern';

/**
 * 样品编号规则 (toolbar of 采样方案, `samplePlan:sampleCodePattern`): the organisation's pattern of
 * the codes an approval gives, with the next sample's and blank's code; saved through PUT (the
 * server refuses a pattern without {seq:N} or {blank}, in Chinese); empty restores the default.
 */
export function SampleCodePatternButton() {
  const { roles } = useSession();
  const { message } = App.useApp();
  const [view, setView] = useState<SampleCodePatternView | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ pattern: string }>();
  if (!checkPermission(roles, permissionCodes(SAMPLING_PLAN, 'sampleCodePattern'))) return null;

  const open = async () => {
    try {
      const v = await http.get<SampleCodePatternView>(PATH);
      form.setFieldsValue({ pattern: v.custom ? v.pattern : '' });
      setView(v);
    } catch {
      // shown by the HTTP layer
    }
  };
  const save = async () => {
    setSaving(true);
    try {
      const v = await http.put<SampleCodePatternView>(PATH, { pattern: form.getFieldValue('pattern') ?? '' });
      setView(v);
      message.success(t('samplingPlan.patternSaved'));
    } catch {
      // the server's reason is shown by the HTTP layer; the dialog stays
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button onClick={() => void open()} data-testid="sample-code-pattern">
        {t('samplingPlan.pattern')}
      </Button>
      <Modal open={view !== null} title={t('samplingPlan.pattern')} onOk={() => void save()} okText={t('samplingPlan.patternSave')} confirmLoading={saving} onCancel={() => setView(null)} destroyOnHidden>
        {view && (
          <Form form={form} layout="vertical">
            <Form.Item name="pattern" label={t('samplingPlan.patternLabel')} extra={t('samplingPlan.patternHelp', { pattern: view.defaultPattern })}>
              <Input placeholder={view.defaultPattern} maxLength={60} data-testid="sample-code-pattern-input" />
            </Form.Item>
            <Descriptions size="small" column={1} items={[
              { key: 'current', label: t('samplingPlan.patternCurrent'), children: view.pattern },
              { key: 'next', label: t('samplingPlan.patternNext'), children: <span data-testid="sample-code-next">{view.next}</span> },
              { key: 'blank', label: t('samplingPlan.patternNextBlank'), children: view.nextBlank },
            ]} />
          </Form>
        )}
      </Modal>
    </>
  );
}
