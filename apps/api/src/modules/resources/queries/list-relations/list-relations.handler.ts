import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ResourceRelation } from '@ohit/contracts';
import { readScope } from '../../../../platform';
import { declarationFor, notFound } from '../../shared/resource-access';
import { ListRelationsQuery } from './list-relations.query';

/** A row has a handful of relations; this caps a pathological one. */
const MAX_RELATIONS = 1000;

/**
 * A row's relations, oldest first. The row must be in the actor's read scope (else 404, as for
 * the detail); a related project's code and name show only when the project is in that scope too.
 */
@QueryHandler(ListRelationsQuery)
export class ListRelationsHandler implements IQueryHandler<ListRelationsQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ resource, actor, id }: ListRelationsQuery): Promise<ResourceRelation[]> {
    const decl = declarationFor(resource);
    const scope = decl.organisationScoped ? readScope(actor) : null;
    const [row] = await this.ds.query(
      `SELECT t.id FROM ${decl.table} t WHERE t.id = $1 ${scope ? 'AND t.organization_id = ANY($2::int[])' : ''}`,
      scope ? [id, scope] : [id],
    );
    if (!row) throw notFound();
    const projectScope = readScope(actor);
    // project_id is text: only all-digit values can name a project row (CASE keeps the cast safe)
    return this.ds.query(
      `SELECT r.id::int AS id, NULLIF(r.project_id, '') AS "projectId", p.code AS "projectCode", p.name AS "projectName",
              NULLIF(r.phy_id, '') AS "phyId", r.blk_sample_ids AS "blkSampleIds", r.hazard_names AS "hazardNames", r.created_at AS "createTime"
       FROM resource_relations r
       LEFT JOIN projects p ON p.id = CASE WHEN r.project_id ~ '^[0-9]{1,9}$' THEN r.project_id::int END
         ${projectScope ? 'AND p.organization_id = ANY($3::int[])' : ''}
       WHERE r.resource = $1 AND r.record_id = $2
       ORDER BY r.id LIMIT ${MAX_RELATIONS}`,
      projectScope ? [decl.name, id, projectScope] : [decl.name, id],
    );
  }
}
