import type { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { localDate } from '../modules/resources';

/**
 * `npm start`'s demo 人员授权: the demo analysts authorised for every method the organisation
 * holds, from today until a year after today, by the administrator — so the demo's samples can be
 * distributed to them. Only the seed CLI runs it, after the methods library; a person already
 * authorised for a method keeps the record they have. The organisation's 允许自校核/自审核 stays
 * as it is (off unless an administrator sets it).
 */
export async function seedDemoStaffAuthorizations(ds: DataSource, organizationId: number, analystIds: readonly number[], authorisedBy: number): Promise<number> {
  return ds.transaction(async (m) => {
    const today = localDate();
    const added: { id: number }[] = await m.query(
      `INSERT INTO staff_authorizations (organization_id, user_id, method_id, instrument_family, authorised_from, authorised_until, authorised_by_id, training, create_by, update_by)
       SELECT $1, u.id, lm.id, lm.instrument_family, $3::date, ($3::date + interval '1 year')::date, $4, '演示数据：方法培训及考核合格', 'seed', 'seed'
         FROM lab_methods lm
         JOIN users u ON u.id = ANY($2::int[]) AND u.organization_id = lm.organization_id
        WHERE lm.organization_id = $1
       ON CONFLICT (organization_id, user_id, method_id) DO NOTHING
       RETURNING id`,
      [organizationId, [...analystIds], today, authorisedBy],
    );
    if (added.length) {
      await new DomainEventsService().append(m, {
        type: EVENT_TYPES.DemoDataSeeded,
        aggregateType: 'seed',
        aggregateId: 'demo-staff-authorizations',
        payload: { organizationId, analysts: analystIds, authorizations: added.length },
        reason: 'demo seed',
      });
    }
    return added.length;
  });
}
