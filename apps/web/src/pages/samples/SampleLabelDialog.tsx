import { useRef } from 'react';
import { Button, Modal } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import type { ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { type LabelSample, printLabels, SampleLabel } from '../sampling-plans/SampleLabels';

/** A sample's row as its label shows it. */
export function labelOf(row: ResourceRow): LabelSample {
  return {
    code: String(row.code),
    blank: row.blank === true,
    hazard: String(row.hazard ?? ''),
    workshop: (row.workshop as string | null) ?? null,
    post: (row.post as string | null) ?? null,
    day: Number(row.day ?? 0),
    sampleType: (row.sampleType as string | null) ?? null,
    kind: (row.kind as string | null) ?? null,
    organizationId: (row.organizationId as number | null) ?? null,
  };
}

/** One sample's label (the plan's label: its QR code opens this page), printed again — a label lost or spoilt. */
export function SampleLabelDialog({ sample, onClose }: { sample: ResourceRow | null; onClose: () => void }) {
  const sheet = useRef<HTMLDivElement>(null);
  const title = t('samples.labelTitle', { code: String(sample?.code ?? '') });
  return (
    <Modal
      open={!!sample}
      title={title}
      onCancel={onClose}
      footer={
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => sheet.current && printLabels(sheet.current.innerHTML, title)} data-testid="label-print">
          {t('samplingPlan.print')}
        </Button>
      }
      destroyOnHidden
    >
      <div ref={sheet}>{sample && <SampleLabel sample={labelOf(sample)} />}</div>
    </Modal>
  );
}
