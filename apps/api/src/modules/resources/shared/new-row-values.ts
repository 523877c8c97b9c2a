import { computeFields, machineOf, type ResourceDeclaration } from '@ohit/contracts';
import type { ExtensionContext, ResourceExtensions } from '../extensions/resource-extensions';
import { nextAutoCode } from './auto-code';

/**
 * What the server sets on a new row (create, copy) beyond the user's validated values: the
 * auto-numbered code, the workflow's initial state, the computed fields, and whatever the
 * module's beforeCreate hooks add.
 */
export async function serverValuesForNew(
  ctx: ExtensionContext,
  extensions: ResourceExtensions,
  organizationId: number,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { decl, m } = ctx;
  const out: Record<string, unknown> = {};
  if (decl.autoCode) out[decl.autoCode.field] = await nextAutoCode(m, decl, organizationId);
  if (decl.workflow) out[decl.workflow.field] = machineOf(decl.workflow).initial;
  Object.assign(out, computeFields(decl, { ...values, ...out }));
  Object.assign(out, await extensions.run(decl.name, 'beforeCreate', ctx, values));
  return out;
}

/** Computed fields after an edit: recomputed from the row as it will be. */
export function recomputed(decl: ResourceDeclaration, before: Record<string, unknown>, values: Record<string, unknown>): Record<string, unknown> {
  return computeFields(decl, { ...before, ...values });
}
