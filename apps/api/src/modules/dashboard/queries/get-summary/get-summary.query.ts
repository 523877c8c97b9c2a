import { Query } from '@nestjs/cqrs';
import type { DashboardSummary } from '@ohit/contracts';
import type { Actor } from '../../../../platform';

export class GetSummaryQuery extends Query<DashboardSummary> {
  constructor(readonly actor: Actor) {
    super();
  }
}
