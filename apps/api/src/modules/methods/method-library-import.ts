import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LAB_METHOD, type ListCommandResult, METHOD_LIBRARY_KEY, resourceEventType, standardMethodLibrary } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { type Actor, auditOf, returningRows } from '../../platform';
import { OrganizationSetup } from '../identity';
import { type ListCommandContext, ResourceListCommands } from '../resources';

/** The list command 导入标准方法库 (`POST api/labTest/commands/importLibrary`, labTest:importLibrary). */
export const IMPORT_LIBRARY = 'importLibrary';

/** Advisory lock namespace (two-key form, the organisation second): one library import per organisation at a time. */
const IMPORT_LOCK = 7_328_001;

const keyOf = (row: Record<string, unknown>) => METHOD_LIBRARY_KEY.map((k) => String(row[k] ?? '').trim()).join('\u0000');

/**
 * Adds to an organisation's catalogue the standard library's methods it does not hold yet (by
 * hazard, standard and sampling type), each through the kernel's row writer (validated, one
 * Created event with the reason). Idempotent: a second run adds nothing; concurrent runs for one
 * organisation queue on an advisory lock, so none adds a row twice.
 */
export async function importStandardMethods(ctx: ListCommandContext): Promise<ListCommandResult> {
  const { m, organizationId } = ctx;
  await m.query(`SELECT pg_advisory_xact_lock($1, $2)`, [IMPORT_LOCK, organizationId]);
  const held: { hazard_name: string; standard_no: string; sampling_type: string }[] = await m.query(
    `SELECT hazard_name, standard_no, sampling_type FROM lab_methods WHERE organization_id = $1`,
    [organizationId],
  );
  const have = new Set(held.map((r) => keyOf({ hazardName: r.hazard_name, standardNo: r.standard_no, samplingType: r.sampling_type })));
  const missing = standardMethodLibrary().filter((entry) => !have.has(keyOf({ ...entry })));
  for (const entry of missing) await ctx.create({ ...entry });
  const message = missing.length > 0 ? `已导入${missing.length}条标准方法` : '标准方法库中的方法均已存在，未新增';
  return { count: missing.length, message };
}

/**
 * Registers the import as the catalogue's list command and as a step of every new
 * organisation's setup, so an organisation starts with the standard library; an (empty)
 * organisation being deleted takes its catalogue with it.
 */
@Injectable()
export class MethodLibraryImport implements OnModuleInit {
  constructor(
    private readonly listCommands: ResourceListCommands,
    private readonly setup: OrganizationSetup,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.listCommands.add(LAB_METHOD.name, { name: IMPORT_LIBRARY, run: (ctx) => importStandardMethods(ctx) });
    this.setup.add('standardMethodLibrary', {
      setUp: (m, organizationId, actor) => this.listCommands.runIn(m, actor, LAB_METHOD.name, IMPORT_LIBRARY, organizationId, '新机构初始化标准方法库'),
      tearDown: (m, organizationIds, actor, reason) => this.removeCatalogues(m, organizationIds, actor, reason),
    });
  }

  /** The organisations' methods, deleted with one LabMethodDeleted event per organisation (as the generic delete records them). */
  private async removeCatalogues(m: EntityManager, organizationIds: number[], actor: Actor, reason: string | null): Promise<void> {
    const rows = returningRows<{ id: number; organizationId: number }>(
      await m.query(
        `DELETE FROM lab_methods WHERE organization_id = ANY($1::int[])
         RETURNING id, organization_id AS "organizationId", hazard_name AS "hazardName", standard_no AS "standardNo", sampling_type AS "samplingType", method_name AS "methodName"`,
        [organizationIds],
      ),
    );
    for (const organizationId of organizationIds) {
      const list = rows.filter((r) => r.organizationId === organizationId);
      if (!list.length) continue;
      await this.events.append(m, {
        type: resourceEventType(LAB_METHOD.name, 'Deleted'),
        aggregateType: LAB_METHOD.name,
        aggregateId: list.length === 1 ? list[0].id : list.map((r) => r.id).join(',').slice(0, 64),
        payload: { ids: list.map((r) => r.id), old: list },
        ...auditOf(actor),
        reason: reason ?? '机构删除',
        organizationId,
      });
    }
  }
}
