import { Query } from '@nestjs/cqrs';
import type { PageResult } from '@ohit/contracts';
import type { Actor } from '../../../../platform';
import type { ListDictsQueryDto } from '../../dictionaries.dto';
import type { DictView } from '../../dictionary-view';

/** Dictionary definitions, optionally filtered by name or description. */
export class ListDictsQuery extends Query<PageResult<DictView>> {
  constructor(readonly actor: Actor, readonly q: ListDictsQueryDto) {
    super();
  }
}
