import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CURVE_WARNING_DAYS, type QualityStatistics } from '@ohit/contracts';
import { readScope } from '../../../../platform';
import { localDate } from '../../../resources';
import { amendmentCounts } from '../../amendment-kinds';
import { tallyQc } from '../../qc-tallies';
import { amendmentRows, checkedBatches, curvesNearEnd, projectStageDates } from '../../statistics-reads';
import { stageTurnaround } from '../../turnaround';
import { GetStatisticsQuery } from './get-statistics.query';

/**
 * 质量控制's figures within the caller's organisation scope: the database reads (statistics-reads)
 * and the pure aggregations (qc-tallies, turnaround, amendment-kinds), one read-only snapshot.
 */
@QueryHandler(GetStatisticsQuery)
export class GetStatisticsHandler implements IQueryHandler<GetStatisticsQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  execute({ actor, period }: GetStatisticsQuery): Promise<QualityStatistics> {
    const scope = readScope(actor);
    // one snapshot, so the batches, their items and the counts agree with each other
    return this.ds.transaction('REPEATABLE READ', async (m) => {
      const batches = await checkedBatches(m, scope, period);
      return {
        ...period,
        ...tallyQc(batches),
        curveWarningDays: CURVE_WARNING_DAYS,
        curvesNearEnd: await curvesNearEnd(m, scope, localDate()),
        amendments: amendmentCounts(await amendmentRows(m, scope, period)),
        turnaround: stageTurnaround(await projectStageDates(m, scope, period), period.from, period.to),
      };
    });
  }
}
