import type { DataSource, EntityManager } from 'typeorm';
import { DISCLOSURE_OPEN_STATES, resourceEventType, REPORT_DISCLOSURE } from '@ohit/contracts';
import { type CalendarDay, DISCLOSURE_DUE_SOON_WORKING_DAYS, DISCLOSURE_WORKING_DAYS, disclosureDue, WorkingCalendar } from '@ohit/domain';
import { DomainEventsService, returningRows } from '@ohit/server-database';
import { escapeHtml } from '@ohit/server-report-render';
import { sendSystemAnnouncement } from '../announcements/system-announcement';

/** Who may publish a disclosure: the check tells them. */
const PUBLISH_PERMISSION = `${REPORT_DISCLOSURE.permission}:publish`;
const REASON = '报告公示期限检查';

/** A disclosure the check told its organisation about today. */
export interface NoticedDisclosure {
  id: number;
  code: string;
  reportCode: string;
  employerName: string;
  deadline: string;
  daysLeft: number;
  overdue: boolean;
}

/** One organisation's notice: the announcement, who got it, and the disclosures it lists. */
export interface DeadlineNotice {
  organizationId: number;
  announcementId: number;
  recipients: number[];
  disclosures: NoticedDisclosure[];
}

/** How a disclosure stands, in the notice's words. */
export function dueText(d: Pick<NoticedDisclosure, 'daysLeft' | 'overdue'>): string {
  if (d.overdue) return d.daysLeft < 0 ? `已逾期${-d.daysLeft}个工作日` : '已逾期';
  return d.daysLeft === 0 ? '今天到期' : `剩余${d.daysLeft}个工作日`;
}

/** The announcement of one organisation's disclosures due soon or overdue (plain text escaped into a list). */
export function noticeContent(today: string, items: readonly NoticedDisclosure[]): { title: string; abstract: string; content: string; priority: number } {
  const overdue = items.filter((d) => d.overdue).length;
  const soon = items.length - overdue;
  const parts = [overdue ? `逾期未公示${overdue}份` : '', soon ? `${DISCLOSURE_DUE_SOON_WORKING_DAYS}个工作日内到期${soon}份` : ''].filter(Boolean);
  const rows = items.map((d) => `<li>${escapeHtml(`${d.code}：报告${d.reportCode}，${d.employerName}，公示期限${d.deadline}（${dueText(d)}）`)}</li>`);
  return {
    title: `报告公示期限提醒（${today}）`,
    abstract: parts.join('，'),
    content: `<p>${escapeHtml(`以下报告须在签发后${DISCLOSURE_WORKING_DAYS}个工作日内公示，请尽快审核发布或说明不予公示的原因：`)}</p><ul>${rows.join('')}</ul>`,
    priority: overdue ? 2 : 1,
  };
}

async function calendarOf(m: Pick<EntityManager, 'query'>): Promise<WorkingCalendar> {
  const days: CalendarDay[] = await m.query(`SELECT to_char(date, 'YYYY-MM-DD') AS date, kind, name FROM working_calendar_days ORDER BY date`);
  return WorkingCalendar.of(days);
}

/**
 * 报告公示's daily deadline check for `today` ('YYYY-MM-DD'): every disclosure still waiting for
 * publication (待审核, 主管审核通过) whose deadline is past or within DISCLOSURE_DUE_SOON_WORKING_DAYS
 * working days is told to its organisation's users who may publish (reportFormula:publish) — one
 * system announcement per organisation listing them, sent to each, pushed to their sockets by the
 * caller — at most once per disclosure and day: the rows are claimed by stamping
 * `deadline_notified_on`, so a second run the same day (or a concurrent one) finds nothing.
 * A deadline counted while its year was not in the 工作日历 is counted again once it is.
 */
export async function checkDisclosureDeadlines(ds: DataSource, today: string): Promise<DeadlineNotice[]> {
  const events = new DomainEventsService();
  const calendar = await calendarOf(ds);
  await recountUncovered(ds, events, calendar);
  const horizon = calendar.addWorkingDays(today, DISCLOSURE_DUE_SOON_WORKING_DAYS);
  return ds.transaction(async (m) => {
    const claimed = returningRows<{ id: number; organization_id: number; code: string; report_code: string; employer_name: string; deadline: string }>(
      await m.query(
      `UPDATE report_disclosures d SET deadline_notified_on = $1::date
        WHERE d.id IN (SELECT id FROM report_disclosures
                        WHERE state = ANY($2::text[]) AND deadline <= $3::date AND (deadline_notified_on IS NULL OR deadline_notified_on < $1::date)
                        ORDER BY id FOR UPDATE SKIP LOCKED)
        RETURNING d.id, d.organization_id, d.code, d.report_code, d.employer_name, to_char(d.deadline, 'YYYY-MM-DD') AS deadline`,
        [today, DISCLOSURE_OPEN_STATES, horizon],
      ),
    );
    const byOrg = new Map<number, NoticedDisclosure[]>();
    for (const r of claimed.sort((a, b) => a.deadline.localeCompare(b.deadline) || a.id - b.id)) {
      const due = disclosureDue(calendar, today, r.deadline);
      const list = byOrg.get(r.organization_id) ?? [];
      list.push({ id: r.id, code: r.code, reportCode: r.report_code, employerName: r.employer_name, deadline: r.deadline, daysLeft: due.daysLeft, overdue: due.overdue });
      byOrg.set(r.organization_id, list);
    }
    const notices: DeadlineNotice[] = [];
    for (const [organizationId, disclosures] of byOrg) notices.push(await announce(m, events, organizationId, today, disclosures));
    return notices;
  });
}

/** The organisation's enabled users who may publish disclosures (an administrator of it holds every permission). */
async function publishers(m: EntityManager, organizationId: number): Promise<number[]> {
  const rows: { id: number }[] = await m.query(
    `SELECT u.id FROM users u
      WHERE u.organization_id = $1 AND u.enabled
        AND (u.is_admin OR EXISTS (SELECT 1 FROM user_roles ur JOIN role_menus rm ON rm.role_id = ur.role_id JOIN menus mn ON mn.id = rm.menu_id
                                    WHERE ur.user_id = u.id AND $2 = ANY(string_to_array(replace(mn.permission, ' ', ''), ','))))
      ORDER BY u.id`,
    [organizationId, PUBLISH_PERMISSION],
  );
  return rows.map((r) => r.id);
}

async function announce(m: EntityManager, events: DomainEventsService, organizationId: number, today: string, disclosures: NoticedDisclosure[]): Promise<DeadlineNotice> {
  const notice = noticeContent(today, disclosures);
  const recipients = await publishers(m, organizationId);
  const id = await sendSystemAnnouncement(m, events, { organizationId, notice, recipients, targets: { disclosures: disclosures.map((d) => d.id) }, reason: REASON });
  return { organizationId, announcementId: id, recipients, disclosures };
}

/**
 * Deadlines counted while a year they crossed was not in the 工作日历 (weekends only), counted
 * again now that it is: written under the row's version with the kernel's Edited event, so the
 * history says why the deadline moved.
 */
async function recountUncovered(ds: DataSource, events: DomainEventsService, calendar: WorkingCalendar): Promise<void> {
  const rows: { id: number; organization_id: number; version: number; issue_date: string; deadline: string; deadline_warning: string | null }[] = await ds.query(
    `SELECT id, organization_id, version, to_char(issue_date, 'YYYY-MM-DD') AS issue_date, to_char(deadline, 'YYYY-MM-DD') AS deadline, deadline_warning
       FROM report_disclosures WHERE NOT deadline_covered AND state = ANY($1::text[])`,
    [DISCLOSURE_OPEN_STATES],
  );
  for (const r of rows) {
    const now = calendar.deadline(r.issue_date, DISCLOSURE_WORKING_DAYS);
    if (!now.covered) continue;
    await ds.transaction(async (m) => {
      const [moved] = returningRows<{ version: number }>(
        await m.query(
          `UPDATE report_disclosures SET deadline = $3, deadline_covered = true, deadline_warning = NULL, version = version + 1, updated_at = now()
            WHERE id = $1 AND version = $2 RETURNING version`,
          [r.id, r.version, now.date],
        ),
      );
      // someone changed the row meanwhile: the next run counts it again
      if (!moved) return;
      const version = moved.version;
      await events.append(m, {
        type: resourceEventType(REPORT_DISCLOSURE.name, 'Edited'),
        aggregateType: REPORT_DISCLOSURE.name,
        aggregateId: r.id,
        payload: {
          ids: [r.id],
          version,
          old: { deadline: r.deadline, deadlineCovered: false, deadlineWarning: r.deadline_warning },
          new: { deadline: now.date, deadlineCovered: true, deadlineWarning: null },
        },
        organizationId: r.organization_id,
        reason: '工作日历已维护，按日历重新计算公示期限',
      });
    });
  }
}
