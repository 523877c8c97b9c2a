import { isDomainError } from '@ohit/domain';
import { ResourceQueryError } from '@ohit/server-resource-engine';
import { WorkbookRejected } from '@ohit/server-xlsx';

/**
 * Why a job's input was refused — a filter the list would answer with 400, a workbook that is
 * not one, a domain rule, a value PostgreSQL refuses (SQLSTATE class 22 data, 23 integrity) —
 * or null for a fault worth retrying (connection lost, disk full…). Retrying refused input
 * gives the same answer three times and a 500 to the user; it fails at once with the reason.
 */
export function inputRefusal(e: unknown, databaseMessage: string): string | null {
  if (e instanceof ResourceQueryError || e instanceof WorkbookRejected || isDomainError(e)) return e.message;
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)) return databaseMessage;
  return null;
}
