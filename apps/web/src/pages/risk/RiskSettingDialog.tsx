import { useEffect, useState } from 'react';
import { Alert, App, Form, Input, Modal, Spin, Switch, Typography } from 'antd';
import { RISK_SETTING_PATH, type RiskSettingView } from '@ohit/contracts';
import { http } from '../../http/request';
import { t } from '../../i18n';

/** 评估设置 (`risk:setting`, the organisation's administrators): 新版标准未录入时按旧版评估, with a reason kept in the event. */
export function RiskSettingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [setting, setSetting] = useState<RiskSettingView | null>(null);
  const [failed, setFailed] = useState(false);
  const [value, setValue] = useState(false);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setSetting(null);
    setFailed(false);
    setReason('');
    http.get<RiskSettingView>(RISK_SETTING_PATH).then(
      (s) => {
        setSetting(s);
        setValue(s.previousEditionWhenNotTranscribed);
      },
      () => setFailed(true),
    );
  }, [open]);

  const save = async () => {
    setSaving(true);
    try {
      await http.put(RISK_SETTING_PATH, { previousEditionWhenNotTranscribed: value, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      message.success(t('risk.settingSaved'));
      onClose();
    } catch {
      // the HTTP layer showed the server's words
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={t('risk.settingTitle')} onCancel={onClose} onOk={save} okButtonProps={{ disabled: !setting }} confirmLoading={saving} okText={t('resourceList.ok')} cancelText={t('resourceList.cancel')} data-testid="risk-setting-dialog">
      {failed ? (
        <Alert type="error" message={t('risk.loadFailed')} />
      ) : !setting ? (
        <Spin />
      ) : (
        <Form layout="vertical">
          <Form.Item label={t('risk.previousEdition')}>
            <Switch checked={value} onChange={setValue} data-testid="risk-previous-edition" />
          </Form.Item>
          <Typography.Paragraph type="secondary">{t('risk.previousEditionHelp')}</Typography.Paragraph>
          <Form.Item label={t('risk.reason')}>
            <Input.TextArea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={2} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
