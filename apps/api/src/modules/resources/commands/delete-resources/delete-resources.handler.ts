import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SUCCESS_MESSAGES } from '@ohit/domain';
import type { BusinessCodeResponse } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { machineOf } from '@ohit/contracts';
import { ResourceExtensions } from '../../extensions/resource-extensions';
import { auditOf, inTransaction } from '../../../../platform';
import { declarationFor, eventType } from '../../shared/resource-access';
import { rowsInWriteScope } from '../../shared/resource-write';
import { treeDeleteRefusal } from '../tree-rules';
import { DeleteResourcesCommand } from './delete-resources.command';

/**
 * Delete by ids (spec §8): refusals answer code '400' with the message (HTTP 200), success
 * '删除成功'. Rows are locked first so a concurrent insert into a guarded table (a project of
 * this unit) cannot slip between the check and the delete — the FK backs it up anyway. A tree
 * row that still has children (outside the ids deleted with it) is refused the same way.
 */
@CommandHandler(DeleteResourcesCommand)
export class DeleteResourcesHandler implements ICommandHandler<DeleteResourcesCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly extensions: ResourceExtensions,
  ) {}

  async execute({ resource, actor, ids, reason }: DeleteResourcesCommand): Promise<BusinessCodeResponse> {
    const decl = declarationFor(resource);
    return inTransaction(this.ds, async (m) => {
      const rows = await rowsInWriteScope(m, decl, actor, ids, true);
      if (rows.length !== ids.length) return { code: '400', message: '数据不存在或无权删除' };
      for (const guard of decl.deleteGuards ?? []) {
        const [hit] = await m.query(`SELECT 1 FROM ${guard.table} WHERE ${guard.column} = ANY($1::int[]) LIMIT 1`, [ids]);
        if (hit) return { code: '400', message: guard.message };
      }
      const binding = decl.workflow;
      const locked = binding?.deletableIn ? rows.find((r) => !binding.deletableIn?.includes(String(r[binding.field]))) : undefined;
      if (binding && locked) {
        return { code: '400', message: `${machineOf(binding).stateLabel(String(locked[binding.field]))}的数据不可删除` };
      }
      const refusal = await this.extensions.deleteRefusal({ m, actor, decl, reason }, rows);
      if (refusal) return { code: '400', message: refusal };
      const orphaning = await treeDeleteRefusal(m, decl, ids);
      if (orphaning) return { code: '400', message: orphaning };
      await m.query(`DELETE FROM ${decl.table} WHERE id = ANY($1::int[])`, [ids]);
      const byOrg = new Map<number, typeof rows>();
      for (const r of rows) byOrg.set(r.organizationId as number, [...(byOrg.get(r.organizationId as number) ?? []), r]);
      await this.events.append(
        m,
        [...byOrg].map(([organizationId, list]) => ({
          type: eventType(decl, 'Deleted'),
          aggregateType: decl.name,
          aggregateId: list.length === 1 ? list[0].id : list.map((r) => r.id).join(',').slice(0, 64),
          payload: { ids: list.map((r) => r.id), old: list },
          ...auditOf(actor),
          reason,
          organizationId,
        })),
      );
      return { code: '200', message: SUCCESS_MESSAGES.delete };
    });
  }
}
