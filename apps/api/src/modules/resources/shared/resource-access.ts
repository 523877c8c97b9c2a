import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { GENERIC_RESOURCES, type ResourceDeclaration, type ResourceEventType, type ResourceEventVerb, resourceEventType, STALE_VERSION_MESSAGE, type FieldError } from '@ohit/contracts';
import { type ReadAccess, ResourceQueryError } from '@ohit/server-resource-engine';
import { type Actor, mayFilterOrganizations, readScope } from '../../../platform';

export function declarationFor(name: string): ResourceDeclaration {
  const decl = GENERIC_RESOURCES.find((d) => d.name === name);
  if (!decl) throw new NotFoundException('资源不存在');
  return decl;
}

/** Spec §6 read rules of the actor as the shared list builder takes them. */
export function readAccessOf(actor: Actor): ReadAccess {
  return { scope: readScope(actor), mayFilterOrganizations: mayFilterOrganizations(actor) };
}

export const badRequest = (message: string) => new BadRequestException(message);
export const notFound = () => new NotFoundException('数据不存在或无权访问');
export const stale = () => new ConflictException(STALE_VERSION_MESSAGE);

export function fieldErrors(errors: FieldError[]): BadRequestException {
  return new BadRequestException(errors.map((e) => e.message).join('；'));
}

/** Runs list-building code, turning its refusals into 400s. */
export function asBadRequest<T>(work: () => T): T {
  try {
    return work();
  } catch (e) {
    if (e instanceof ResourceQueryError) throw badRequest(e.message);
    throw e;
  }
}

/** Event type of a resource command: InspectedUnitCreated, EquipmentDeleted… */
export function eventType(decl: ResourceDeclaration, verb: ResourceEventVerb): ResourceEventType {
  return resourceEventType(decl.name, verb);
}

/** A non-empty list of positive integer ids (≤ 5000). */
export function parseIds(raw: unknown): number[] {
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  const ids = list.map((x) => (typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x));
  if (ids.length === 0) throw badRequest('ids不能为空');
  if (ids.length > 5000) throw badRequest('ids过多');
  if (ids.some((x) => typeof x !== 'number' || !Number.isSafeInteger(x) || x < 1 || x > 2_147_483_647)) throw badRequest('ids必须是正整数列表');
  return [...new Set(ids as number[])];
}

/** Query objects from express: `a[]` keys as `a`. */
export function normaliseQuery(q: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(q ?? {})) out[k.endsWith('[]') ? k.slice(0, -2) : k] = v;
  return out;
}
