import { useState } from 'react';
import { SAMPLE_HANDOVER } from '@ohit/contracts';
import { ResourceList } from '../../resources/ResourceList';
import { DispatchDialog } from './DispatchDialog';
import { HANDOVER_CELLS } from './SampleTags';

/**
 * 样品流转 (/siteSample/sampleFlow): the sampler's hand-overs (送样单) with their state; 送样 opens the
 * batch dialog (a project's collected samples to the sample room at once); a hand-over's number
 * opens its page (/siteSample/sampleFlow/details).
 */
export default function SampleFlowList() {
  // the open dialog and the list's reload once it has handed samples over
  const [dispatching, setDispatching] = useState<(() => void) | null>(null);
  return (
    <>
      <ResourceList declaration={SAMPLE_HANDOVER} cellRenderers={HANDOVER_CELLS} listCommandDialogs={{ dispatch: (reload) => setDispatching(() => reload) }} />
      <DispatchDialog
        open={dispatching !== null}
        onClose={() => setDispatching(null)}
        onDone={() => {
          dispatching?.();
          setDispatching(null);
        }}
      />
    </>
  );
}
