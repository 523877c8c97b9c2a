import type { EntityManager } from 'typeorm';
import { computeFields, INSPECTED_UNIT, resourceEventType, type ResourceRow } from '@ohit/contracts';
import { PERIODIC_DETECTION_RULE, RISK_CLASS_LABELS, type RiskClass } from '@ohit/domain';
import type { DomainEventsService } from '@ohit/server-database';
import { type Actor, auditOf, conflict, firstRow } from '../../platform';
import { RISK_MESSAGES as M } from './risk.messages';

interface UnitFacts {
  id: number;
  organization_id: number;
  risk_class: string | null;
  last: string | null;
  assessed: string | null;
  code: string | null;
  next: string | null;
}

/** What an assessment gives its unit: its class (null: 无法判定, the unit keeps its own), date, code and editions. */
export interface AssessedFacts {
  id: number;
  code: string;
  projectId: number;
  overallClass: RiskClass | null;
  assessDate: string;
  edition: string;
}

export function assessedFactsOf(row: ResourceRow, values: Record<string, unknown> = {}): AssessedFacts {
  const v = { ...row, ...values };
  return {
    id: Number(row.id),
    code: String(row.code),
    projectId: Number(row.belongProject),
    overallClass: (v.overallClass ?? null) as RiskClass | null,
    assessDate: String(v.assessDate),
    edition: String(v.edition),
  };
}

/**
 * Writes a confirmed assessment to the inspected unit of its project: the unit's 职业病危害风险分类
 * becomes the overall class (kept when 无法判定) and its 下次检测到期 is counted again from the later of
 * its last issued periodic report and the assessment's date; one InspectedUnitEdited event with
 * old → new, who, and why (the assessment, its GBZ/T 229 editions and the periodic-detection rule).
 * Nothing changed: no event. Returns the unit's new values, or null when nothing changed.
 */
export async function writeUnitRiskClass(
  m: EntityManager,
  events: DomainEventsService,
  actor: Actor,
  a: AssessedFacts,
  why: string,
): Promise<Record<string, unknown> | null> {
  const unit = firstRow<UnitFacts>(
    await m.query(
      `SELECT u.id, u.organization_id, u.risk_class, to_char(u.last_detection_date, 'YYYY-MM-DD') AS last,
              to_char(u.risk_assessed_date, 'YYYY-MM-DD') AS assessed, u.risk_assessment_code AS code, to_char(u.next_detection_due, 'YYYY-MM-DD') AS next
         FROM inspected_units u JOIN projects p ON p.inspected_unit_id = u.id WHERE p.id = $1 FOR UPDATE OF u`,
      [a.projectId],
    ),
  );
  if (!unit) throw conflict(M.noUnit);
  const riskClass = a.overallClass ?? unit.risk_class;
  const next = (computeFields(INSPECTED_UNIT, { riskClass, lastDetectionDate: unit.last, riskAssessedDate: a.assessDate }).nextDetectionDue ?? null) as string | null;
  const old = { riskClass: unit.risk_class, riskAssessedDate: unit.assessed, riskAssessmentCode: unit.code, nextDetectionDue: unit.next };
  const neu = { riskClass, riskAssessedDate: a.assessDate, riskAssessmentCode: a.code, nextDetectionDue: next };
  if (JSON.stringify(old) === JSON.stringify(neu)) return null;
  await m.query(
    `UPDATE inspected_units SET risk_class = $2, risk_assessed_date = $3, risk_assessment_code = $4, next_detection_due = $5,
            version = version + 1, updated_at = now(), update_by = $6 WHERE id = $1`,
    [unit.id, riskClass, a.assessDate, a.code, next, actor.username],
  );
  const label = a.overallClass ? RISK_CLASS_LABELS[a.overallClass] : '无法判定（保留原分类）';
  await events.append(m, {
    type: resourceEventType(INSPECTED_UNIT.name, 'Edited'),
    aggregateType: INSPECTED_UNIT.name,
    aggregateId: unit.id,
    payload: { ids: [unit.id], riskAssessmentId: a.id, riskAssessmentCode: a.code, edition: a.edition, rule: PERIODIC_DETECTION_RULE, old, new: neu },
    ...auditOf(actor),
    reason: M.unitReason(why, a.code, a.edition, label),
    organizationId: unit.organization_id,
  });
  return neu;
}
