import { useMemo, useState } from 'react';
import { ResourceList } from '../../resources/ResourceList';
import { RECORD_CELLS } from './RecordCells';
import { RecordStateTabs } from './RecordStateTabs';
import { recordFilter, recordView, type RecordScreen } from './record-views';

const NEWEST_FIRST = ['analysisDate,desc'];

/**
 * The batches of a record screen as their original records: its origin, submitted or later (a
 * tab narrows to one state — 待校核 for the checker), under the menu's permission prefix; a batch
 * code opens the record page.
 */
export function RecordBatchList({ screen }: { screen: RecordScreen }) {
  const view = useMemo(() => recordView(screen), [screen]);
  const [state, setState] = useState<string | null>(null);
  return (
    <div data-testid={`record-list-${screen.prefix}`}>
      <RecordStateTabs value={state} onChange={setState} />
      <ResourceList declaration={view} fixedFilter={recordFilter(screen, state)} defaultSort={NEWEST_FIRST} cellRenderers={RECORD_CELLS} />
    </div>
  );
}
