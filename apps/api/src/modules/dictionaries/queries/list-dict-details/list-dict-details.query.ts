import { Query } from '@nestjs/cqrs';
import type { PageResult } from '@ohit/contracts';
import type { Actor } from '../../../../platform';
import type { DictDetailQueryDto } from '../../dictionaries.dto';
import type { DictDetailView } from '../../dictionary-view';

/** Entries of one dictionary: platform-wide ones plus those of the effective organisation. */
export class ListDictDetailsQuery extends Query<PageResult<DictDetailView>> {
  constructor(readonly actor: Actor, readonly q: DictDetailQueryDto, readonly headerOrganizationId: number | undefined) {
    super();
  }
}
