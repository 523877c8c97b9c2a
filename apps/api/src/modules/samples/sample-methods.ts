import type { EntityManager } from 'typeorm';

/** The method a sample is analysed by, with what it sets on the sample. */
export interface SampleMethod {
  method: number;
  instrumentFamily: string;
  shelfLifeDays: number | null;
}

/**
 * The organisation's method in use for each sample (by id), from its methods catalogue: the
 * sample's hazard, preferring the method its plan row names (标准号 方法名), then the sampling
 * type the sample was taken by (定点/个体 × 短时间/长时间), a valid one, an accredited one. Samples
 * of a hazard the catalogue has no method for are absent (the sample room chooses one by hand).
 */
export async function matchMethods(m: EntityManager, sampleIds: number[]): Promise<Map<number, SampleMethod>> {
  if (sampleIds.length === 0) return new Map();
  const rows: { sample_id: number; id: number; instrument_family: string; shelf_life_days: number | null }[] = await m.query(
    `SELECT s.id AS sample_id, lm.id, lm.instrument_family, lm.shelf_life_days
       FROM samples s
       LEFT JOIN sampling_plan_rows pr ON pr.id = s.plan_row_id
       CROSS JOIN LATERAL (
         SELECT c.id, c.instrument_family, c.shelf_life_days
           FROM lab_methods c
          WHERE c.organization_id = s.organization_id AND c.hazard_name = s.hazard AND c.status = '1'
          ORDER BY (btrim(c.standard_no || ' ' || c.method_name) = pr.method) DESC NULLS LAST,
                   (c.sampling_type = (CASE s.sample_type WHEN 'individual' THEN 'personal' ELSE 'fixed' END)
                                      || (CASE WHEN s.kind IN ('STEL', 'MAC') THEN '-short' ELSE '-long' END)) DESC,
                   (c.valid_to IS NULL OR c.valid_to >= current_date) DESC,
                   c.accredited DESC, c.id
          LIMIT 1
       ) lm
      WHERE s.id = ANY($1::int[])`,
    [sampleIds],
  );
  return new Map(rows.map((r) => [r.sample_id, { method: r.id, instrumentFamily: r.instrument_family, shelfLifeDays: r.shelf_life_days }]));
}
