import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DaySampleView, ProjectSampleView, UsableInstrumentView } from '@ohit/contracts';
import { type Actor, firstRow, notFound, readScope } from '../../platform';

const orgFilter = (scope: number[] | null, param: number) => (scope ? `AND organization_id = ANY($${param}::int[])` : '');

/** The reads the sampler's pages need beside the generic lists, each within the caller's read scope. */
@Injectable()
export class SiteSamplingReads {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private async day(actor: Actor, id: number): Promise<{ id: number; project_id: number; organization_id: number; date: string }> {
    const scope = readScope(actor);
    const day = firstRow<{ id: number; project_id: number; organization_id: number; date: string }>(
      await this.ds.query(
        `SELECT id, project_id, organization_id, to_char(sampling_date, 'YYYY-MM-DD') AS date FROM sampling_days WHERE id = $1 ${orgFilter(scope, 2)}`,
        scope ? [id, scope] : [id],
      ),
    );
    if (!day) throw notFound();
    return day;
  }

  /** The project's samples still to take, and those recorded on this day, in plan order. */
  async daySamples(actor: Actor, dayId: number): Promise<DaySampleView[]> {
    const day = await this.day(actor, dayId);
    const rows: (Omit<DaySampleView, 'sampleType' | 'recordId'> & { sample_type: string | null; record_id: number | null })[] = await this.ds.query(
      `SELECT s.id, s.code, s.blank, s.kind, s.sample_type, s.hazard, s.workshop, s.post, s.day, s.unit, s.collector, s.state, r.id AS record_id
         FROM samples s LEFT JOIN sampling_records r ON r.sample_id = s.id
        WHERE s.project_id = $1 AND (r.day_id = $2 OR (r.id IS NULL AND s.state = 'planned'))
        ORDER BY s.day, s.id`,
      [day.project_id, day.id],
    );
    return rows.map(({ sample_type, record_id, ...r }) => ({ ...r, sampleType: sample_type, recordId: record_id }));
  }

  /** Instruments of the day's organisation usable on its date (in service, calibration valid): the only ones the phone offers. */
  async usableInstruments(actor: Actor, dayId: number): Promise<UsableInstrumentView[]> {
    const day = await this.day(actor, dayId);
    const rows: (Omit<UsableInstrumentView, 'usableUntil'> & { until: string })[] = await this.ds.query(
      `SELECT id, code, name, model, to_char(usable_until, 'YYYY-MM-DD') AS until FROM equipment
        WHERE organization_id = $1 AND usable_until >= $2::date ORDER BY name, code LIMIT 500`,
      [day.organization_id, day.date],
    );
    return rows.map(({ until, ...r }) => ({ ...r, usableUntil: until }));
  }

  /** A project's samples (not cancelled), for 项目调整: the sample to take again, the blanks added. */
  async projectSamples(actor: Actor, projectId: number): Promise<ProjectSampleView[]> {
    const scope = readScope(actor);
    const project = await this.ds.query(`SELECT 1 FROM projects WHERE id = $1 ${orgFilter(scope, 2)}`, scope ? [projectId, scope] : [projectId]);
    if (project.length === 0) throw notFound();
    return this.ds.query(
      `SELECT id, code, blank, kind, hazard, workshop, post, state FROM samples WHERE project_id = $1 AND state <> 'cancelled' ORDER BY blank, day, id LIMIT 5000`,
      [projectId],
    );
  }
}
