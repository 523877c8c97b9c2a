import { useState } from 'react';
import { permissionCodes, SAMPLE_HANDOVER, type ChildCollection, type ResourceRow } from '@ohit/contracts';
import { checkPermission } from '../../permission/check';
import { CodeDetailPage } from '../../resources/detail/CodeDetailPage';
import type { DetailContext } from '../../resources/detail/ResourceDetailPage';
import { useSession } from '../../session/session-store';
import { HandoverItems } from './HandoverItems';
import { ReceiptDialog } from './ReceiptDialog';
import { HANDOVER_COLORS } from './SampleTags';

/**
 * 样品确认详情 (/lab/sampleFlow/details): the sample room's page of a hand-over — its samples, any
 * of them refused with the reason while it waits, and 确认接收 through the receipt dialog (the count
 * against what was sent, condition, temperature, storage place).
 */
export default function SampleConfirmPage() {
  const { roles } = useSession();
  const mayConfirm = checkPermission(roles, permissionCodes(SAMPLE_HANDOVER, 'confirm'));
  const [confirming, setConfirming] = useState<{ row: ResourceRow; reload: () => void } | null>(null);
  const [refused, setRefused] = useState(0);
  return (
    <>
      <CodeDetailPage
        decl={SAMPLE_HANDOVER}
        titleFields={['code', 'belongProjectName']}
        stateColors={HANDOVER_COLORS}
        renderChild={(child: ChildCollection, c: DetailContext) => (
          <HandoverItems
            handover={c.row}
            child={child}
            canRefuse={mayConfirm && c.row.state === 'sent'}
            onChanged={c.reload}
            onRows={(rows) => setRefused(rows.filter((r) => r.refused).length)}
          />
        )}
        onAction={{ confirm: (c) => setConfirming({ row: c.row, reload: c.reload }) }}
      />
      <ReceiptDialog
        handover={confirming?.row ?? null}
        refused={refused}
        onClose={() => setConfirming(null)}
        onDone={() => {
          confirming?.reload();
          setConfirming(null);
        }}
      />
    </>
  );
}
