import { Query } from '@nestjs/cqrs';
import type { QualityStatistics } from '@ohit/contracts';
import type { Actor } from '../../../../platform';
import type { StatisticsPeriod } from '../../statistics-period';

/** The 质量控制 statistics of a period, within the caller's organisation scope. */
export class GetStatisticsQuery extends Query<QualityStatistics> {
  constructor(
    readonly actor: Actor,
    readonly period: StatisticsPeriod,
  ) {
    super();
  }
}
