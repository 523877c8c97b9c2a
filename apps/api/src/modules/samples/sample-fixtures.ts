import type { NestExpressApplication } from '@nestjs/platform-express';
import { samplingFixtures } from '../../testing/site-sampling-fixtures';
import type { Client, Row } from '../../testing/site-sampling-fixtures';

/** Test fixtures of the samples specs (not product code). */
export type { Client, Row };

export function sampleFixtures(app: NestExpressApplication, tag: string) {
  const base = samplingFixtures(app, tag);
  const { ds } = base;
  let n = 0;

  /**
   * A project in 现场采样中 whose plan row names a method of 甲苯 (gc, `shelfLifeDays`) and `count`
   * samples of it collected on site (as 提交采样 leaves them), the first with a sampling record of
   * `recordedOn` when given.
   */
  const collected = async (client: Client, organizationId: number, options: { count?: number; shelfLifeDays?: number | null; recordedOn?: string } = {}) => {
    const { count = 3, shelfLifeDays = 7, recordedOn } = options;
    const { project, unit } = await base.projectThrough(client, organizationId, ['signContract', 'startSurvey', 'startSampling']);
    const standard = `${tag}-GBZ/T 300.${++n}`;
    const [method] = await ds.query(
      `INSERT INTO lab_methods (hazard_name, standard_no, method_name, sampling_type, instrument_family, shelf_life_days, organization_id)
       VALUES ('甲苯', $1, '溶剂解吸-气相色谱法', 'fixed-long', 'gc', $2, $3) RETURNING id`,
      [standard, shelfLifeDays, organizationId],
    );
    const [{ id: plan }] = await ds.query(`INSERT INTO sampling_plans (project_id, inspected_unit_id, state, organization_id) VALUES ($1, $2, 'approved', $3) RETURNING id`, [project.id, unit, organizationId]);
    const [{ id: row }] = await ds.query(
      `INSERT INTO sampling_plan_rows (plan_id, workshop, post, hazard, sample_type, kind, method, organization_id)
       VALUES ($1, '喷漆车间', '喷漆工', '甲苯', 'fixed', 'TWA', $2, $3) RETURNING id`,
      [plan, `${standard} 溶剂解吸-气相色谱法`, organizationId],
    );
    const samples: { id: number; code: string }[] = [];
    for (let i = 1; i <= count; i++) {
      const [sample] = await ds.query(
        `INSERT INTO samples (organization_id, project_id, plan_id, plan_row_id, identity, code, kind, sample_type, hazard, workshop, post, day, unit, state)
         VALUES ($1, $2, $3, $4, $5, $6, 'TWA', 'fixed', '甲苯', '喷漆车间', '喷漆工', 1, $7, 'collected') RETURNING id, code`,
        [organizationId, project.id, plan, row, `s${i}`, `${String(project.code)}-${String(i).padStart(3, '0')}`, i],
      );
      samples.push(sample);
    }
    if (recordedOn) {
      const [{ id: day }] = await ds.query(
        `INSERT INTO sampling_days (code, project_id, sampling_date, state, weather, temperature, humidity, pressure, production_load, organization_id)
         VALUES ($1, $2, $3, 'submitted', '1', 25, 60, 101, 90, $4) RETURNING id`,
        [`${tag}-CY${++n}`, project.id, recordedOn, organizationId],
      );
      await ds.query(`INSERT INTO sampling_records (day_id, project_id, sample_id, organization_id) VALUES ($1, $2, $3, $4)`, [day, project.id, samples[0].id, organizationId]);
    }
    return { project, method: method.id as number, samples, ids: samples.map((s) => s.id) };
  };

  const dispatch = (client: Client, body: Record<string, unknown>) => client.post('/api/sampleFlow/commands/dispatch').send(body);
  const sample = async (client: Client, id: number): Promise<Row> => (await client.get(`/api/sample/${id}`).expect(200)).body;
  const handover = async (client: Client, id: number): Promise<Row> => (await client.get(`/api/sampleFlow/${id}`).expect(200)).body;
  /** The hand-over a sample was last handed over in. */
  const handoverOf = async (client: Client, sampleId: number): Promise<Row> => handover(client, Number((await sample(client, sampleId)).handover));
  const items = async (client: Client, id: number): Promise<Row[]> => (await client.get(`/api/sampleFlow/${id}/children/items`).expect(200)).body;
  const custody = async (client: Client, id: number): Promise<Row[]> => (await client.get(`/api/sample/${id}/children/custody`).expect(200)).body;
  /** Records the receipt on the hand-over (an edit), then 确认接收 expecting `status`; the confirmation's response. */
  const receive = async (client: Client, id: number, receipt: Record<string, unknown>, status = 200) => {
    const current = await handover(client, id);
    const edited = (await client.put('/api/sampleFlow/edit').send({ id, version: current.version, ...receipt }).expect(200)).body as Row;
    return client.post(`/api/sampleFlow/${id}/transitions/confirm`).send({ version: edited.version }).expect(status);
  };
  const distribute = (client: Client, body: Record<string, unknown>) => client.post('/api/sampleDistribute/distribution').send(body);
  const loadOf = async (client: Client, userId: number): Promise<number> =>
    ((await client.get('/api/sampleDistribute/loads').expect(200)).body as { userId: number; assigned: number }[]).find((l) => l.userId === userId)?.assigned ?? -1;
  const events = (id: number, type: string): Promise<{ payload: Record<string, unknown>; reason: string | null }[]> =>
    ds.query(`SELECT payload, reason FROM domain_events WHERE aggregate_type = 'sample' AND aggregate_id = $1 AND type = $2 ORDER BY seq`, [String(id), type]);
  const states = async (ids: number[]): Promise<string[]> => (await ds.query(`SELECT state FROM samples WHERE id = ANY($1::int[]) ORDER BY id`, [ids])).map((r: { state: string }) => r.state);

  return { ...base, collected, dispatch, sample, handover, handoverOf, items, custody, receive, distribute, loadOf, events, states };
}
