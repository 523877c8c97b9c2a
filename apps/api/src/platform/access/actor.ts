import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { withZoneOrganisations } from '@ohit/server-resource-engine';

/** Who is calling: loaded from the database on every request, so changes apply at once. */
export interface Actor {
  id: number;
  username: string;
  isAdmin: boolean;
  isQy: boolean;
  organizationId: number;
  expiryDate: Date | null;
  /** Every permission code of the user's menus (menus and buttons); `admin` for administrators. */
  permissions: ReadonlySet<string>;
  /** Codes of the user's buttons (menus of type >= 2), plus `admin` — AuthInfo.roles. */
  buttonPermissions: string[];
  /** Menu and button ids the user holds (every id for administrators). */
  menuIds: ReadonlySet<number>;
  /** Smallest level of the user's roles (smaller is more powerful); 0 for administrators. */
  level: number;
  /** Organisations the user may read and change; null means every organisation. */
  orgScope: number[] | null;
  /**
   * Organisations the user reads — never changes — through ZONE roles (a health authority's
   * supervisor: the organisations of its zones). Absent or empty for everybody else.
   */
  zoneScope?: number[];
  /** Token id and expiry (seconds since epoch) of the request's token. */
  jti: string;
  exp: number;
}

export const PUBLIC_KEY = 'ohit:public';
export const PERMISSIONS_KEY = 'ohit:permissions';

/** The route needs no token. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** Any of the codes passes; `admin` passes everything. */
export const RequirePermissions = (...codes: string[]) => SetMetadata(PERMISSIONS_KEY, codes);

export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor => {
  return ctx.switchToHttp().getRequest<{ actor: Actor }>().actor;
});

/** Organisation filter of reads: admin and enterprise (isQy) users see all, others their scope. */
export function readScope(actor: Actor): number[] | null {
  if (actor.isAdmin || actor.isQy) return null;
  return withZoneOrganisations(actor.orgScope ?? [actor.organizationId], actor.zoneScope ?? []);
}

/** Organisation filter of writes: the role's data scope (never a ZONE role's organisations); only administrators are unrestricted. */
export function writeScope(actor: Actor): number[] | null {
  if (actor.isAdmin) return null;
  return actor.orgScope ?? [actor.organizationId];
}

export function inScope(scope: number[] | null, organizationId: number | null | undefined): boolean {
  if (scope === null) return true;
  return organizationId != null && scope.includes(organizationId);
}

/**
 * Admin and isQy users may filter by organizationId and timeSlot (spec §6); others never — a zone
 * supervisor neither: the web sends every other user's own organizationId on lists (spec §6), which
 * would hide its zones. A supervisor's screens name an organisation by their own filters.
 */
export function mayFilterOrganizations(actor: Actor): boolean {
  return actor.isAdmin || actor.isQy;
}

/** What goes into domain_events.actor_id / organization_id. */
export function auditOf(actor: Actor): { actorId: number; organizationId: number } {
  return { actorId: actor.id, organizationId: actor.organizationId };
}
