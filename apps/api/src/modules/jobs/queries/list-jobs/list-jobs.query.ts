import { Query } from '@nestjs/cqrs';
import type { JobDto, PageResult } from '@ohit/contracts';
import type { Actor } from '../../../../platform';

export class ListJobsQuery extends Query<PageResult<JobDto>> {
  constructor(
    readonly actor: Actor,
    readonly page: number,
    readonly size: number,
    readonly all: boolean,
    /** `sort` as sent (validated by the handler: an unknown field is a 400). */
    readonly sort?: unknown,
  ) {
    super();
  }
}
