import { EntityManager } from 'typeorm';
import { type Actor, badRequest, conflict, forbidden } from '../../../platform';
import { IDENTITY_MESSAGES as M } from '../shared/identity-messages';
import type { CreateMenuDto } from './menus.dto';

/** Menus are global (every organisation's sidebar): only administrators change them. */
export function requireAdmin(actor: Actor): void {
  if (!actor.isAdmin) throw forbidden(M.adminOnly);
}

export async function checkMenu(m: EntityManager, dto: CreateMenuDto, id?: number): Promise<number | null> {
  const pid = dto.pid ? dto.pid : null;
  if (dto.iFrame && !/^https?:\/\//i.test(dto.path ?? '')) throw badRequest(M.menuIframePath);
  if (dto.type < 2 && !dto.path?.trim()) throw badRequest(M.menuPathRequired);
  if (pid !== null) {
    const parent = await m.query(`SELECT id FROM menus WHERE id = $1`, [pid]);
    if (!parent.length) throw badRequest('上级菜单不存在');
    if (id !== undefined) {
      const below: { id: number }[] = await m.query(
        `WITH RECURSIVE d AS (SELECT id FROM menus WHERE id = $1 UNION SELECT c.id FROM menus c JOIN d ON c.pid = d.id) SELECT id FROM d`,
        [id],
      );
      if (below.some((r) => r.id === pid)) throw badRequest(M.menuCycle);
    }
  }
  if (dto.type < 2 && dto.componentName) {
    const taken = await m.query(`SELECT 1 FROM menus WHERE component_name = $1 AND type < 2 AND id <> $2`, [dto.componentName, id ?? 0]);
    if (taken.length) throw conflict(M.menuComponentNameTaken);
  }
  return pid;
}

export function auditMenu(d: Partial<CreateMenuDto> & { pid?: number | null }): Record<string, unknown> {
  return {
    pid: d.pid ?? null, type: d.type, title: d.title, componentName: d.componentName ?? null, component: d.component ?? null, path: d.path ?? null,
    icon: d.icon ?? null, sort: d.sort ?? d.menuSort, iFrame: d.iFrame, cache: d.cache, hidden: d.hidden, permission: d.permission ?? null,
  };
}

export function menuValues(dto: CreateMenuDto, pid: number | null): unknown[] {
  return [
    pid, dto.type, dto.title, dto.type < 2 ? dto.componentName || null : null, dto.component || null, dto.path || null, dto.icon || null,
    dto.sort ?? dto.menuSort ?? 999, dto.iFrame ?? false, dto.cache ?? false, dto.hidden ?? false, dto.permission || null,
  ];
}
