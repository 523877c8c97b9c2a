import { MigrationInterface, QueryRunner } from 'typeorm';
import { trigramIndexes } from './migration-sql';

/**
 * The notices this migration writes, frozen as published (a migration never changes once run;
 * jest's global setup also runs migrations without the workspace's package mapping). They are
 * @ohit/domain's OFFICIAL_HOLIDAY_NOTICES of 2025 and 2026, which a unit test holds them equal
 * to. A later year is the administrator's (工作日历) or a new migration's.
 */
export const WORKING_CALENDAR_2025_2026 = [
  {
    year: 2025,
    source: '国务院办公厅关于2025年部分节假日安排的通知',
    holidays: [
      { name: '元旦', from: '2025-01-01', to: '2025-01-01' },
      { name: '春节', from: '2025-01-28', to: '2025-02-04', makeUpWorkdays: ['2025-01-26', '2025-02-08'] },
      { name: '清明节', from: '2025-04-04', to: '2025-04-06' },
      { name: '劳动节', from: '2025-05-01', to: '2025-05-05', makeUpWorkdays: ['2025-04-27'] },
      { name: '端午节', from: '2025-05-31', to: '2025-06-02' },
      { name: '国庆节、中秋节', from: '2025-10-01', to: '2025-10-08', makeUpWorkdays: ['2025-09-28', '2025-10-11'] },
    ],
  },
  {
    year: 2026,
    source: '国务院办公厅关于2026年部分节假日安排的通知',
    holidays: [
      { name: '元旦', from: '2026-01-01', to: '2026-01-03', makeUpWorkdays: ['2026-01-04'] },
      { name: '春节', from: '2026-02-15', to: '2026-02-23', makeUpWorkdays: ['2026-02-14', '2026-02-28'] },
      { name: '清明节', from: '2026-04-04', to: '2026-04-06' },
      { name: '劳动节', from: '2026-05-01', to: '2026-05-05', makeUpWorkdays: ['2026-05-09'] },
      { name: '端午节', from: '2026-06-19', to: '2026-06-21' },
      { name: '中秋节', from: '2026-09-25', to: '2026-09-27' },
      { name: '国庆节', from: '2026-10-01', to: '2026-10-07', makeUpWorkdays: ['2026-09-20', '2026-10-10'] },
    ],
  },
] as const;

/**
 * 工作日历 (WORKING_CALENDAR): public holidays and make-up working days, one row per date,
 * platform-wide — every organisation counts working days (a report's disclosure deadline) by the
 * same calendar. organization_id is only who recorded a row (the audit), NULL for the official
 * rows written here, so the list's indexes are led by their own column. The official 2025 and
 * 2026 notices are reference data every install needs (not demo data): written here, every day
 * of each holiday and each make-up working day, the notice named in each row's remark.
 * The table backs the rules the api checks first: one row per date, a make-up working day only
 * on a Saturday or Sunday.
 */
export class WorkingCalendar1732920000000 implements MigrationInterface {
  name = 'WorkingCalendar1732920000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE working_calendar_days (
        id serial PRIMARY KEY,
        date date NOT NULL,
        kind varchar(10) NOT NULL,
        name varchar(50) NOT NULL,
        remark varchar(500),
        organization_id integer REFERENCES organizations (id) ON DELETE SET NULL,
        version integer NOT NULL DEFAULT 1,
        create_by varchar(50),
        update_by varchar(50),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_working_calendar_days_date UNIQUE (date),
        CONSTRAINT ck_working_calendar_days_kind CHECK (kind IN ('holiday', 'workday')),
        CONSTRAINT ck_working_calendar_days_workday_weekend CHECK (kind <> 'workday' OR extract(isodow FROM date) IN (6, 7))
      )`);
    for (const col of ['kind', 'created_at', 'updated_at', 'organization_id']) {
      await q.query(`CREATE INDEX idx_working_calendar_days_${col} ON working_calendar_days (${col}, id)`);
    }
    await trigramIndexes(q, 'working_calendar_days', ['name']);
    for (const notice of WORKING_CALENDAR_2025_2026) {
      for (const h of notice.holidays) {
        await q.query(
          `INSERT INTO working_calendar_days (date, kind, name, remark, create_by, update_by)
           SELECT d::date, 'holiday', $3, $4, 'system', 'system' FROM generate_series($1::date, $2::date, interval '1 day') AS d`,
          [h.from, h.to, h.name, notice.source],
        );
        const makeUp: readonly string[] = 'makeUpWorkdays' in h ? h.makeUpWorkdays : [];
        await q.query(
          `INSERT INTO working_calendar_days (date, kind, name, remark, create_by, update_by)
           SELECT d, 'workday', $2, $3, 'system', 'system' FROM unnest($1::date[]) AS d`,
          [makeUp, h.name, notice.source],
        );
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE working_calendar_days`);
  }
}
