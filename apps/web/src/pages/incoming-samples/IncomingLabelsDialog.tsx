import { useRef } from 'react';
import { Button, Modal } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import type { ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { printLabels, SampleLabel } from '../sampling-plans/SampleLabels';
import { labelOf } from '../samples/SampleLabelDialog';

/** The labels of an order's samples (the sample store's label: its QR code opens the sample's page), printable at once. */
export function IncomingLabelsDialog({ samples, onClose }: { samples: ResourceRow[]; onClose: () => void }) {
  const sheet = useRef<HTMLDivElement>(null);
  const title = t('incomingSamples.labelsTitle', { count: samples.length });
  return (
    <Modal
      open={samples.length > 0}
      title={title}
      width={1000}
      onCancel={onClose}
      footer={
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => sheet.current && printLabels(sheet.current.innerHTML, title)} data-testid="incoming-labels-print">
          {t('incomingSamples.print')}
        </Button>
      }
      destroyOnHidden
    >
      <div ref={sheet} style={{ maxHeight: '60vh', overflow: 'auto' }} data-testid="incoming-label-sheet">
        {samples.map((s) => (
          <SampleLabel key={s.id} sample={labelOf(s)} />
        ))}
      </div>
    </Modal>
  );
}
