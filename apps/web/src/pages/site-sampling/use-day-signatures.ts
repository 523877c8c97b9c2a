import { useCallback, useEffect, useState } from 'react';
import { type ResourceRow, SAMPLING_DAY } from '@ohit/contracts';
import { childApi } from '../../resources/detail/section-api';
import { childOf } from './sampling-api';

const SIGNATURES = childOf('signatures');

/** A day's signatures (voided ones too), and whether a change now needs a reason (signed or submitted: the server's rule). */
export function useDaySignatures(day: ResourceRow | null) {
  const [signatures, setSignatures] = useState<ResourceRow[]>([]);
  const dayId = day ? Number(day.id) : null;
  const reload = useCallback(async () => {
    if (dayId === null) return setSignatures([]);
    setSignatures(await childApi(SAMPLING_DAY, SIGNATURES, dayId).list().catch(() => [] as ResourceRow[]));
  }, [dayId]);
  useEffect(() => {
    void reload();
  }, [reload, day?.version]);
  const live = signatures.filter((s) => s.voided !== true);
  return { signatures, live, needsReason: day?.state === 'submitted' || live.length > 0, reload };
}
