import { InjectDataSource } from '@nestjs/typeorm';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FINISHED_JOB_STATUSES, jobResourceTitle, type JobDto, type JobStatus } from '@ohit/contracts';
import { type Actor, readScope } from '../../platform';

export interface JobDbRow {
  id: string;
  type: JobDto['type'];
  resource: string;
  status: JobStatus;
  progress: number;
  rows_done: number;
  rows_total: number | null;
  owner_id: number;
  organization_id: number;
  parameters: Record<string, unknown>;
  file_name: string | null;
  file_path: string | null;
  errors: string[];
  attempts: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

export function toJobDto(r: JobDbRow): JobDto {
  return {
    id: r.id,
    type: r.type,
    resource: r.resource,
    title: jobResourceTitle(r.resource),
    status: r.status,
    progress: r.progress,
    rowsDone: r.rows_done,
    rowsTotal: r.rows_total,
    ownerId: r.owner_id,
    organizationId: r.organization_id,
    parameters: r.parameters,
    fileName: r.file_name,
    errors: r.errors ?? [],
    attempts: r.attempts,
    createTime: new Date(r.created_at).toISOString(),
    startTime: r.started_at ? new Date(r.started_at).toISOString() : null,
    finishTime: r.finished_at ? new Date(r.finished_at).toISOString() : null,
  };
}

/** Reads jobs the actor may see: their own, or (administrators) all in their read scope. */
@Injectable()
export class JobReader {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async visible(actor: Actor, id: string): Promise<JobDbRow | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const [row] = (await this.ds.query(`SELECT * FROM jobs WHERE id = $1`, [id])) as JobDbRow[];
    if (!row) return null;
    if (row.owner_id === actor.id) return row;
    if (!actor.isAdmin) return null;
    const scope = readScope(actor);
    return scope === null || scope.includes(row.organization_id) ? row : null;
  }

  /** Polls until the job is finished (for ?wait=1), up to `timeoutMs`. */
  async waitFinished(id: string, timeoutMs: number): Promise<JobDbRow | null> {
    const until = Date.now() + timeoutMs;
    for (let delay = 50; Date.now() < until; delay = Math.min(delay * 1.5, 500)) {
      const [row] = (await this.ds.query(`SELECT * FROM jobs WHERE id = $1`, [id])) as JobDbRow[];
      if (row && FINISHED_JOB_STATUSES.includes(row.status)) return row;
      await new Promise((r) => setTimeout(r, delay));
    }
    return null;
  }
}
