import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { as, dataSourceOf } from './identity';

/** Test fixtures of the on-site sampling specs (not product code). */
export type Client = ReturnType<typeof as>;
export type Row = Record<string, unknown> & { id: number; version: number };

/** A PNG as the drawn-signature canvas sends it (the upload checks the signature bytes). */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);

export const CONDITIONS = { weather: '1', temperature: '25.5', humidity: '65.0', pressure: '100.80', productionLoad: '90', facilitiesRunning: true };

/** A sample as a record of it is entered: 120 min at 1.5 L/min. */
export const MEASURED = {
  startTime: '2026-03-02T01:00:00.000Z',
  endTime: '2026-03-02T03:00:00.000Z',
  flowBefore: '1.500',
  flowAfter: '1.500',
  pointName: '焊接工位1',
};

export function samplingFixtures(app: NestExpressApplication, tag: string) {
  const ds = dataSourceOf(app);
  let n = 0;
  const next = () => `${tag}${(++n).toString().padStart(3, '0')}`;

  /** A project of the organisation moved through the given events of its machine. */
  const projectThrough = async (client: Client, organizationId: number, events: string[]) => {
    const [{ id: unit }] = await ds.query(`INSERT INTO inspected_units (name, organization_id) VALUES ($1, $2) RETURNING id`, [`${next()}单位`, organizationId]);
    let project = (await client.post('/api/project/add').send({ name: `${next()}项目`, type: '10', belongInspect: unit, contractNo: next(), contractDate: '2026-02-01', organizationId }).expect(201)).body as Row;
    for (const event of events) project = (await client.post(`/api/project/${project.id}/transitions/${event}`).send({ version: project.version }).expect(200)).body;
    return { project, unit: unit as number };
  };

  /** A project of the organisation in 现场采样中 (through its transitions), with an approved plan numbering `samples` samples and one blank. */
  const samplingProject = async (client: Client, organizationId: number, samples = 3) => {
    const { project, unit } = await projectThrough(client, organizationId, ['signContract', 'startSurvey', 'startSampling']);
    const [{ id: plan }] = await ds.query(`INSERT INTO sampling_plans (project_id, inspected_unit_id, state, organization_id) VALUES ($1, $2, 'approved', $3) RETURNING id`, [project.id, unit, organizationId]);
    const rows: { id: number; code: string; blank: boolean }[] = [];
    for (let i = 1; i <= samples + 1; i++) {
      const blank = i > samples;
      // not the plan's pattern: numbers the test's adjustments take from the organisation's sequence never meet these
      const code = `${String(project.code)}-T${blank ? 'KB' : ''}${i}`;
      const [row] = await ds.query(
        `INSERT INTO samples (organization_id, project_id, plan_id, identity, code, blank, kind, sample_type, hazard, workshop, post, day, unit, collector)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '甲苯', '焊接车间', '焊工', 1, $9, '微孔滤膜') RETURNING id, code, blank`,
        [organizationId, project.id, plan, `s${i}`, code, blank, blank ? null : i === 2 ? 'STEL' : 'TWA', blank ? null : 'fixed', i],
      );
      rows.push(row);
    }
    return { project, unit, plan: plan as number, samples: rows };
  };

  /** An instrument of the organisation calibrated until `due` (in service unless a status is given). */
  const instrument = async (organizationId: number, due: string, status = '1') => {
    const code = next();
    const [row] = await ds.query(`INSERT INTO equipment (code, name, status, calibration_due_date, organization_id) VALUES ($1, '粉尘采样器', $2, $3, $4) RETURNING id, code, name`, [
      code,
      status,
      due,
      organizationId,
    ]);
    return row as { id: number; code: string; name: string };
  };

  const day = async (client: Client, projectId: number, samplingDate: string, extra: Record<string, unknown> = {}) =>
    (await client.post('/api/samplingDay/add').send({ belongProject: projectId, samplingDate, ...CONDITIONS, samplers: '李采样', accompanyName: '王陪同', ...extra }).expect(201)).body as Row;
  const record = (client: Client, dayId: number, sampleId: number, body: Record<string, unknown>) => client.post('/api/samplingRecord/add').send({ samplingDay: dayId, sampleId, ...body });
  const readDay = async (client: Client, id: number): Promise<Row> => (await client.get(`/api/samplingDay/${id}`).expect(200)).body;
  const signatures = async (client: Client, dayId: number): Promise<Row[]> => (await client.get(`/api/samplingDay/${dayId}/children/signatures`).expect(200)).body;

  /** Draws and signs in a role: the PNG uploaded to the day's signature slot, then 签名 with it. */
  const sign = async (client: Client, dayId: number, role: string, signerName: string, status = 200) => {
    const file = (await client.post(`/api/samplingDay/${dayId}/attachments/signature`).attach('file', PNG, `${role}.png`).expect(201)).body as { id: number };
    const current = await readDay(client, dayId);
    return client.post(`/api/samplingDay/${dayId}/commands/sign`).send({ version: current.version, role, signerName, attachmentId: file.id }).expect(status);
  };
  const signAll = async (client: Client, dayId: number) => {
    for (const [role, name] of [['sampler', '李采样'], ['checker', '赵复核'], ['accompany', '王陪同']]) await sign(client, dayId, role, name);
  };
  const sampleState = async (id: number): Promise<string> => (await ds.query(`SELECT state FROM samples WHERE id = $1`, [id]))[0].state;
  const events = (aggregate: string, id: number, type: string): Promise<{ payload: Record<string, unknown>; reason: string | null }[]> =>
    ds.query(`SELECT payload, reason FROM domain_events WHERE aggregate_type = $1 AND aggregate_id = $2 AND type = $3 ORDER BY seq`, [aggregate, String(id), type]);

  return { ds, projectThrough, samplingProject, instrument, day, record, readDay, signatures, sign, signAll, sampleState, events };
}
