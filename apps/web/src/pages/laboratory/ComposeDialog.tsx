import { useEffect, useState } from 'react';
import { App, DatePicker, Form, Modal, Select, Typography, type ButtonProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ListCommandResult } from '@ohit/contracts';
import { DIALOG_WIDTHS } from '@ohit/domain';
import { t } from '../../i18n';
import { labApi, type PendingSampleView } from './lab-api';

interface ComposeForm {
  instrument?: number;
  analysisDate?: Dayjs;
}

interface InstrumentOption {
  value: number;
  label: string;
}

/** The instruments offered: those usable today, or — when that list cannot be read — the ones the samples were distributed with. */
export function instrumentOptions(usable: { id: number; code: string; name: string; usableUntil: string }[] | null, samples: readonly PendingSampleView[]): InstrumentOption[] {
  if (usable) return usable.map((i) => ({ value: i.id, label: t('laboratory.instrumentOption', { name: i.name, code: i.code, until: i.usableUntil }) }));
  const seen = new Map<number, string>();
  for (const s of samples) if (s.instrument) seen.set(s.instrument.id, s.instrument.name);
  return [...seen.entries()].map(([value, label]) => ({ value, label }));
}

export interface ComposeDialogProps {
  /** The ticked samples (one method); the dialog is open while there are any. */
  samples: PendingSampleView[];
  onClose: () => void;
  /** The batch made: its id and code. */
  onDone: (created: NonNullable<ListCommandResult['created']>) => void;
}

/**
 * 组批: the ticked samples of one method become a batch on an instrument usable today (the one
 * they were distributed with offered first) and an analysis date (today by default). One
 * request; the server's refusal (another method, a lapsed instrument, a sample past its shelf
 * life) is shown and the dialog stays.
 */
export function ComposeDialog({ samples, onClose, onDone }: ComposeDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ComposeForm>();
  const [options, setOptions] = useState<InstrumentOption[]>([]);
  const [running, setRunning] = useState(false);
  const open = samples.length > 0;
  const method = samples[0]?.method;

  useEffect(() => {
    if (!open) return;
    let live = true;
    form.resetFields();
    form.setFieldsValue({ analysisDate: dayjs() });
    void labApi.usableInstruments().then((usable) => {
      if (!live) return;
      const offered = instrumentOptions(usable, samples);
      setOptions(offered);
      const distributed = samples.find((s) => s.instrument && offered.some((o) => o.value === s.instrument?.id))?.instrument?.id;
      if (distributed) form.setFieldsValue({ instrument: distributed });
    });
    return () => {
      live = false;
    };
    // loaded afresh for each selection opened
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.instrument || !values.analysisDate) return;
    setRunning(true);
    try {
      const result = await labApi.compose({ sampleIds: samples.map((s) => s.id), instrument: Number(values.instrument), analysisDate: values.analysisDate.format('YYYY-MM-DD') });
      message.success(result.message);
      if (result.created) onDone(result.created);
      else onClose();
    } catch {
      // the server's refusal is shown by the HTTP layer; the dialog stays open
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('laboratory.composeTitle', { count: samples.length })}
      width={DIALOG_WIDTHS.small}
      okButtonProps={{ loading: running, 'data-testid': 'compose-ok' } as ButtonProps}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <div data-testid="compose-dialog">
        <Typography.Paragraph>
          {method ? t('laboratory.composeMethod', { method: method.methodName, standard: method.standardNo }) : ''}
        </Typography.Paragraph>
        <Form form={form} layout="vertical" name="compose">
          <Form.Item name="instrument" label={t('laboratory.instrument')} rules={[{ required: true, message: t('laboratory.instrumentRequired') }]}>
            <Select aria-label={t('laboratory.instrument')} showSearch optionFilterProp="label" options={options} />
          </Form.Item>
          <Form.Item name="analysisDate" label={t('laboratory.analysisDate')} rules={[{ required: true, message: t('laboratory.analysisDateRequired') }]}>
            <DatePicker aria-label={t('laboratory.analysisDate')} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
