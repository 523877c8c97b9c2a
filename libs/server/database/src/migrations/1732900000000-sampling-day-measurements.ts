import { MigrationInterface, QueryRunner } from 'typeorm';
import { SYSTEM_COLUMNS } from './migration-sql';

/**
 * 物理因素测量 (SAMPLING_DAY child `measurements`): noise and heat measured on a sampling day — a
 * point's segment with its value (LAeq dB(A) or WBGT ℃, exact numeric) and exposure time Ti; the
 * instrument from the equipment ledger when named. Removed with its day (a day with measurements
 * is refused deletion by the module first).
 */
export class SamplingDayMeasurements1732900000000 implements MigrationInterface {
  name = 'SamplingDayMeasurements1732900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sampling_day_measurements (
        id serial PRIMARY KEY,
        day_id integer NOT NULL REFERENCES sampling_days (id) ON DELETE CASCADE,
        workshop varchar(100) NOT NULL,
        post varchar(100) NOT NULL,
        point_name varchar(100) NOT NULL,
        hazard varchar(10) NOT NULL CHECK (hazard IN ('噪声', '高温')),
        value numeric(5, 1) NOT NULL,
        duration_minutes numeric(7, 2) NOT NULL CHECK (duration_minutes > 0),
        start_time timestamptz,
        end_time timestamptz,
        equipment_id integer REFERENCES equipment (id) ON DELETE RESTRICT,
        remark varchar(500),
        ${SYSTEM_COLUMNS}
      )`);
    await q.query(`CREATE INDEX idx_sampling_day_measurements_day ON sampling_day_measurements (day_id, id)`);
    await q.query(`CREATE INDEX idx_sampling_day_measurements_equipment ON sampling_day_measurements (equipment_id) WHERE equipment_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sampling_day_measurements`);
  }
}
