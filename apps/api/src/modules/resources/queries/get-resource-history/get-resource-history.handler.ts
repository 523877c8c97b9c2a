import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { HistoryEntry, PageResult } from '@ohit/contracts';
import { firstRow } from '../../../../platform';
import { declarationFor, notFound } from '../../shared/resource-access';
import { rowScopeSql } from '../../shared/row-scope';
import { GetResourceHistoryQuery } from './get-resource-history.query';
import { type HistoryEventRow, toHistoryEntry } from './history-entry';

/**
 * The audit trail of one row (ISO/IEC 17025 7.5) from domain_events, newest first, paged: who,
 * when, what changed old → new, the transition and the reason. Whoever may read the row may read
 * its history; outside the read scope the row does not exist (404).
 */
@QueryHandler(GetResourceHistoryQuery)
export class GetResourceHistoryHandler implements IQueryHandler<GetResourceHistoryQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ resource, actor, id, page, size }: GetResourceHistoryQuery): Promise<PageResult<HistoryEntry>> {
    const decl = declarationFor(resource);
    const params: unknown[] = [id];
    const scoped = await rowScopeSql(this.ds, decl, actor, 'read', params);
    const visible = await this.ds.query(`SELECT 1 FROM ${decl.table} t WHERE t.id = $1${scoped}`, params);
    if (!visible.length) throw notFound();
    const key = [decl.name, String(id)];
    const total = firstRow<{ n: string }>(await this.ds.query(`SELECT count(*) AS n FROM domain_events WHERE aggregate_type = $1 AND aggregate_id = $2`, key));
    const rows: HistoryEventRow[] = await this.ds.query(
      `SELECT e.id, e.type, e.payload, e.actor_id, COALESCE(NULLIF(u.nick_name, ''), u.username) AS actor_name, e.occurred_at, e.reason
         FROM domain_events e LEFT JOIN users u ON u.id = e.actor_id
        WHERE e.aggregate_type = $1 AND e.aggregate_id = $2
        ORDER BY e.seq DESC LIMIT $3 OFFSET $4`,
      [...key, size, page * size],
    );
    return { content: rows.map((r) => toHistoryEntry(decl, r)), totalElements: Number(total?.n ?? 0) };
  }
}
