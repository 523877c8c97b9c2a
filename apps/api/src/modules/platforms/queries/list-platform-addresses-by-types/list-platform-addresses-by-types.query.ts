import { Query } from '@nestjs/cqrs';
import type { PlatformLink } from '../../platform-address-view';

/** The navbar's links: `{type, ip, port}` of the given types (all linked types when none). */
export class ListPlatformAddressesByTypesQuery extends Query<PlatformLink[]> {
  constructor(readonly types: number[] | undefined) {
    super();
  }
}
