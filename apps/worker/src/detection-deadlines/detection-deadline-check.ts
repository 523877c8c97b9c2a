import type { DataSource, EntityManager } from 'typeorm';
import { HAZARD_RISK_CLASS_OPTIONS, INSPECTED_UNIT, permissionCodes } from '@ohit/contracts';
import { DETECTION_DUE_SOON_DAYS, PERIODIC_DETECTION_RULE } from '@ohit/domain';
import { DomainEventsService, returningRows } from '@ohit/server-database';
import { escapeHtml } from '@ohit/server-report-render';
import { sendSystemAnnouncement, type SystemNotice } from '../announcements/system-announcement';

/** Who keeps the organisation's inspected units: the check tells them. */
const EDIT_PERMISSIONS = permissionCodes(INSPECTED_UNIT, 'edit');
const REASON = '定期检测到期检查';

export interface NoticedUnit {
  id: number;
  name: string;
  riskClass: string | null;
  dueDate: string;
  daysLeft: number;
}

/** One notice: the announcement, who got it, the units it lists (an organisation's staff, or one employer's enterprise users). */
export interface DetectionNotice {
  organizationId: number;
  creditCode: string | null;
  announcementId: number;
  recipients: number[];
  units: NoticedUnit[];
}

const classLabel = (value: string | null) => HAZARD_RISK_CLASS_OPTIONS.find((o) => o.value === value)?.label ?? '未定';
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5);

/** The announcement of inspected units whose next periodic detection is due soon or overdue. */
export function detectionNoticeContent(today: string, items: readonly NoticedUnit[]): SystemNotice {
  const overdue = items.filter((u) => u.daysLeft < 0).length;
  const soon = items.length - overdue;
  const parts = [overdue ? `已逾期${overdue}家` : '', soon ? `${DETECTION_DUE_SOON_DAYS}天内到期${soon}家` : ''].filter(Boolean);
  const rows = items.map(
    (u) => `<li>${escapeHtml(`${u.name}（风险分类${classLabel(u.riskClass)}）：下次检测到期${u.dueDate}（${u.daysLeft < 0 ? `已逾期${-u.daysLeft}天` : u.daysLeft === 0 ? '今天到期' : `剩余${u.daysLeft}天`}）`)}</li>`,
  );
  return {
    title: `定期检测到期提醒（${today}）`,
    abstract: parts.join('，'),
    content: `<p>${escapeHtml(`依据${PERIODIC_DETECTION_RULE}，职业病危害严重（含较重）的用人单位每年、一般的每三年至少进行一次职业病危害因素检测，请及时安排：`)}</p><ul>${rows.join('')}</ul>`,
    priority: overdue ? 2 : 1,
  };
}

/** The organisation's enabled staff who may edit its inspected units (and its administrators). */
async function staffOf(m: EntityManager, organizationId: number): Promise<number[]> {
  const rows: { id: number }[] = await m.query(
    `SELECT u.id FROM users u
      WHERE u.organization_id = $1 AND u.enabled AND u.is_qy = 0
        AND (u.is_admin OR EXISTS (SELECT 1 FROM user_roles ur JOIN role_menus rm ON rm.role_id = ur.role_id JOIN menus mn ON mn.id = rm.menu_id
                                    WHERE ur.user_id = u.id AND string_to_array(replace(mn.permission, ' ', ''), ',') && $2::text[]))
      ORDER BY u.id`,
    [organizationId, EDIT_PERMISSIONS],
  );
  return rows.map((r) => r.id);
}

/** The employer's enabled enterprise users (linked by its credit code). */
async function employerUsersOf(m: EntityManager, creditCode: string): Promise<number[]> {
  const rows: { id: number }[] = await m.query(`SELECT id FROM users WHERE enabled AND is_qy = 1 AND enterprise_credit_code = $1 ORDER BY id`, [creditCode]);
  return rows.map((r) => r.id);
}

/**
 * The daily check for `today` of inspected units in use (状态 正常) whose 下次检测到期 — set from their
 * risk class by an issued periodic report or a confirmed risk assessment — is past or within
 * DETECTION_DUE_SOON_DAYS days: one system announcement per organisation to its staff who keep the
 * units, and one per employer to its enterprise users; at most once per unit and due date (claimed by
 * stamping `detection_notified_due`), so a new due date is told again.
 */
export async function checkDetectionDeadlines(ds: DataSource, today: string): Promise<DetectionNotice[]> {
  const events = new DomainEventsService();
  return ds.transaction(async (m) => {
    const claimed = returningRows<{ id: number; organization_id: number; name: string; credit_code: string | null; risk_class: string | null; due: string }>(
      await m.query(
        `UPDATE inspected_units u SET detection_notified_due = u.next_detection_due
          WHERE u.id IN (SELECT id FROM inspected_units
                          WHERE status = '1' AND next_detection_due IS NOT NULL AND next_detection_due <= $1::date + $2::int
                            AND detection_notified_due IS DISTINCT FROM next_detection_due
                          ORDER BY id FOR UPDATE SKIP LOCKED)
          RETURNING u.id, u.organization_id, u.name, u.credit_code, u.risk_class, to_char(u.next_detection_due, 'YYYY-MM-DD') AS due`,
        [today, DETECTION_DUE_SOON_DAYS],
      ),
    );
    const byOrg = new Map<number, typeof claimed>();
    for (const r of claimed.sort((a, b) => a.due.localeCompare(b.due) || a.id - b.id)) byOrg.set(r.organization_id, [...(byOrg.get(r.organization_id) ?? []), r]);
    const noticed = (r: (typeof claimed)[number]): NoticedUnit => ({ id: r.id, name: r.name, riskClass: r.risk_class, dueDate: r.due, daysLeft: daysBetween(today, r.due) });
    const notices: DetectionNotice[] = [];
    const send = async (organizationId: number, creditCode: string | null, recipients: number[], units: NoticedUnit[]) => {
      const announcementId = await sendSystemAnnouncement(m, events, { organizationId, notice: detectionNoticeContent(today, units), recipients, targets: { inspectedUnits: units.map((u) => u.id) }, reason: REASON });
      notices.push({ organizationId, creditCode, announcementId, recipients, units });
    };
    for (const [organizationId, rows] of byOrg) {
      await send(organizationId, null, await staffOf(m, organizationId), rows.map(noticed));
      for (const code of [...new Set(rows.map((r) => r.credit_code).filter((c): c is string => !!c))]) {
        const employer = await employerUsersOf(m, code);
        if (employer.length) await send(organizationId, code, employer, rows.filter((r) => r.credit_code === code).map(noticed));
      }
    }
    return notices;
  });
}
