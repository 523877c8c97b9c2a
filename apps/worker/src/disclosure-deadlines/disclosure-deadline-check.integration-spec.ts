import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { JobName, QueueName } from '@ohit/contracts';
import { loadConfig } from '@ohit/server-config';
import { queueOptions } from '@ohit/server-queue';
import { seed } from '@ohit/api/testing';
import { DISCLOSURE_DEADLINE_CRON, DISCLOSURE_DEADLINE_SCHEDULER, DisclosureDeadlineProcessor } from '../processors/disclosure-deadline.processor';
import { WorkerModule } from '../worker.module';
import { checkDisclosureDeadlines } from './disclosure-deadline-check';

jest.setTimeout(120_000);

/**
 * 报告公示's daily deadline check on the 工作日历 (2026: 国庆节 10-01…10-07): on Tuesday 2026-10-27 a
 * disclosure due Friday 10-30 is due within 3 working days and one due 10-23 is overdue; both are
 * told to their organisation's users who may publish, once that day; published and withheld ones
 * never; another organisation's go to its own people only.
 */
describe('worker: the disclosure deadline check', () => {
  const prefix = `${process.env.REDIS_PREFIX}-disclosure-deadlines`;
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ACTIVE_QUEUES: 'outbox', REDIS_PREFIX: prefix });
  const tag = `DD${randomBytes(3).toString('hex')}`;
  let n = 0;
  const next = () => `${tag}${(++n).toString().padStart(3, '0')}`;
  let worker: INestApplicationContext;
  let ds: DataSource;
  const orgs: Record<string, number> = {};
  const users: Record<string, number> = {};

  const organisation = async (key: string) => {
    orgs[key] = (await ds.query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${next()}检测公司`]))[0].id;
  };
  const user = async (key: string, org: string, options: { publisher?: boolean; enabled?: boolean } = {}) => {
    const [{ id }] = await ds.query(`INSERT INTO users (username, nick_name, password_hash, enabled, organization_id) VALUES ($1, $1, 'x', $2, $3) RETURNING id`, [
      next(),
      options.enabled ?? true,
      orgs[org],
    ]);
    if (options.publisher) {
      const [{ id: role }] = await ds.query(`INSERT INTO roles (name, organization_id) VALUES ($1, $2) RETURNING id`, [next(), orgs[org]]);
      await ds.query(`INSERT INTO role_menus (role_id, menu_id) SELECT $1, id FROM menus WHERE permission = 'reportFormula:publish'`, [role]);
      await ds.query(`INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)`, [id, role]);
    }
    users[key] = id;
  };

  /** A disclosure of an issued report of the organisation, in a state, with a deadline (and whether the calendar covered it). */
  const disclosure = async (org: string, deadline: string, state = 'pending', extra: { covered?: boolean; issueDate?: string } = {}) => {
    const code = next();
    const [{ id: project }] = await ds.query(`INSERT INTO projects (code, name, organization_id) VALUES ($1, '公示项目', $2) RETURNING id`, [code, orgs[org]]);
    const [{ id: report }] = await ds.query(
      `INSERT INTO reports (code, project_id, template, state, issue_date, organization_id) VALUES ($1, $2, 'periodic', 'issued', $3, $4) RETURNING id`,
      [code, project, extra.issueDate ?? '2026-09-28', orgs[org]],
    );
    const [{ id }] = await ds.query(
      `INSERT INTO report_disclosures (code, report_id, report_code, report_version, project_id, employer_name, issue_date, deadline, deadline_covered, state,
                                       published_at, withheld_reason, organization_id)
       VALUES ($1, $2, $1, 1, $3, $4, $5, $6, $7, $8::varchar, CASE WHEN $8::text = 'published' THEN now() END, CASE WHEN $8::text = 'withheld' THEN '保密' END, $9) RETURNING id`,
      [code, report, project, `${code}化工<厂>`, extra.issueDate ?? '2026-09-28', deadline, extra.covered ?? true, state, orgs[org]],
    );
    return { id: id as number, code };
  };

  const sends = async (userId: number): Promise<{ titile: string; msg_abstract: string; msg_content: string; priority: number; sender_name: string }[]> =>
    ds.query(
      `SELECT a.titile, a.msg_abstract, a.msg_content, a.priority, a.sender_name FROM announcement_sends s JOIN announcements a ON a.id = s.announcement_id WHERE s.user_id = $1 ORDER BY a.id`,
      [userId],
    );

  beforeAll(async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, []), { logger: false });
    await worker.init();
    ds = worker.get<DataSource>(getDataSourceToken());
    await seed(worker as unknown as NestExpressApplication);
    await organisation('A');
    await organisation('B');
    await user('publisher', 'A', { publisher: true });
    await user('bystander', 'A');
    await user('disabled', 'A', { publisher: true, enabled: false });
    await user('otherPublisher', 'B', { publisher: true });
  });
  afterAll(() => worker?.close());

  it('tells the publishers of each organisation about its disclosures due within 3 working days and overdue, once a day', async () => {
    const soon = await disclosure('A', '2026-10-30', 'pending');
    const late = await disclosure('A', '2026-10-23', 'reviewed');
    const later = await disclosure('A', '2026-11-02', 'pending');
    await disclosure('A', '2026-10-20', 'published');
    await disclosure('A', '2026-10-20', 'withheld');
    const theirs = await disclosure('B', '2026-10-26', 'pending');

    const notices = await checkDisclosureDeadlines(ds, '2026-10-27');
    const mine = notices.find((x) => x.organizationId === orgs.A);
    expect(mine?.recipients).toEqual([users.publisher]);
    expect(mine?.disclosures.map((d) => [d.id, d.daysLeft, d.overdue])).toEqual([
      [late.id, -2, true],
      [soon.id, 3, false],
    ]);
    expect(notices.find((x) => x.organizationId === orgs.B)?.recipients).toEqual([users.otherPublisher]);

    const [message] = await sends(users.publisher);
    expect(message).toMatchObject({ titile: '报告公示期限提醒（2026-10-27）', msg_abstract: '逾期未公示1份，3个工作日内到期1份', priority: 2, sender_name: '系统' });
    expect(message.msg_content).toContain(`${late.code}：报告${late.code}，${late.code}化工&lt;厂&gt;，公示期限2026-10-23（已逾期2个工作日）`);
    expect(message.msg_content).toContain(`${soon.code}：报告${soon.code}，${soon.code}化工&lt;厂&gt;，公示期限2026-10-30（剩余3个工作日）`);
    expect(message.msg_content).not.toContain(later.code);
    expect(message.msg_content).not.toContain(theirs.code);
    expect(await sends(users.bystander)).toEqual([]);
    expect(await sends(users.disabled)).toEqual([]);
    expect((await sends(users.otherPublisher)).map((m) => m.msg_content.includes(theirs.code))).toEqual([true]);
    const [sent] = await ds.query(`SELECT payload, reason, organization_id FROM domain_events WHERE type = 'AnnouncementSent' AND aggregate_id = $1`, [String(mine?.announcementId)]);
    expect(sent).toMatchObject({ reason: '报告公示期限检查', organization_id: orgs.A, payload: { recipients: [users.publisher] } });

    // the same day again (a second worker, a restart): nothing more
    expect(await checkDisclosureDeadlines(ds, '2026-10-27')).toEqual([]);
    expect(await sends(users.publisher)).toHaveLength(1);
    // the next day: told again, one day less — and the one due 11-02 is now within 3 working days
    const tomorrow = (await checkDisclosureDeadlines(ds, '2026-10-28')).find((x) => x.organizationId === orgs.A);
    expect(tomorrow?.disclosures.map((d) => [d.id, d.daysLeft])).toEqual([
      [late.id, -3],
      [soon.id, 2],
      [later.id, 3],
    ]);
    expect(await sends(users.publisher)).toHaveLength(2);
  });

  it('counts a deadline again once its year is in the 工作日历, with the reason on its history', async () => {
    // counted while 2026 was not maintained: weekends only gave 10-26
    const d = await disclosure('A', '2026-10-26', 'pending', { covered: false, issueDate: '2026-09-28' });
    await checkDisclosureDeadlines(ds, '2026-09-29');
    const [row] = await ds.query(`SELECT to_char(deadline, 'YYYY-MM-DD') AS deadline, deadline_covered, version FROM report_disclosures WHERE id = $1`, [d.id]);
    expect(row).toEqual({ deadline: '2026-10-30', deadline_covered: true, version: 2 });
    const [edited] = await ds.query(`SELECT payload, reason FROM domain_events WHERE type = 'ReportDisclosureEdited' AND aggregate_id = $1`, [String(d.id)]);
    expect(edited).toMatchObject({ reason: '工作日历已维护，按日历重新计算公示期限', payload: { old: { deadline: '2026-10-26' }, new: { deadline: '2026-10-30', deadlineCovered: true } } });
  });

  it('schedules itself every morning in the worker that consumes its queue, and runs once on start', async () => {
    const own = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ACTIVE_QUEUES: QueueName.DisclosureDeadlines, REDIS_PREFIX: `${prefix}-scheduled` });
    const started = await NestFactory.createApplicationContext(WorkerModule.forRoot(own, [DisclosureDeadlineProcessor]), { logger: false });
    await started.init();
    const queue = new Queue(QueueName.DisclosureDeadlines, queueOptions(own.redis.url, own.redis.prefix));
    try {
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers).toEqual([expect.objectContaining({ key: DISCLOSURE_DEADLINE_SCHEDULER, name: JobName.CheckDisclosureDeadlines, pattern: DISCLOSURE_DEADLINE_CRON })]);
      const deadline = Date.now() + 30_000;
      while ((await queue.getJobCounts('completed')).completed < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect((await queue.getJobCounts('completed', 'failed')).failed).toBe(0);
      expect((await queue.getJobCounts('completed')).completed).toBeGreaterThanOrEqual(1);
    } finally {
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await started.close();
    }
  });
});
