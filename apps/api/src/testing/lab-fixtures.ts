import type { NestExpressApplication } from '@nestjs/platform-express';
import { as, loginAs } from './identity';
import { samplingFixtures, type Client, type Row } from './site-sampling-fixtures';
import { authoriseAnalysts } from './staff-authorizations';

/**
 * Test fixtures of the laboratory specs (not product code): a GC method and a calibrated
 * instrument of the demo organisation A, the demo analyst authorised for the method, samples
 * distributed to him by SQL (the sample room's steps are the samples module's tests) and batches
 * composed by him through 组批 (POST api/labBatch/commands/compose). `seed(app)` must have run.
 */
export async function labFixtures(app: NestExpressApplication, tag: string, options: { family?: string; methodName?: string } = {}) {
  const f = samplingFixtures(app, tag);
  const family = options.family ?? 'gc';
  const analyst = as(app, await loginAs(app, 'analyst'));
  const manager = as(app, await loginAs(app, 'labmanager'));
  const rows: { username: string; id: number; organization_id: number }[] = await f.ds.query(`SELECT username, id, organization_id FROM users`);
  const users = Object.fromEntries(rows.map((r) => [r.username, r.id])) as Record<string, number>;
  const orgA = rows.find((r) => r.username === 'analyst')?.organization_id as number;
  const [{ id: method }] = await f.ds.query(
    `INSERT INTO lab_methods (hazard_name, standard_no, method_name, sampling_type, instrument_family, detection_limit, min_detectable_conc, below_lod_rule, report_decimals, breakthrough_percent, organization_id)
     VALUES ('甲苯', 'GBZ/T 300.66-2017', $2, 'fixed-long', $3, '0.5', '0.36', 'zero', 2, '10', $1) RETURNING id`,
    [orgA, options.methodName ?? `甲苯的溶剂解吸-气相色谱法（${tag}）`, family],
  );
  const { id: instrument, code: instrumentCode } = await f.instrument(orgA, '2099-12-31');
  await authoriseAnalysts(f.ds, orgA, method, [users.analyst]);

  const today = () => new Date().toISOString().slice(0, 10);
  const read = async (client: Client, id: number): Promise<Row> => (await client.get(`/api/labBatch/${id}`).expect(200)).body;
  const items = async (id: number): Promise<Row[]> => (await analyst.get(`/api/labBatch/${id}/children/items`).expect(200)).body;
  /** A transition of the batch at its current version (with a reason when given). */
  const move = async (client: Client, id: number, event: string, status: number, reason?: string) => {
    const batch = await read(manager, id);
    return client.post(`/api/labBatch/${id}/transitions/${event}`).send({ version: batch.version, ...(reason ? { reason } : {}) }).expect(status);
  };

  /** A project's `count` samples and its blank distributed to the analyst with the method and instrument. */
  async function distributed(count: number): Promise<{ id: number; code: string; blank: boolean }[]> {
    const admin = as(app, await loginAs(app, 'admin'));
    const { samples } = await f.samplingProject(admin, orgA, count);
    await f.ds.query(
      `UPDATE samples SET state = 'distributed', analyst_id = $2, instrument_id = $3, method_id = $4, instrument_family = $5, sampled_date = CURRENT_DATE, shelf_life_days = 14,
              shelf_life_deadline = CURRENT_DATE + 14 WHERE id = ANY($1::int[])`,
      [samples.map((s) => s.id), users.analyst, instrument, method, family],
    );
    return samples;
  }

  /** 组批 of the samples by the analyst: the new batch. */
  async function composed(samples: { id: number }[]): Promise<Row> {
    const answer = await analyst.post('/api/labBatch/commands/compose').send({ sampleIds: samples.map((s) => s.id), instrument, analysisDate: today() });
    if (answer.status >= 300) throw new Error(`compose answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return read(analyst, answer.body.created.id as number);
  }

  /** A composed GC batch with its curve (y = x) and the §11 sorbent-tube readings (a sample reports 4.13). */
  async function readyBatch(samples: { id: number }[]): Promise<Row> {
    const { id } = await composed(samples);
    for (const [level, x] of ['0', '1', '2', '5', '10', '20'].entries()) {
      await analyst.post(`/api/labBatch/${id}/children/curve`).send({ level: level + 1, concentration: x, response: x }).expect(201);
    }
    const batch = await read(analyst, id);
    await analyst.put('/api/labBatch/edit').send({ id, version: batch.version, desorptionEfficiency: '0.95', checkStandardExpected: '5.0', checkStandardMeasured: '5.1', envTemperature: '22.0', envHumidity: '50.0' }).expect(200);
    for (const item of await items(id)) {
      const readings = item.kind === 'fieldBlank' ? { response: '0.1', desorbVolume: '1.0', standardVolume: '1.402' } : { response: '5.2', responseBack: '0.3', desorbVolume: '1.0', standardVolume: '1.402' };
      await analyst.put(`/api/labBatch/${id}/children/items/${item.id}`).send({ version: item.version, ...readings }).expect(200);
    }
    return read(analyst, id);
  }

  return { f, ds: f.ds, analyst, manager, users, orgA, method, instrument, instrumentCode, today, read, items, move, distributed, composed, readyBatch };
}
