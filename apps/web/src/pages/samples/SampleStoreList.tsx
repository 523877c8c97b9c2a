import { SAMPLE } from '@ohit/contracts';
import type { SearchValues } from '../../resources/search-params';
import { ResourceList } from '../../resources/ResourceList';
import { SAMPLE_CELLS } from './SampleTags';

/** What the sample room keeps: samples received and on their way through the laboratory. */
export const IN_STORE: SearchValues = { state: ['received', 'distributed', 'testing', 'tested', 'retained'] };

/**
 * 样品库 (/sample/sampleStore): the samples in the store, each with its state and its shelf-life
 * deadline flagged; searched by project, state, deadline within N days (past ones included),
 * storage place. A code opens the sample's page (its chain of custody, history and label).
 */
export default function SampleStoreList() {
  return <ResourceList declaration={SAMPLE} cellRenderers={SAMPLE_CELLS} initialSearch={IN_STORE} />;
}
