import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type DashboardSummary, WORKFLOW_MACHINES } from '@ohit/contracts';
import { readScope } from '../../../../platform';
import { GetSummaryQuery } from './get-summary.query';

/** The 下次检测到期 card counts units due within this many days (overdue included). */
export const DUE_WITHIN_DAYS = 30;
/** States in which a project no longer needs work. */
const DONE_STATES = ['archived', 'cancelled'];

/**
 * The home page's figures within the caller's organisation scope: projects by state (the
 * project machine's labels), units due for periodic detection, the caller's open projects, and
 * jobs in flight. Each count is served by an index leading with organization_id.
 */
@QueryHandler(GetSummaryQuery)
export class GetSummaryHandler implements IQueryHandler<GetSummaryQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ actor }: GetSummaryQuery): Promise<DashboardSummary> {
    const scope = readScope(actor);
    const machine = WORKFLOW_MACHINES.project;
    const inScope = (alias: string) => `($1::int[] IS NULL OR ${alias}.organization_id = ANY($1::int[]))`;
    const byState: { state: string; count: number }[] = await this.ds.query(
      `SELECT p.state, count(*)::int AS count FROM projects p WHERE ${inScope('p')} GROUP BY p.state`,
      [scope],
    );
    const [row] = await this.ds.query(
      `SELECT
         (SELECT count(*)::int FROM inspected_units u WHERE ${inScope('u')} AND u.next_detection_due <= current_date + $2::int) AS units_due,
         (SELECT count(*)::int FROM projects p WHERE ${inScope('p')} AND p.state <> ALL($4::varchar[])
             AND (p.responser_id = $3 OR EXISTS (SELECT 1 FROM project_members pm WHERE pm.project_id = p.id AND pm.user_id = $3))) AS my_open,
         (SELECT count(*)::int FROM jobs j WHERE ${inScope('j')} AND j.status IN ('queued', 'running')) AS jobs_running`,
      [scope, DUE_WITHIN_DAYS, actor.id, DONE_STATES],
    );
    const counts = new Map(byState.map((s) => [s.state, s.count]));
    const projectsByState = machine.states.filter((s) => counts.get(s)).map((state) => ({ state, label: machine.stateLabel(state), count: counts.get(state) as number }));
    return {
      projectsByState,
      openProjects: projectsByState.filter((s) => !DONE_STATES.includes(s.state)).reduce((n, s) => n + s.count, 0),
      unitsDue: row.units_due,
      dueWithinDays: DUE_WITHIN_DAYS,
      myOpenTasks: row.my_open,
      jobsRunning: row.jobs_running,
    };
  }
}
