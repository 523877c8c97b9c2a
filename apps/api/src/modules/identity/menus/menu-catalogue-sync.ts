import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { type CatalogueMenu, EVENT_TYPES, MENU_CATALOGUE, walkCatalogue } from '@ohit/contracts';
import { DomainEventsService, type NewDomainEvent } from '@ohit/server-database';

/** Serialises catalogue writes of api replicas booting together (and of the demo seed). */
const CATALOGUE_LOCK = 73_220_002;
const REASON = '产品菜单目录同步';

interface Existing {
  id: number;
  pid: number | null;
  type: number;
  title: string;
  component_name: string | null;
  component: string | null;
  path: string | null;
  icon: string | null;
  sort: number;
  i_frame: boolean;
  cache: boolean;
  hidden: boolean;
  permission: string | null;
}

type Values = Omit<Existing, 'id'>;

export interface CatalogueSync {
  /** Catalogue key → menus.id (every entry). */
  ids: Map<string, number>;
  created: number;
  updated: number;
}

function valuesOf(menu: CatalogueMenu, pid: number | null, index: number): Values {
  return {
    pid,
    type: menu.type,
    title: menu.title,
    component_name: menu.type === 2 ? null : menu.key,
    component: menu.component ?? null,
    path: menu.path ?? null,
    icon: menu.icon ?? null,
    sort: (index + 1) * 10,
    i_frame: menu.iFrame ?? false,
    cache: menu.cache ?? false,
    hidden: menu.hidden ?? false,
    permission: menu.permission ?? null,
  };
}

const COLUMNS = ['pid', 'type', 'title', 'component_name', 'component', 'path', 'icon', 'sort', 'i_frame', 'cache', 'hidden', 'permission'] as const;

/** The menu as its audit events record it (the names 菜单管理's events use). */
const audit = (v: Values) => ({
  pid: v.pid, type: v.type, title: v.title, componentName: v.component_name, component: v.component, path: v.path,
  icon: v.icon, sort: v.sort, iFrame: v.i_frame, cache: v.cache, hidden: v.hidden, permission: v.permission,
});

/**
 * Writes the menu catalogue into `menus`, inside the caller's transaction: an entry is found by
 * its key (menus and directories by component_name, buttons by parent + permission) and updated
 * only where it differs, or inserted — so ids stay stable and a second run writes nothing. It
 * never deletes a menu (nor therefore a role's grant): a menu dropped from the catalogue, or
 * added in 菜单管理, stays as it is. Each insert and change is a MenuCreated/MenuEdited event.
 */
export async function syncMenuCatalogue(m: EntityManager, catalogue: readonly CatalogueMenu[] = MENU_CATALOGUE): Promise<CatalogueSync> {
  await m.query(`SELECT pg_advisory_xact_lock($1)`, [CATALOGUE_LOCK]);
  const rows: Existing[] = await m.query(`SELECT id, ${COLUMNS.join(', ')} FROM menus ORDER BY id`);
  const byName = new Map(rows.filter((r) => r.type < 2 && r.component_name).map((r) => [r.component_name as string, r]));
  const buttons = new Map<string, Existing>();
  for (const r of rows) if (r.type === 2 && !buttons.has(`${r.pid}:${r.permission}`)) buttons.set(`${r.pid}:${r.permission}`, r);

  const ids = new Map<string, number>();
  const events: NewDomainEvent[] = [];
  const order: { menu: CatalogueMenu; parent: CatalogueMenu | null; index: number }[] = [];
  walkCatalogue(catalogue, (menu, parent, index) => order.push({ menu, parent, index }));
  for (const { menu, parent, index } of order) {
    const values = valuesOf(menu, parent ? (ids.get(parent.key) as number) : null, index);
    const existing = menu.type === 2 ? buttons.get(`${values.pid}:${values.permission}`) : byName.get(menu.key);
    const params = COLUMNS.map((c) => values[c]);
    if (!existing) {
      const [{ id }]: { id: number }[] = await m.query(
        `INSERT INTO menus (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
        params,
      );
      ids.set(menu.key, id);
      events.push({ type: EVENT_TYPES.MenuCreated, aggregateType: 'menu', aggregateId: id, payload: { old: null, new: audit(values), key: menu.key }, reason: REASON });
      continue;
    }
    ids.set(menu.key, existing.id);
    if (COLUMNS.every((c) => existing[c] === values[c])) continue;
    await m.query(
      `UPDATE menus SET ${COLUMNS.map((c, i) => `${c} = $${i + 1}`).join(', ')}, version = version + 1, updated_at = now() WHERE id = $${COLUMNS.length + 1}`,
      [...params, existing.id],
    );
    events.push({ type: EVENT_TYPES.MenuEdited, aggregateType: 'menu', aggregateId: existing.id, payload: { old: audit(existing), new: audit(values), key: menu.key }, reason: REASON });
  }
  await new DomainEventsService().append(m, events);
  const created = events.filter((e) => e.type === EVENT_TYPES.MenuCreated).length;
  return { ids, created, updated: events.length - created };
}

/** Brings the catalogue into `menus` when the api boots (npm start, docker compose and Kubernetes alike), after migrations. */
@Injectable()
export class MenuCatalogueSync implements OnApplicationBootstrap {
  private readonly logger = new Logger('MenuCatalogue');

  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ids, created, updated } = await this.ds.transaction((m) => syncMenuCatalogue(m));
    if (created || updated) this.logger.log(`menu catalogue: ${created} created, ${updated} updated (${ids.size} entries)`);
  }
}
