import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { as, dataSourceOf } from '../../testing/identity';

/** Test fixtures of the sampling plan specs (not product code). */
export type Client = ReturnType<typeof as>;
export type Row = Record<string, unknown> & { id: number; version: number };

export const MN = '锰及其无机化合物';

/**
 * A survey with known headcounts and equipment: 焊接车间 — 焊工 (9, 8 exposed) with Mn and welding
 * fume from 12 welding machines; 喷漆车间 — 喷漆工 (5) with toluene from 5 spray booths; noise
 * identified at 焊工 but not to be tested.
 */
export const POSTS = [
  { workshop: '焊接车间', post: '焊工', headcount: 9, exposedHeadcount: 8, hoursPerDay: '8', daysPerWeek: '5' },
  { workshop: '喷漆车间', post: '喷漆工', headcount: 5, exposedHeadcount: 5, hoursPerDay: '8', daysPerWeek: '5' },
];
export const HAZARDS = [
  { workshop: '焊接车间', post: '焊工', hazard: MN, toTest: true },
  { workshop: '焊接车间', post: '焊工', hazard: '电焊烟尘', toTest: true },
  { workshop: '焊接车间', post: '焊工', hazard: '噪声', toTest: false },
  { workshop: '喷漆车间', post: '喷漆工', hazard: '甲苯', toTest: true },
];
export const EQUIPMENT = [
  { workshop: '焊接车间', equipmentType: '电焊机', units: 12, hazards: `${MN};电焊烟尘;噪声` },
  { workshop: '喷漆车间', equipmentType: '喷漆台', units: 5, hazards: '甲苯' },
];

/** Methods of an organisation: Mn and toluene sampled individually (long) with a fixed short-time method each; none for welding fume. */
export async function insertMethods(app: NestExpressApplication, organizationId: number): Promise<void> {
  const rows = [
    [MN, 'GBZ/T 300.17-2017', '火焰原子吸收光谱法', 'personal-long', '微孔滤膜', '1.000', 2],
    [MN, 'GBZ/T 300.17-2017', '火焰原子吸收光谱法', 'fixed-short', '微孔滤膜', '5.000', 2],
    ['甲苯', 'GBZ/T 300.66-2017', '溶剂解吸-气相色谱法', 'personal-long', '活性炭管', '0.050', 2],
    ['甲苯', 'GBZ/T 300.66-2017', '溶剂解吸-气相色谱法', 'fixed-short', '活性炭管', '0.100', 2],
  ];
  for (const [hazard, standard, name, type, collector, flow, blanks] of rows) {
    await dataSourceOf(app).query(
      `INSERT INTO lab_methods (hazard_name, standard_no, method_name, sampling_type, instrument_family, collector, flow_rate, field_blanks, desorption, organization_id)
       VALUES ($1, $2, $3, $4, 'gc', $5, $6, $7, $8, $9)`,
      [hazard, standard, name, type, collector, flow, blanks, hazard === '甲苯' ? '1.0 mL二硫化碳' : null, organizationId],
    );
  }
}

/** Fixtures acting as a given client in an organisation (the platform administrator may act in any). */
export function planFixtures(app: NestExpressApplication, tag: string) {
  const ds = dataSourceOf(app);
  const move = async (client: Client, url: string, row: Row, ...events: string[]): Promise<Row> => {
    let now = row;
    for (const event of events) now = (await client.post(`${url}/${now.id}/transitions/${event}`).send({ version: now.version, reason: '测试' }).expect(200)).body;
    return now;
  };
  const unit = async (organizationId: number): Promise<number> =>
    (await ds.query(`INSERT INTO inspected_units (name, organization_id) VALUES ($1, $2) RETURNING id`, [`${tag}单位${randomBytes(2).toString('hex')}`, organizationId]))[0].id;

  /** A project of the organisation in 现场调查中 with a survey of POSTS, HAZARDS and EQUIPMENT (or the given ones). */
  const surveyed = async (client: Client, organizationId: number, type = '30', facts = { posts: POSTS, hazards: HAZARDS, equipment: EQUIPMENT }) => {
    const created = (
      await client
        .post('/api/project/add')
        .send({ name: `${tag}项目`, type, belongInspect: await unit(organizationId), contractNo: `${tag}HT`, contractDate: '2026-11-02', organizationId })
        .expect(201)
    ).body;
    const project = await move(client, '/api/project', created, 'signContract', 'startSurvey');
    const survey = (await client.post('/api/siteSurvey/add').send({ belongProject: project.id, surveyDate: '2026-11-20', organizationId }).expect(201)).body as Row;
    for (const p of facts.posts) await client.post(`/api/siteSurvey/${survey.id}/children/posts`).send(p).expect(201);
    for (const h of facts.hazards) await client.post(`/api/siteSurvey/${survey.id}/children/postHazards`).send(h).expect(201);
    for (const e of facts.equipment) await client.post(`/api/siteSurvey/${survey.id}/children/equipment`).send(e).expect(201);
    return { project, survey };
  };
  const plan = async (client: Client, projectId: number, organizationId?: number): Promise<Row> =>
    (await client.post('/api/samplingPlan/add').send({ belongProject: projectId, ...(organizationId ? { organizationId } : {}) }).expect(201)).body;
  const read = async (client: Client, row: Pick<Row, 'id'>): Promise<Row> => (await client.get(`/api/samplingPlan/${row.id}`).expect(200)).body;
  const generate = (client: Client, row: Pick<Row, 'id' | 'version'>, accept?: unknown) =>
    client.post(`/api/samplingPlan/${row.id}/commands/generate`).send({ version: row.version, ...(accept === undefined ? {} : { accept }) });
  const rows = async (client: Client, row: Pick<Row, 'id'>): Promise<Row[]> => (await client.get(`/api/samplingPlan/${row.id}/children/rows`).expect(200)).body;
  const check = async (client: Client, row: Pick<Row, 'id'>) => (await client.get(`/api/samplingPlan/${row.id}/check`).expect(200)).body;
  const transition = (client: Client, row: Pick<Row, 'id' | 'version'>, event: string, body: Record<string, unknown> = {}) =>
    client.post(`/api/samplingPlan/${row.id}/transitions/${event}`).send({ version: row.version, ...body });
  const command = (client: Client, row: Pick<Row, 'id' | 'version'>, name: string, body: Record<string, unknown> = {}) =>
    client.post(`/api/samplingPlan/${row.id}/commands/${name}`).send({ version: row.version, ...body });
  /** Edits the plan row of a key, expecting the status (200 by default); the response. */
  const editRow = async (client: Client, planRow: Pick<Row, 'id'>, key: string, change: Record<string, unknown>, status = 200) => {
    const target = (await rows(client, planRow)).find((r) => r.rowKey === key);
    if (!target) throw new Error(`no plan row ${key}`);
    return client.put(`/api/samplingPlan/${planRow.id}/children/rows/${target.id}`).send({ ...change, version: target.version }).expect(status);
  };
  const events = (row: Pick<Row, 'id'>, type: string): Promise<{ payload: Record<string, unknown>; reason: string | null }[]> =>
    ds.query(`SELECT payload, reason FROM domain_events WHERE aggregate_type = 'samplingPlan' AND aggregate_id = $1 AND type = $2 ORDER BY seq`, [String(row.id), type]);
  return { ds, move, surveyed, plan, read, generate, rows, check, transition, command, editRow, events };
}
