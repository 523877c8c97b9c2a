import { useState } from 'react';
import { Button, Space } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { SAMPLE, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { CodeDetailPage } from '../../resources/detail/CodeDetailPage';
import type { DetailContext } from '../../resources/detail/ResourceDetailPage';
import { DistributeDialog } from './DistributeDialog';
import { SampleLabelDialog } from './SampleLabelDialog';
import { ShelfLife } from './SampleTags';

/**
 * 样品详情 (hidden route sampleDetail, /sample/sampleStore/detail — where a label's QR code leads):
 * one sample with its state, shelf-life deadline flagged, its chain of custody and history; its
 * actions for those who hold them — 分发 and 改派 through the distribution dialog (an analyst with
 * their load, an instrument usable today), 撤销分发, 拒收, 处置 with a reason, 指定检测方法, 记录偏离 —
 * and its label printed again.
 */
export default function SampleDetailPage() {
  const [assigning, setAssigning] = useState<{ mode: 'distribute' | 'reassign'; row: ResourceRow; reload: () => void } | null>(null);
  const [label, setLabel] = useState<ResourceRow | null>(null);
  const assign = (mode: 'distribute' | 'reassign') => (c: DetailContext) => setAssigning({ mode, row: c.row, reload: c.reload });
  return (
    <>
      <CodeDetailPage
        decl={SAMPLE}
        titleFields={['code']}
        renderExtra={(c) => (
          <Space>
            <ShelfLife row={c.row} />
            <Button size="small" icon={<PrinterOutlined />} onClick={() => setLabel(c.row)} data-testid="sample-label-button">
              {t('samples.printLabel')}
            </Button>
          </Space>
        )}
        onAction={{ distribute: assign('distribute'), reassign: assign('reassign') }}
      />
      <DistributeDialog
        mode={assigning?.mode ?? 'distribute'}
        samples={assigning ? [assigning.row] : []}
        onClose={() => setAssigning(null)}
        onDone={() => {
          assigning?.reload();
          setAssigning(null);
        }}
      />
      <SampleLabelDialog sample={label} onClose={() => setLabel(null)} />
    </>
  );
}
