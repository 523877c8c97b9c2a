import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { BusinessCodeResponse } from '@ohit/contracts';
import { physicalAgentNames, unknownHazardNames } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, writeScope, inTransaction } from '../../../../platform';
import { declarationFor, eventType, parseIds } from '../../shared/resource-access';
import { rowsInWriteScope } from '../../shared/resource-write';
import { RelateResourcesCommand } from './relate-resources.command';

const key = (v: unknown) => (v === undefined || v === null ? '' : String(v).slice(0, 40));
const texts = (v: unknown, max: number) => (Array.isArray(v) ? v.slice(0, max).map((x) => String(x).slice(0, 100)) : []);

/**
 * Relation and cancel-relation (spec §3 payload: phyId, projectId, ids, blkSampleIds,
 * hazardNames): the rows `ids` are related to the project (and physical factor) or released
 * from it. Answers code '200' with the message; a refusal is code '400'.
 */
@CommandHandler(RelateResourcesCommand)
export class RelateResourcesHandler implements ICommandHandler<RelateResourcesCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ resource, actor, payload, cancel, reason }: RelateResourcesCommand): Promise<BusinessCodeResponse> {
    const decl = declarationFor(resource);
    const ids = parseIds(payload.ids);
    const projectId = key(payload.projectId);
    const phyId = key(payload.phyId);
    if (!projectId && !phyId) return { code: '400', message: '请选择要关联的项目' };
    if (!cancel) {
      // The pickers offer only GBZ 2.2 agents and GBZ 2.1 substances; the server holds the same line.
      if (phyId && !physicalAgentNames().includes(phyId)) return { code: '400', message: `未知的物理因素：${phyId}` };
      const unknown = unknownHazardNames(texts(payload.hazardNames, 200));
      if (unknown.length) return { code: '400', message: `未知的危害因素：${unknown.slice(0, 5).join('、')}` };
    }
    return inTransaction(this.ds, async (m) => {
      const rows = await rowsInWriteScope(m, decl, actor, ids, true);
      if (rows.length !== ids.length) return { code: '400', message: '数据不存在或无权操作' };
      if (projectId && !cancel) {
        if (!/^\d{1,9}$/.test(projectId)) return { code: '400', message: '项目不存在或无权操作' };
        const scope = writeScope(actor);
        const [project] = await m.query(
          `SELECT id, organization_id FROM projects WHERE id = $1 ${scope ? 'AND organization_id = ANY($2::int[])' : ''}`,
          scope ? [Number(projectId), scope] : [Number(projectId)],
        );
        if (!project) return { code: '400', message: '项目不存在或无权操作' };
        // A project's samples and units belong to one organisation, even for administrators who may write in all.
        if (rows.some((r) => r.organizationId !== project.organization_id)) return { code: '400', message: '项目与所选数据不属于同一机构' };
      }
      if (cancel) {
        await m.query(`DELETE FROM resource_relations WHERE resource = $1 AND record_id = ANY($2::int[]) AND project_id = $3 AND phy_id = $4`, [decl.name, ids, projectId, phyId]);
      } else {
        for (const r of rows) {
          await m.query(
            `INSERT INTO resource_relations (resource, record_id, project_id, phy_id, blk_sample_ids, hazard_names, organization_id, created_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
             ON CONFLICT (resource, record_id, project_id, phy_id) DO UPDATE SET blk_sample_ids = EXCLUDED.blk_sample_ids, hazard_names = EXCLUDED.hazard_names`,
            [decl.name, r.id, projectId, phyId, texts(payload.blkSampleIds, 1000), texts(payload.hazardNames, 200), r.organizationId, actor.id],
          );
        }
      }
      await this.events.append(
        m,
        rows.map((r) => ({
          type: eventType(decl, cancel ? 'RelationCancelled' : 'Related'),
          aggregateType: decl.name,
          aggregateId: r.id,
          payload: { ids: [r.id], projectId, phyId, blkSampleIds: texts(payload.blkSampleIds, 1000), hazardNames: texts(payload.hazardNames, 200) },
          ...auditOf(actor),
          reason,
          organizationId: r.organizationId as number,
        })),
      );
      return { code: '200', message: cancel ? '取消关联成功' : '关联成功' };
    });
  }
}
