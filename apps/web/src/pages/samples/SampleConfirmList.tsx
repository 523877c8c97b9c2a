import { SAMPLE_HANDOVER, type ResourceDeclaration } from '@ohit/contracts';
import { ResourceList } from '../../resources/ResourceList';
import { HANDOVER_CELLS } from './SampleTags';

/** The same hand-overs seen by the sample room: a number opens the confirmation page, and 送样 is the sampler's, not here. */
export const CONFIRM_VIEW: ResourceDeclaration = {
  ...SAMPLE_HANDOVER,
  listCommands: [],
  detailRoute: { name: 'sampleConfirmDetail', query: SAMPLE_HANDOVER.detailRoute?.query ?? { code: 'code', organizationId: 'organizationId' } },
};

/** 样品确认 (/sample/sampleConfirm): the hand-overs the sample room receives; 待接收 ones are confirmed on their page (/lab/sampleFlow/details). */
export default function SampleConfirmList() {
  return <ResourceList declaration={CONFIRM_VIEW} cellRenderers={HANDOVER_CELLS} />;
}
