import { useState } from 'react';
import { App, Button, Input, Modal, Space } from 'antd';
import { permissionCodes, SAMPLE, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { checkPermission } from '../../permission/check';
import { ResourceList } from '../../resources/ResourceList';
import type { SearchValues } from '../../resources/search-params';
import { useSession } from '../../session/session-store';
import { AnalystLoads } from './AnalystLoads';
import { DistributeDialog, distributionBatch } from './DistributeDialog';
import { SAMPLE_CELLS } from './SampleTags';
import { sampleApi } from './sample-api';

/** What the distributor works on: samples received (to distribute) and distributed (to re-assign or take back). */
export const TO_DISTRIBUTE: SearchValues = { state: ['received', 'distributed'] };

interface Assigning {
  mode: 'distribute' | 'reassign';
  samples: ResourceRow[];
  done: () => void;
}

/**
 * 样品分发 (/lab/sampleDistribute): each analyst's load, and the received samples searched by
 * instrument family (by method family) or project; ticked ones go to an analyst and an instrument
 * at once (分发); a distributed one is re-assigned (改派) or taken back (撤销分发) with a reason.
 */
export default function SampleDistributePage() {
  const { message } = App.useApp();
  const { roles } = useSession();
  const may = (action: string) => checkPermission(roles, permissionCodes(SAMPLE, action));
  const [assigning, setAssigning] = useState<Assigning | null>(null);
  const [undoing, setUndoing] = useState<{ row: ResourceRow; reload: () => void } | null>(null);
  const [reason, setReason] = useState('');
  const [revision, setRevision] = useState(0);
  const moved = (reload: () => void) => () => {
    reload();
    setRevision((n) => n + 1);
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <AnalystLoads revision={revision} />
      <ResourceList
        declaration={SAMPLE}
        cellRenderers={SAMPLE_CELLS}
        initialSearch={TO_DISTRIBUTE}
        toolbarExtras={({ selected, clearSelection, reload }) =>
          may('distribute') && (
            <Button
              type="primary"
              data-testid="distribute-selected"
              onClick={() => {
                const batch = distributionBatch(selected);
                if ('refusal' in batch) return void message.warning(batch.refusal);
                setAssigning({
                  mode: 'distribute',
                  samples: batch.samples,
                  done: moved(() => {
                    clearSelection();
                    reload();
                  }),
                });
              }}
            >
              {t('samples.distribute')}
            </Button>
          )
        }
        renderRowExtras={(row, reload) =>
          row.state === 'distributed' && (
            <Space size={4}>
              {may('reassign') && (
                <Button size="small" onClick={() => setAssigning({ mode: 'reassign', samples: [row], done: moved(reload) })} data-testid="row-reassign">
                  {t('samples.reassign')}
                </Button>
              )}
              {may('undistribute') && (
                <Button
                  size="small"
                  danger
                  onClick={() => {
                    setReason('');
                    setUndoing({ row, reload });
                  }}
                  data-testid="row-undistribute"
                >
                  {t('samples.undistribute')}
                </Button>
              )}
            </Space>
          )
        }
      />
      <DistributeDialog
        mode={assigning?.mode ?? 'distribute'}
        samples={assigning?.samples ?? []}
        onClose={() => setAssigning(null)}
        onDone={() => {
          assigning?.done();
          setAssigning(null);
        }}
      />
      <Modal
        open={!!undoing}
        title={t('samples.undistributeTitle', { code: String(undoing?.row.code ?? '') })}
        onCancel={() => setUndoing(null)}
        onOk={async () => {
          if (!undoing) return;
          if (!reason.trim()) return void message.warning(t('samples.reasonRequired'));
          try {
            await sampleApi.undistribute(undoing.row, reason.trim());
            message.success(t('samples.undistributed'));
            moved(undoing.reload)();
            setUndoing(null);
          } catch {
            // shown by the HTTP layer
          }
        }}
        destroyOnHidden
      >
        <Input.TextArea rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('samples.reason')} aria-label={t('samples.reason')} />
      </Modal>
    </Space>
  );
}
