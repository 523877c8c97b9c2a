import type { QualityStatistics } from '@ohit/contracts';
import { http } from '../../http/request';

/** GET api/qualityControl/statistics for the period (both days 'YYYY-MM-DD'). */
export function fetchQualityStatistics(from: string, to: string): Promise<QualityStatistics> {
  return http.get<QualityStatistics>('api/qualityControl/statistics', { from, to });
}
