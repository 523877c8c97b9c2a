import { Query } from '@nestjs/cqrs';
import type { HistoryEntry, PageResult } from '@ohit/contracts';
import type { Actor } from '../../../../platform';

/** One row's timeline (`GET <url>/:id/history?page&size`), newest first. */
export class GetResourceHistoryQuery extends Query<PageResult<HistoryEntry>> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    readonly id: number,
    readonly page: number,
    readonly size: number,
  ) {
    super();
  }
}
