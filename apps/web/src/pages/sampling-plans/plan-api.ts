import {
  SAMPLING_PLAN,
  type ConsumablePlanView,
  type PlanCheckView,
  type PlanGenerationAccept,
  type PlanGenerationPreview,
  type PlannedSampleView,
  type ResourceRow,
} from '@ohit/contracts';
import { http } from '../../http/request';
import { rowPath } from '../../resources/detail/detail-api';

const path = (id: number, tail: string) => `${rowPath(SAMPLING_PLAN, id)}/${tail}`;

/** The sampling plan's own endpoints beside the generic ones (apps/api/src/modules/sampling-plans). */
export const planApi = {
  check: (id: number) => http.get<PlanCheckView>(path(id, 'check')),
  generation: (id: number) => http.get<PlanGenerationPreview>(path(id, 'generation')),
  generate: (id: number, version: number, accept?: PlanGenerationAccept) =>
    http.post<ResourceRow>(path(id, 'commands/generate'), { version, ...(accept ? { accept } : {}) }),
  samples: (id: number) => http.get<PlannedSampleView[]>(path(id, 'samples')),
  consumables: (id: number) => http.get<ConsumablePlanView>(path(id, 'consumables')),
};
