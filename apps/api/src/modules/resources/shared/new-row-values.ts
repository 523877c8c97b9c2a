import { computeFields, machineOf, type ResourceDeclaration } from '@ohit/contracts';
import type { ExtensionContext, ResourceExtensions } from '../extensions/resource-extensions';
import { nextAutoCode } from './auto-code';

/**
 * What the server sets on a new row (create, copy) beyond the user's validated values: the
 * auto-numbered code, the workflow's initial state, the computed fields, and whatever the
 * module's beforeCreate hooks add. The hooks run first: a hook giving the auto-numbered field keeps
 * it and no running number is taken (a report's amendment keeps its report's number); a hook's
 * values may name the type a declaration numbers per type.
 */
export async function serverValuesForNew(
  ctx: ExtensionContext,
  extensions: ResourceExtensions,
  organizationId: number,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { decl, m } = ctx;
  const hooked = await extensions.run(decl.name, 'beforeCreate', ctx, values);
  const out: Record<string, unknown> = {};
  const auto = decl.autoCode;
  if (auto && !Object.prototype.hasOwnProperty.call(hooked, auto.field)) out[auto.field] = await nextAutoCode(m, decl, organizationId, { ...values, ...hooked });
  if (decl.workflow) out[decl.workflow.field] = machineOf(decl.workflow).initial;
  Object.assign(out, computeFields(decl, { ...values, ...out }));
  Object.assign(out, hooked);
  return out;
}

/** Computed fields after an edit: recomputed from the row as it will be. */
export function recomputed(decl: ResourceDeclaration, before: Record<string, unknown>, values: Record<string, unknown>): Record<string, unknown> {
  return computeFields(decl, { ...before, ...values });
}
