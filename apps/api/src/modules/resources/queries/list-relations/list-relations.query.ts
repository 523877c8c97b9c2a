import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../identity/shared/actor';

/** One current relation of a row (spec §3 relation payload as stored, plus the project's code and name). */
export interface ResourceRelationView {
  id: number;
  /** As stored by the relation command: text, '' when none ('' never comes back: null). */
  projectId: string | null;
  projectCode: string | null;
  projectName: string | null;
  phyId: string | null;
  blkSampleIds: string[];
  hazardNames: string[];
  createTime: string;
}

/** The current relations of one row of a generic resource (`GET <url>/:id/relations`). */
export class ListRelationsQuery extends Query<ResourceRelationView[]> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    readonly id: number,
  ) {
    super();
  }
}
