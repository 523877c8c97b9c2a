import { useEffect, useRef, useState } from 'react';
import { Button, Empty, Modal, QRCode, Spin } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { PLAN_SAMPLE_KIND_OPTIONS, PLAN_SAMPLE_TYPE_OPTIONS, type PlannedSampleView, sampleLabelUrl } from '@ohit/contracts';
import { t } from '../../i18n';
import { planApi } from './plan-api';

const label = (options: { value: string; label: string }[], value: string | null) => (value ? (options.find((o) => o.value === value)?.label ?? value) : '');

const LABEL_STYLE: React.CSSProperties = {
  display: 'inline-flex',
  gap: 8,
  alignItems: 'center',
  width: 300,
  margin: 4,
  padding: 6,
  border: '1px dashed #999',
  fontSize: 12,
  lineHeight: 1.5,
  breakInside: 'avoid',
};

/** What a label shows of a sample (a planned one, or a sample's row on its own page). */
export type LabelSample = Pick<PlannedSampleView, 'code' | 'blank' | 'hazard' | 'workshop' | 'post' | 'day' | 'sampleType' | 'kind'> & { organizationId?: number | null };

/**
 * One label: a QR code (svg, prints sharp) holding the address of the sample's own page, so
 * scanning the label opens the sample; beside it the code, hazard, place, day and type.
 */
export function SampleLabel({ sample }: { sample: LabelSample }) {
  return (
    <div style={LABEL_STYLE} data-testid="sample-label">
      <QRCode value={sampleLabelUrl(window.location.origin, sample.code, sample.organizationId)} type="svg" size={88} bordered={false} />
      <div>
        <div style={{ fontWeight: 600, fontSize: 14 }}>{sample.code}</div>
        <div>{sample.blank ? `${t('samplingPlan.blank')} · ${sample.hazard}` : sample.hazard}</div>
        {!sample.blank && <div>{[sample.workshop, sample.post].filter(Boolean).join(' ')}</div>}
        <div>
          {t('samplingPlan.day', { day: sample.day })} {label(PLAN_SAMPLE_TYPE_OPTIONS, sample.sampleType)} {label(PLAN_SAMPLE_KIND_OPTIONS, sample.kind)}
        </div>
      </div>
    </div>
  );
}

/** Opens the labels alone in a window of their own and prints it (the page around them stays out). */
export function printLabels(html: string, title: string): void {
  const w = window.open('', '_blank');
  if (!w) return;
  w.document.write(`<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body style="margin:8px;font-family:sans-serif">${html}</body></html>`);
  w.document.close();
  w.focus();
  w.print();
}

/** 打印样品标签: the plan's numbered samples (GET …/samples) as labels with QR codes, printable. */
export function SampleLabels({ planId, open, onClose }: { planId: number; open: boolean; onClose: () => void }) {
  const [samples, setSamples] = useState<PlannedSampleView[] | null>(null);
  const sheet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    setSamples(null);
    planApi.samples(planId).then(
      (s) => live && setSamples(s),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [open, planId, onClose]);

  const title = t('samplingPlan.labelsTitle', { count: samples?.length ?? 0 });
  return (
    <Modal
      open={open}
      title={title}
      width={1000}
      onCancel={onClose}
      footer={
        <Button type="primary" icon={<PrinterOutlined />} disabled={!samples?.length} onClick={() => sheet.current && printLabels(sheet.current.innerHTML, title)} data-testid="labels-print">
          {t('samplingPlan.print')}
        </Button>
      }
      destroyOnHidden
    >
      {!samples ? (
        <Spin />
      ) : samples.length === 0 ? (
        <Empty description={t('samplingPlan.noSamples')} />
      ) : (
        <div ref={sheet} style={{ maxHeight: '60vh', overflow: 'auto' }} data-testid="sample-labels">
          {samples.map((s) => (
            <SampleLabel key={s.id} sample={s} />
          ))}
        </div>
      )}
    </Modal>
  );
}
