import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';

/** `{name: [{label, value}]}` for several dictionaries at once (spec §3 "content list keyed by dictionary name"). */
export class GetDictMapQuery extends Query<Record<string, { label: string; value: string }[]>> {
  constructor(readonly actor: Actor, readonly names: string[], readonly organizationId: number | undefined) {
    super();
  }
}
