import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { loadConfig } from '@ohit/server-config';
import { seed } from '@ohit/api/testing';
import { WorkerModule } from '../worker.module';
import { checkDetectionDeadlines } from './detection-deadline-check';

jest.setTimeout(120_000);

/**
 * The inspected units' reminder (run by the morning deadline job): on 2026-12-05 a unit due 2027-01-02
 * (28 days) is due soon and one due 2026-11-30 overdue; the organisation's staff who keep units hear
 * of both, the employer's enterprise user of its own only; units due later, out of use or of another
 * organisation are not listed; once per due date — a new due date is told again.
 */
describe('worker: the next periodic detection check', () => {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ACTIVE_QUEUES: 'outbox', REDIS_PREFIX: `${process.env.REDIS_PREFIX}-detection-deadlines` });
  const tag = `DD${randomBytes(3).toString('hex')}`;
  const credit = `91${String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0')}DD${randomBytes(3).toString('hex').toUpperCase()}`;
  let n = 0;
  const next = () => `${tag}${(++n).toString().padStart(3, '0')}`;
  let worker: INestApplicationContext;
  let ds: DataSource;
  let org = 0;
  let otherOrg = 0;
  const users: Record<string, number> = {};

  const user = async (key: string, organizationId: number, options: { keeper?: boolean; employer?: string } = {}) => {
    const [{ id }] = await ds.query(`INSERT INTO users (username, nick_name, password_hash, enabled, organization_id, is_qy, enterprise_credit_code) VALUES ($1, $1, 'x', true, $2, $3, $4) RETURNING id`, [
      next(),
      organizationId,
      options.employer ? 1 : 0,
      options.employer ?? null,
    ]);
    if (options.keeper) {
      const [{ id: role }] = await ds.query(`INSERT INTO roles (name, organization_id) VALUES ($1, $2) RETURNING id`, [next(), organizationId]);
      await ds.query(`INSERT INTO role_menus (role_id, menu_id) SELECT $1, id FROM menus WHERE permission = 'customer:edit'`, [role]);
      await ds.query(`INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)`, [id, role]);
    }
    users[key] = id;
  };
  const unit = async (organizationId: number, due: string, options: { status?: string; creditCode?: string; riskClass?: string } = {}) => {
    const name = `${next()}<化工>`;
    const [{ id }] = await ds.query(
      `INSERT INTO inspected_units (name, organization_id, status, credit_code, risk_class, next_detection_due) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [name, organizationId, options.status ?? '1', options.creditCode ?? null, options.riskClass ?? 'serious', due],
    );
    return { id: id as number, name };
  };
  const sends = async (userId: number): Promise<{ titile: string; msg_abstract: string; msg_content: string; priority: number }[]> =>
    ds.query(`SELECT a.titile, a.msg_abstract, a.msg_content, a.priority FROM announcement_sends s JOIN announcements a ON a.id = s.announcement_id WHERE s.user_id = $1 ORDER BY a.id`, [userId]);

  beforeAll(async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, []), { logger: false });
    await worker.init();
    ds = worker.get<DataSource>(getDataSourceToken());
    await seed(worker as unknown as NestExpressApplication);
    org = (await ds.query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${next()}检测公司`]))[0].id;
    otherOrg = (await ds.query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${next()}乙检测公司`]))[0].id;
    await user('keeper', org, { keeper: true });
    await user('bystander', org);
    await user('employer', org, { employer: credit });
    await user('otherKeeper', otherOrg, { keeper: true });
  });
  afterAll(() => worker?.close());

  it('reminds the organisation’s unit keepers and the employer of detections due within 30 days or overdue, once per due date', async () => {
    const soon = await unit(org, '2027-01-02', { creditCode: credit, riskClass: 'heavier' });
    const late = await unit(org, '2026-11-30', { riskClass: 'general' });
    const later = await unit(org, '2027-02-01');
    const stopped = await unit(org, '2026-12-01', { status: '2' });
    const theirs = await unit(otherOrg, '2026-12-10');

    const notices = (await checkDetectionDeadlines(ds, '2026-12-05')).filter((x) => x.organizationId === org);
    const staff = notices.find((x) => x.creditCode === null);
    expect(staff?.recipients).toEqual([users.keeper]);
    expect(staff?.units.map((u) => [u.id, u.daysLeft])).toEqual([
      [late.id, -5],
      [soon.id, 28],
    ]);
    const [message] = await sends(users.keeper);
    expect(message).toMatchObject({ titile: '定期检测到期提醒（2026-12-05）', msg_abstract: '已逾期1家，30天内到期1家', priority: 2 });
    expect(message.msg_content).toContain(`${late.name.replace('<', '&lt;').replace('>', '&gt;')}（风险分类一般）：下次检测到期2026-11-30（已逾期5天）`);
    expect(message.msg_content).toContain('（风险分类较重）：下次检测到期2027-01-02（剩余28天）');
    for (const u of [later, stopped, theirs]) expect(message.msg_content).not.toContain(u.name.replace('<', '&lt;'));
    // the employer hears of its own unit only; a colleague without the button of none; the other organisation of its own
    const [own] = await sends(users.employer);
    expect(own.msg_content).toContain('剩余28天');
    expect(own.msg_content).not.toContain('已逾期');
    expect(await sends(users.bystander)).toEqual([]);
    expect((await sends(users.otherKeeper)).map((x) => x.msg_content.includes('2026-12-10'))).toEqual([true]);
    // the same day again: nothing more; a new due date (a confirmed assessment moved it) is told again
    expect((await checkDetectionDeadlines(ds, '2026-12-05')).filter((x) => x.organizationId === org)).toEqual([]);
    await ds.query(`UPDATE inspected_units SET next_detection_due = '2026-12-20' WHERE id = $1`, [soon.id]);
    const again = (await checkDetectionDeadlines(ds, '2026-12-06')).filter((x) => x.organizationId === org && x.creditCode === null);
    expect(again.map((x) => x.units.map((u) => [u.id, u.daysLeft]))).toEqual([[[soon.id, 14]]]);
    expect(await sends(users.keeper)).toHaveLength(2);
  });
});
