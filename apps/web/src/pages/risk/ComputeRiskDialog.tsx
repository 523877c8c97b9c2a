import { useEffect, useRef, useState } from 'react';
import { App, Form, Modal, Select, Spin } from 'antd';
import { RISK_ASSESSMENT, RISK_PROJECTS_PATH, type RiskProjectOption } from '@ohit/contracts';
import { http } from '../../http/request';
import { t } from '../../i18n';
import { resourceApi } from '../../resources/resource-api';
import { type ToxicityRows, toxicityOf, ToxicityFields } from './ToxicityFields';

interface Values {
  projectId?: number;
  toxicity?: ToxicityRows;
}

/** The body 计算风险评估 sends: the project and the named chemicals' GBZ 230 classes (blank rows dropped). */
export function computeBody(values: Values): { projectId?: number; toxicity: Record<string, string> } {
  return { projectId: values.projectId, toxicity: toxicityOf(values.toxicity) };
}

const label = (p: RiskProjectOption) => `${p.code} ${p.name}${p.employerName ? `（${p.employerName}）` : ''}`;

/**
 * 计算风险评估: the project (those with results and no assessment yet, searched on the server) and
 * the assessor's toxicity class of each chemical; the server grades and answers its sentence.
 */
export function ComputeRiskDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [options, setOptions] = useState<RiskProjectOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [running, setRunning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const search = (name: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setLoading(true);
      http
        .get<RiskProjectOption[]>(RISK_PROJECTS_PATH, { name })
        .then(setOptions, () => setOptions([]))
        .finally(() => setLoading(false));
    }, 300);
  };
  useEffect(() => {
    if (open) {
      form.resetFields();
      search('');
    }
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = async () => {
    // a field left wrong shows its message in the form: nothing is sent
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setRunning(true);
    try {
      const result = await resourceApi(RISK_ASSESSMENT).listCommand('compute', computeBody(values));
      message.success(result.message);
      onClose();
      onDone();
    } catch {
      // the HTTP layer showed the server's words (a refusal keeps the dialog open to correct)
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal open={open} title={t('risk.computeTitle')} onCancel={onClose} onOk={submit} confirmLoading={running} okText={t('resourceList.ok')} cancelText={t('resourceList.cancel')} width={640} destroyOnHidden data-testid="risk-compute-dialog">
      <Form form={form} layout="vertical">
        <Form.Item name="projectId" label={t('risk.project')} extra={t('risk.projectHint')} rules={[{ required: true, message: t('risk.projectRequired') }]}>
          <Select
            showSearch
            filterOption={false}
            placeholder={t('risk.projectPlaceholder')}
            onSearch={search}
            notFoundContent={loading ? <Spin size="small" /> : undefined}
            options={options.map((p) => ({ value: p.id, label: label(p) }))}
            data-testid="risk-project"
          />
        </Form.Item>
        <ToxicityFields />
      </Form>
    </Modal>
  );
}
