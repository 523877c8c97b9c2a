import type { ChildCollection } from '@ohit/contracts';
import { SAMPLE_HANDOVER } from '@ohit/contracts';
import { CodeDetailPage } from '../../resources/detail/CodeDetailPage';
import type { DetailContext } from '../../resources/detail/ResourceDetailPage';
import { HandoverItems } from './HandoverItems';
import { HANDOVER_COLORS } from './SampleTags';

/** 样品流转详情 (/siteSample/sampleFlow/details): a hand-over as the sampler sees it — who, when, how many, each sample with its state, its history. */
export default function SampleFlowDetailPage() {
  return (
    <CodeDetailPage
      decl={SAMPLE_HANDOVER}
      titleFields={['code', 'belongProjectName']}
      stateColors={HANDOVER_COLORS}
      renderChild={(child: ChildCollection, c: DetailContext) => <HandoverItems handover={c.row} child={child} canRefuse={false} onChanged={c.reload} />}
    />
  );
}
