import type { ChildProcess } from 'node:child_process';
import { io, type Socket } from 'socket.io-client';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { spawnWorker, stopWorker, until } from '../../testing/workers';

/** A project list open in a browser hears its organisation's projects change (through the worker's relay), never another's. */
describe('projects live: resources/project through the outbox relay', () => {
  let t: TestApp;
  let worker: ChildProcess;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    worker = await spawnWorker({ OUTBOX_POLL_MS: '50', DATABASE_URL: process.env.DATABASE_URL as string, REDIS_PREFIX: process.env.REDIS_PREFIX as string });
    await seed(t.app);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await stopWorker(worker);
    await t.close();
  });

  async function socketOf(token: string): Promise<Socket> {
    const s = io(t.url, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
    sockets.push(s);
    await new Promise<void>((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
    await new Promise((r) => setTimeout(r, 150));
    return s;
  }

  it('delivers a new project, its edit and its transition to its organisation only', async () => {
    // Earlier suites in this run leave undispatched events; the worker relays them first.
    await until(async () => (await dataSourceOf(t.app).query(`SELECT count(*)::int AS n FROM domain_events WHERE dispatched_at IS NULL`))[0].n === 0, 60_000);
    const surveyorToken = await loginAs(t.app, 'surveyor');
    const surveyor = as(t.app, surveyorToken);
    const mine = await socketOf(surveyorToken);
    const theirs = await socketOf(await loginAs(t.app, 'orgb-admin'));
    let leaked = 0;
    theirs.on('resources/project', () => (leaked += 1));
    const changes: { type: string; ids: number[] }[] = [];
    mine.on('resources/project', (c: { type: string; ids: number[] }) => changes.push(c));
    const [{ id: orgA }] = await dataSourceOf(t.app).query(`SELECT organization_id AS id FROM users WHERE username = 'surveyor'`);
    const [{ id: unit }] = await dataSourceOf(t.app).query(`INSERT INTO inspected_units (name, organization_id) VALUES ('实时项目单位', $1) RETURNING id`, [orgA]);
    const project = (await surveyor.post('/api/project/add').send({ name: '实时项目', type: '10', belongInspect: unit }).expect(201)).body;
    const edited = (await surveyor.put('/api/project/edit').send({ id: project.id, version: project.version, contractNo: 'HT-1', contractDate: '2026-11-24' }).expect(200)).body;
    const admin = as(t.app, await loginAs(t.app, 'admin'));
    await admin.post(`/api/project/${project.id}/transitions/signContract`).send({ version: edited.version }).expect(200);
    const aboutIt = () => changes.filter((c) => c.ids.includes(project.id)).map((c) => c.type);
    await until(async () => aboutIt().length >= 3);
    expect(aboutIt()).toEqual(['created', 'updated', 'updated']);
    await new Promise((r) => setTimeout(r, 300));
    expect(leaked).toBe(0);
  }, 120_000);
});
