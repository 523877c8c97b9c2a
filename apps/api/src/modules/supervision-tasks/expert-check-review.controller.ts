import { Controller, Get, Param } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CHECK_CONCLUSION_OPTIONS, EXPERT_CHECK_RESPONSE_PERMISSION, EXPERT_CHECK_REVIEW_PATH, EXPERT_TASK_TYPE_OPTIONS, type ExpertCheckReview, FINDING_SEVERITY_OPTIONS, WORKFLOW_MACHINES } from '@ohit/contracts';
import { type Actor, CurrentActor, firstRow, inScope, notFound, readScope, RequirePermissions } from '../../platform';

const labelOf = (options: { value: string; label: string }[], value: string | null): string | null => (value === null ? null : (options.find((o) => o.value === value)?.label ?? value));

/**
 * The check an organisation's answer is about, read only, for whoever may read the answer: the
 * organisation's own staff (its row) and the supervisors whose zones hold it — the task, the items
 * checked, the experts' opinions with their totals and, once concluded, the group conclusion. An
 * answer outside the caller's read scope does not exist for it (404).
 */
@Controller()
export class ExpertCheckReviewController {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  @Get(EXPERT_CHECK_REVIEW_PATH)
  @RequirePermissions(`${EXPERT_CHECK_RESPONSE_PERMISSION}:list`)
  async review(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ExpertCheckReview> {
    const answerId = Number(id);
    if (!Number.isSafeInteger(answerId) || answerId < 1) throw notFound();
    const answer = firstRow<{ organization_id: number; check_id: number }>(await this.ds.query(`SELECT organization_id, check_id FROM expert_check_responses WHERE id = $1`, [answerId]));
    if (!answer || !inScope(readScope(actor), Number(answer.organization_id))) throw notFound();
    const check = firstRow<{ id: number; code: string; state: string; check_date: string | null; conclusion_grade: string | null; conclusion: string | null; task_id: number }>(
      await this.ds.query(`SELECT id, code, state, check_date::text, conclusion_grade, conclusion, task_id FROM expert_checks WHERE id = $1`, [answer.check_id]),
    );
    if (!check) throw notFound();
    const task = firstRow<{ code: string; name: string; task_type: string; planned_start: string | null; planned_end: string | null }>(
      await this.ds.query(`SELECT code, name, task_type, planned_start::text, planned_end::text FROM expert_tasks WHERE id = $1`, [check.task_id]),
    );
    const items: { itemName: string; requirement: string | null; finding: string | null }[] = await this.ds.query(
      `SELECT item_name AS "itemName", requirement, finding FROM expert_check_items WHERE check_id = $1 ORDER BY id`,
      [check.id],
    );
    const opinions: { id: number; code: string; expertName: string; opinionDate: string | null; opinion: string; totalScore: string | null }[] = await this.ds.query(
      `SELECT o.id, o.code, e.name AS "expertName", o.opinion_date::text AS "opinionDate", o.opinion, o.total_score::text AS "totalScore"
         FROM expert_opinions o JOIN experts e ON e.id = o.expert_id WHERE o.check_id = $1 ORDER BY o.id`,
      [check.id],
    );
    const opinionItems: { opinionId: number; itemName: string; finding: string | null; severity: string | null; score: string | null }[] = await this.ds.query(
      `SELECT opinion_id AS "opinionId", item_name AS "itemName", finding, severity, score::text AS score FROM expert_opinion_items WHERE opinion_id = ANY($1::int[]) ORDER BY id`,
      [opinions.map((o) => o.id)],
    );
    const concluded = check.state !== 'checking';
    return {
      task: { code: task?.code ?? '', name: task?.name ?? '', taskTypeName: labelOf(EXPERT_TASK_TYPE_OPTIONS, task?.task_type ?? null) ?? '', plannedStart: task?.planned_start ?? null, plannedEnd: task?.planned_end ?? null },
      check: { code: check.code, stateName: WORKFLOW_MACHINES.expertCheck.stateLabel(check.state), checkDate: check.check_date },
      items,
      opinions: opinions.map(({ id: opinionId, ...o }) => ({
        ...o,
        items: opinionItems.filter((i) => Number(i.opinionId) === Number(opinionId)).map((i) => ({ itemName: i.itemName, finding: i.finding, severityName: labelOf(FINDING_SEVERITY_OPTIONS, i.severity), score: i.score })),
      })),
      conclusion: concluded ? { gradeName: labelOf(CHECK_CONCLUSION_OPTIONS, check.conclusion_grade), text: check.conclusion } : null,
    };
  }
}
