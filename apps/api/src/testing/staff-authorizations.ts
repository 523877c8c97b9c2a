import type { DataSource } from 'typeorm';

/**
 * Test fixture (not product code): authorises people of an organisation for a method (人员授权)
 * from `from` until `until` ('YYYY-MM-DD'; by default from 2000-01-01 until 2099-12-31), as an
 * administrator would have recorded it — what distributing a method's samples to them needs.
 */
export async function authoriseAnalysts(
  ds: DataSource,
  organizationId: number,
  methodId: number,
  userIds: readonly number[],
  period: { from?: string; until?: string } = {},
): Promise<void> {
  await ds.query(
    `INSERT INTO staff_authorizations (organization_id, user_id, method_id, authorised_from, authorised_until, create_by, update_by)
     SELECT $1, u, $2, $4::date, $5::date, 'fixture', 'fixture' FROM unnest($3::int[]) AS u
     ON CONFLICT (organization_id, user_id, method_id) DO UPDATE SET authorised_from = EXCLUDED.authorised_from, authorised_until = EXCLUDED.authorised_until`,
    [organizationId, methodId, [...userIds], period.from ?? '2000-01-01', period.until ?? '2099-12-31'],
  );
}
