import type { EntityManager } from 'typeorm';
import type { PendingSampleView } from '@ohit/contracts';

/** The samples distributed to the analyst in the organisation and not yet in a batch, by method then code. */
export async function pendingSamples(m: EntityManager, organizationId: number, analystId: number): Promise<PendingSampleView[]> {
  const rows: Record<string, unknown>[] = await m.query(
    `SELECT s.id, s.code, s.hazard, s.blank, s.instrument_family, s.method_id, lm.method_name, lm.standard_no,
            s.instrument_id, e.name AS instrument_name, p.name AS project_name,
            to_char(s.sampled_date, 'YYYY-MM-DD') AS sampled_date, to_char(s.shelf_life_deadline, 'YYYY-MM-DD') AS deadline
       FROM samples s
       LEFT JOIN lab_methods lm ON lm.id = s.method_id
       LEFT JOIN equipment e ON e.id = s.instrument_id
       LEFT JOIN projects p ON p.id = s.project_id
      WHERE s.organization_id = $1 AND s.analyst_id = $2 AND s.state = 'distributed'
      ORDER BY lm.method_name NULLS LAST, s.code
      LIMIT 2000`,
    [organizationId, analystId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    code: String(r.code),
    hazard: String(r.hazard),
    blank: r.blank === true,
    method: r.method_id ? { id: Number(r.method_id), methodName: String(r.method_name), standardNo: String(r.standard_no ?? '') } : null,
    instrumentFamily: (r.instrument_family as string | null) ?? null,
    instrument: r.instrument_id ? { id: Number(r.instrument_id), name: String(r.instrument_name) } : null,
    projectName: (r.project_name as string | null) ?? null,
    sampledDate: (r.sampled_date as string | null) ?? null,
    shelfLifeDeadline: (r.deadline as string | null) ?? null,
  }));
}
