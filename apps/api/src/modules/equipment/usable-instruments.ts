import type { EntityManager } from 'typeorm';
import type { UsableInstrumentView } from '@ohit/contracts';

/** The organisation's instruments usable on a day (in service, calibration valid then): what 分发 and 组批 offer. */
export async function usableInstruments(m: EntityManager, organizationId: number, on: string): Promise<UsableInstrumentView[]> {
  const rows: (Omit<UsableInstrumentView, 'usableUntil'> & { until: string })[] = await m.query(
    `SELECT id, code, name, model, to_char(usable_until, 'YYYY-MM-DD') AS until FROM equipment
      WHERE organization_id = $1 AND usable_until >= $2::date ORDER BY name, code LIMIT 500`,
    [organizationId, on],
  );
  return rows.map(({ until, ...r }) => ({ ...r, usableUntil: until }));
}
