import type { DataSource, EntityManager } from 'typeorm';
import { DECLARATION_OPEN_STATES, ENTERPRISE_DECLARATION } from '@ohit/contracts';
import { DECLARATION_DUE_RULE, DECLARATION_DUE_SOON_DAYS, declarationDueStatus } from '@ohit/domain';
import { DomainEventsService, returningRows } from '@ohit/server-database';
import { escapeHtml } from '@ohit/server-report-render';
import { sendSystemAnnouncement, type SystemNotice } from '../announcements/system-announcement';

/** Who decides on declarations in an organisation: the check tells them too. */
const ACCEPT_PERMISSION = `${ENTERPRISE_DECLARATION.permission}:accept`;
const REASON = '企业申报期限检查';

export interface NoticedDeclaration {
  id: number;
  code: string;
  employerName: string;
  dueDate: string;
  daysLeft: number;
  overdue: boolean;
}

/** One employer's notice in one organisation: the announcement, who got it, the declarations it lists. */
export interface DeclarationNotice {
  organizationId: number;
  creditCode: string;
  announcementId: number;
  recipients: number[];
  declarations: NoticedDeclaration[];
}

/** The announcement of an employer's change declarations due soon or overdue (plain text escaped into a list). */
export function declarationNoticeContent(today: string, items: readonly NoticedDeclaration[]): SystemNotice {
  const overdue = items.filter((d) => d.overdue).length;
  const soon = items.length - overdue;
  const parts = [overdue ? `逾期未申报${overdue}份` : '', soon ? `${DECLARATION_DUE_SOON_DAYS}天内到期${soon}份` : ''].filter(Boolean);
  const rows = items.map((d) => `<li>${escapeHtml(`${d.code}：${d.employerName}，申报期限${d.dueDate}（${d.overdue ? `已逾期${-d.daysLeft}天` : d.daysLeft === 0 ? '今天到期' : `剩余${d.daysLeft}天`}）`)}</li>`);
  return {
    title: `企业申报期限提醒（${today}）`,
    abstract: parts.join('，'),
    content: `<p>${escapeHtml(`依据${DECLARATION_DUE_RULE}，变更申报须在项目竣工验收后30日内、工艺材料或名称地址法定代表人变更后15日内完成，请尽快提交：`)}</p><ul>${rows.join('')}</ul>`,
    priority: overdue ? 2 : 1,
  };
}

/** The employer's enabled enterprise users and the organisation's users who may accept declarations. */
async function recipientsOf(m: EntityManager, organizationId: number, creditCode: string): Promise<number[]> {
  const rows: { id: number }[] = await m.query(
    `SELECT u.id FROM users u WHERE u.enabled AND u.is_qy = 1 AND u.enterprise_credit_code = $2
     UNION
     SELECT u.id FROM users u
      WHERE u.organization_id = $1 AND u.enabled AND u.is_qy = 0
        AND (u.is_admin OR EXISTS (SELECT 1 FROM user_roles ur JOIN role_menus rm ON rm.role_id = ur.role_id JOIN menus mn ON mn.id = rm.menu_id
                                    WHERE ur.user_id = u.id AND $3 = ANY(string_to_array(replace(mn.permission, ' ', ''), ','))))
     ORDER BY id`,
    [organizationId, creditCode, ACCEPT_PERMISSION],
  );
  return rows.map((r) => r.id);
}

/**
 * 企业申报's daily check for `today`: every declaration still to be filed (草稿, 退回) whose 申报期限 is
 * past or within DECLARATION_DUE_SOON_DAYS days is told — one system announcement per organisation
 * and employer — to the employer's enterprise users and to the organisation's users who accept
 * declarations, at most once per declaration and day (claimed by stamping `due_notified_on`).
 */
export async function checkDeclarationDeadlines(ds: DataSource, today: string): Promise<DeclarationNotice[]> {
  const events = new DomainEventsService();
  return ds.transaction(async (m) => {
    const claimed = returningRows<{ id: number; organization_id: number; code: string; credit_code: string | null; employer_name: string | null; due_date: string }>(
      await m.query(
        `UPDATE enterprise_declarations d SET due_notified_on = $1::date
          WHERE d.id IN (SELECT id FROM enterprise_declarations
                          WHERE state = ANY($2::text[]) AND due_date IS NOT NULL AND due_date <= $1::date + $3::int
                            AND (due_notified_on IS NULL OR due_notified_on < $1::date)
                          ORDER BY id FOR UPDATE SKIP LOCKED)
          RETURNING d.id, d.organization_id, d.code, d.credit_code, d.employer_name, to_char(d.due_date, 'YYYY-MM-DD') AS due_date`,
        [today, DECLARATION_OPEN_STATES, DECLARATION_DUE_SOON_DAYS],
      ),
    );
    const groups = new Map<string, { organizationId: number; creditCode: string; items: NoticedDeclaration[] }>();
    for (const r of claimed.sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id)) {
      const due = declarationDueStatus(r.due_date, today);
      const key = `${r.organization_id}|${r.credit_code ?? ''}`;
      const group = groups.get(key) ?? { organizationId: r.organization_id, creditCode: r.credit_code ?? '', items: [] };
      group.items.push({ id: r.id, code: r.code, employerName: r.employer_name ?? '', dueDate: r.due_date, daysLeft: due?.daysLeft ?? 0, overdue: due?.status === 'overdue' });
      groups.set(key, group);
    }
    const notices: DeclarationNotice[] = [];
    for (const g of groups.values()) {
      const recipients = await recipientsOf(m, g.organizationId, g.creditCode);
      const notice = declarationNoticeContent(today, g.items);
      const announcementId = await sendSystemAnnouncement(m, events, { organizationId: g.organizationId, notice, recipients, targets: { declarations: g.items.map((d) => d.id) }, reason: REASON });
      notices.push({ organizationId: g.organizationId, creditCode: g.creditCode, announcementId, recipients, declarations: g.items });
    }
    return notices;
  });
}
