// P3's data: 50 organisations (the 3 seeded + 47), 6 responsible users and 100 inspected units
// per organisation, and `rows` projects spread over them, bulk-loaded with INSERT … SELECT
// generate_series. Values follow a project's life: created over three years (ids in time order),
// those older than four months mostly archived, recent ones in the working states, stage dates
// that follow the state, check types and urgencies in plausible shares, an inspected unit and a
// responsible user of the project's own organisation. The pseudo-random choices are hashes of the
// row number, so every run loads the same data.
//
// Speed: the projects indexes (all but the constraints' own) are dropped and rebuilt from their own
// definitions after the load, and the session skips the foreign-key triggers
// (session_replication_role = replica; the values are generated consistent). VACUUM ANALYZE at
// the end: statistics, and the visibility map index-only counts use, as autovacuum leaves a
// settled table.

export const ORGANISATIONS = 50;
const USERS_PER_ORG = 6;
const UNITS_PER_ORG = 100;

/** `h(n)`: a deterministic pseudo-random 0..99 from the row number g and a salt n. */
const h = (n) => `(abs(hashint4(g * 7 + ${n})) % 100)`;

/**
 * Loads the data into a migrated, seeded database. `log(text)` reports progress.
 * Returns the organisation ids in order (the first is the seed's 示范… organisation).
 */
export async function loadP3Data(client, rows, log) {
  const t = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
  const t0 = performance.now();
  await client.query(`SET session_replication_role = replica`);
  await client.query(`SET maintenance_work_mem = '256MB'`);

  const seeded = (await client.query(`SELECT count(*)::int AS n FROM organizations`)).rows[0].n;
  await client.query(
    `INSERT INTO organizations (name, code, zone_code)
     SELECT '基准职业卫生检测机构' || lpad(i::text, 2, '0'), 'P3-' || lpad(i::text, 2, '0'), '3201' || lpad(i::text, 2, '0')
     FROM generate_series($1::int + 1, $2::int) i`,
    [seeded, ORGANISATIONS],
  );
  const orgIds = (await client.query(`SELECT id FROM organizations ORDER BY id LIMIT $1`, [ORGANISATIONS])).rows.map((r) => r.id);
  await client.query(`CREATE TEMP TABLE p3_orgs (idx int PRIMARY KEY, org_id int NOT NULL, user_min int, unit_min int)`);
  await client.query(`INSERT INTO p3_orgs (idx, org_id) SELECT i - 1, id FROM unnest($1::int[]) WITH ORDINALITY AS o(id, i)`, [orgIds]);

  // Responsible users: ids contiguous per organisation (one INSERT in organisation order).
  await client.query(
    `INSERT INTO users (username, nick_name, phone, email, password_hash, organization_id)
     SELECT 'p3-' || o.idx || '-' || k,
            (ARRAY['张','王','李','赵','刘','陈'])[k] || (ARRAY['明','华','静','磊','芳','军','洁','伟'])[1 + (o.idx + k) % 8] || (ARRAY['','强','丽','杰'])[1 + o.idx % 4],
            '137' || lpad((o.idx * 10 + k)::text, 8, '0'), 'p3-' || o.idx || '-' || k || '@example.com',
            (SELECT password_hash FROM users WHERE username = 'surveyor'), o.org_id
     FROM p3_orgs o CROSS JOIN generate_series(1, ${USERS_PER_ORG}) k ORDER BY o.idx, k`,
  );
  await client.query(`UPDATE p3_orgs o SET user_min = u.m FROM (SELECT organization_id, min(id) AS m FROM users WHERE username LIKE 'p3-%' GROUP BY 1) u WHERE u.organization_id = o.org_id`);

  await client.query(
    `INSERT INTO inspected_units (name, credit_code, area, address, contact, phone, industry, scale, employee_count, risk_class, organization_id, create_by, update_by)
     SELECT (ARRAY['南京','无锡','徐州','常州','苏州','南通','扬州','镇江'])[1 + n % 8] || (ARRAY['精密机械','化工材料','电子科技','纺织印染','新型建材','金属制品','汽车零部件','医药','塑胶制品','家具制造'])[1 + (n / 8) % 10]
              || '有限公司' || CASE WHEN n >= 80 THEN '第' || (n / 80 + 1) || '分厂' ELSE '' END,
            '91320' || lpad((o.idx * 1000 + n)::text, 12, '0') || 'X',
            '江苏省/' || (ARRAY['南京市','无锡市','徐州市','常州市','苏州市','南通市','扬州市','镇江市'])[1 + n % 8] || '/开发区',
            '工业园区' || (n + 1) || '号', (ARRAY['周','吴','郑','孙'])[1 + n % 4] || '经理', '139' || lpad((o.idx * 1000 + n)::text, 8, '0'),
            (ARRAY['C','C','C','B','D','E'])[1 + n % 6], (1 + n % 4)::text, 20 + (n * 37) % 2000, CASE WHEN n % 5 = 0 THEN '1' ELSE '2' END,
            o.org_id, 'p3', 'p3'
     FROM p3_orgs o CROSS JOIN generate_series(0, ${UNITS_PER_ORG - 1}) n ORDER BY o.idx, n`,
  );
  await client.query(`UPDATE p3_orgs o SET unit_min = u.m FROM (SELECT organization_id, min(id) AS m FROM inspected_units GROUP BY 1) u WHERE u.organization_id = o.org_id`);
  log(`  ${ORGANISATIONS} organisations, ${ORGANISATIONS * USERS_PER_ORG} responsible users, ${ORGANISATIONS * UNITS_PER_ORG} inspected units (${t()})`);

  const indexes = (await client.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'projects'
       AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'projects'::regclass)`)).rows;
  for (const i of indexes) await client.query(`DROP INDEX ${i.indexname}`);

  // Three years of projects, ids in creation order; "now" is 2026-01-01 for the states.
  await client.query(
    `INSERT INTO projects (code, name, inspected_unit_id, organization_id, created_at, updated_at, check_type, state, responser_id,
                           incoming_sample, urgency, entrust_type, jcbg_flag, pjbg_flag, contract_no, contract_amount, contract_date,
                           survey_plan_date, survey_date, sampling_plan_date, sampling_date, lab_plan_date, lab_date,
                           report_plan_date, report_date, issue_plan_date, issue_date,
                           samples_planned, samples_collected, samples_tested, report_state, create_by, update_by)
     SELECT 'XM-' || to_char(created, 'YYYY') || '-' || lpad(g::text, 7, '0'),
            (SELECT u.name FROM inspected_units u WHERE u.id = unit) || to_char(created, 'YYYY') || '年度'
              || CASE check_type WHEN '10' THEN '定期检测' WHEN '20' THEN '监督检测' WHEN '30' THEN '评价检测' WHEN '31' THEN '现状评价' WHEN '32' THEN '控制效果评价' ELSE '预评价' END,
            unit, org_id, created, created + interval '1 day' * least(age, 120),
            check_type, state, user_min + ${h(4)} % ${USERS_PER_ORG},
            check_type = '10' AND ${h(5)} < 5,
            CASE WHEN ${h(6)} < 88 THEN '1' WHEN ${h(6)} < 98 THEN '2' ELSE '3' END,
            CASE WHEN ${h(7)} < 80 THEN '1' WHEN ${h(7)} < 92 THEN '2' ELSE '3' END,
            '1', CASE WHEN check_type IN ('31', '32', '33') THEN '1' ELSE '0' END,
            CASE WHEN stage >= 1 THEN 'HT-' || to_char(created, 'YYYYMM') || '-' || lpad(g::text, 7, '0') END,
            CASE WHEN stage >= 1 THEN (3000 + (abs(hashint4(g)) % 9700000) / 100.0)::numeric(14, 2) END,
            CASE WHEN stage >= 1 THEN day + 3 END,
            day + 10, CASE WHEN stage >= 2 THEN day + 10 + ${h(8)} % 4 END,
            day + 20, CASE WHEN stage >= 3 THEN day + 20 + ${h(9)} % 5 END,
            day + 30, CASE WHEN stage >= 4 THEN day + 28 + ${h(10)} % 6 END,
            day + 45, CASE WHEN stage >= 5 THEN day + 40 + ${h(11)} % 10 END,
            day + 60, CASE WHEN stage >= 6 THEN day + 55 + ${h(12)} % 15 END,
            CASE WHEN stage >= 2 THEN 8 + ${h(13)} % 60 ELSE 0 END,
            CASE WHEN stage >= 3 THEN 8 + ${h(13)} % 60 ELSE 0 END,
            CASE WHEN stage >= 4 THEN 8 + ${h(13)} % 60 ELSE 0 END,
            CASE WHEN stage >= 6 THEN 'issued' WHEN stage = 5 THEN 'compiling' END,
            'p3', 'p3'
     FROM (
       SELECT g, o.org_id, o.user_min, created, created::date AS day, age, check_type,
              o.unit_min + ${h(2)} % ${UNITS_PER_ORG} AS unit,
              CASE state WHEN 'created' THEN 0 WHEN 'contracted' THEN 1 WHEN 'surveying' THEN 2 WHEN 'sampling' THEN 3
                         WHEN 'testing' THEN 4 WHEN 'reporting' THEN 5 WHEN 'cancelled' THEN 1 ELSE 6 END AS stage,
              state
       FROM (
         SELECT g, created, (date '2026-01-01' - created::date) AS age,
                (ARRAY['10','10','10','10','10','10','10','10','10','10','10','20','30','31','31','31','32','32','33','33'])[1 + ${h(1)} % 20] AS check_type,
                CASE
                  WHEN (date '2026-01-01' - created::date) > 120 THEN CASE WHEN ${h(0)} < 93 THEN 'archived' WHEN ${h(0)} < 97 THEN 'issued' ELSE 'cancelled' END
                  WHEN (date '2026-01-01' - created::date) > 75 THEN CASE WHEN ${h(0)} < 40 THEN 'archived' WHEN ${h(0)} < 85 THEN 'issued' WHEN ${h(0)} < 95 THEN 'reporting' ELSE 'suspended' END
                  WHEN (date '2026-01-01' - created::date) > 45 THEN CASE WHEN ${h(0)} < 30 THEN 'testing' WHEN ${h(0)} < 80 THEN 'reporting' WHEN ${h(0)} < 95 THEN 'issued' ELSE 'suspended' END
                  WHEN (date '2026-01-01' - created::date) > 20 THEN CASE WHEN ${h(0)} < 35 THEN 'surveying' WHEN ${h(0)} < 75 THEN 'sampling' ELSE 'testing' END
                  ELSE CASE WHEN ${h(0)} < 50 THEN 'created' WHEN ${h(0)} < 85 THEN 'contracted' ELSE 'surveying' END
                END AS state
         FROM (SELECT g, timestamptz '2023-01-01 08:00:00+08' + (g::bigint * (94608000 / $1::int)) * interval '1 second' AS created
               FROM generate_series(1, $1::int) g) s
       ) s
       JOIN p3_orgs o ON o.idx = abs(hashint4(g)) % ${ORGANISATIONS}
     ) p`,
    [rows],
  );
  log(`  ${rows.toLocaleString('en')} projects inserted (${t()})`);
  for (const i of indexes) await client.query(i.indexdef);
  log(`  ${indexes.length} projects indexes rebuilt (${t()})`);
  await client.query(`SET session_replication_role = DEFAULT`);
  await client.query(`VACUUM ANALYZE projects`);
  await client.query(`ANALYZE`);
  log(`  VACUUM ANALYZE done (${t()})`);
  return orgIds;
}
