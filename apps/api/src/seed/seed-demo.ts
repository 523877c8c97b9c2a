import argon2 from 'argon2';
import { DataSource, EntityManager } from 'typeorm';
import { type CatalogueMenu, EVENT_TYPES, MENU_CATALOGUE, PROVINCE_HAZARD_CODE_DEFAULTS, walkCatalogue } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { syncMenuCatalogue } from '../modules/identity/menus/menu-catalogue-sync';
import { DEMO_ENTERPRISE_CREDIT_CODE, type DemoRole, ORG_REPORT_FACTS, ORGS, ROLES, USERS } from './seed-demo-data';

export const DEFAULT_DEMO_PASSWORD = 'Ohit@2026!';

export interface SeedDemoOptions {
  password?: string;
}

export interface SeedDemoResult {
  organizations: Record<string, number>;
  users: Record<string, number>;
  roles: Record<string, number>;
  menus: number;
  logins: { username: string; organization: string; role: string }[];
}

const SEED_LOCK = 73_220_001;

/**
 * Demo organisations, roles (granted parts of the menu catalogue) and users, upserted by natural
 * keys (organisation code, role organisation + name, username): running it twice leaves the same
 * data. Serialised by an advisory lock so parallel runs cannot collide. The menus themselves are
 * product (the catalogue the api writes at boot); the seed writes them too, as it may run first.
 */
export async function seedDemo(ds: DataSource, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const password = options.password ?? DEFAULT_DEMO_PASSWORD;
  const hash = await argon2.hash(password, { type: argon2.argon2id });
  // Verify existing demo hashes in parallel, outside the lock (argon2 runs on the thread pool).
  const existing: { username: string; password_hash: string }[] = await ds.query(
    `SELECT username, password_hash FROM users WHERE username = ANY($1::varchar[])`,
    [USERS.map((u) => u.username)],
  );
  const current = new Set(
    (await Promise.all(existing.map(async (e) => ((await argon2.verify(e.password_hash, password).catch(() => false)) ? e.username : null)))).filter(Boolean),
  );
  return ds.transaction(async (m) => {
    await m.query(`SELECT pg_advisory_xact_lock($1)`, [SEED_LOCK]);
    const orgs = await seedOrganizations(m);
    const { ids: menus } = await syncMenuCatalogue(m);
    const roles = await seedRoles(m, orgs, menus);
    const users = await seedUsers(m, orgs, roles, current as Set<string>, hash);
    await new DomainEventsService().append(m, {
      type: EVENT_TYPES.DemoDataSeeded,
      aggregateType: 'seed',
      aggregateId: 'demo',
      payload: { organizations: orgs, users, roles, menus: menus.size },
      reason: 'demo seed',
    });
    return {
      organizations: orgs,
      users,
      roles,
      menus: menus.size,
      logins: USERS.map((u) => ({ username: u.username, organization: ORGS.find((o) => o.key === u.org)!.name, role: ROLES.find((r) => r.key === u.role)!.name })),
    };
  });
}

async function seedOrganizations(m: EntityManager): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const o of ORGS) {
    const parentId = o.parent ? ids[o.parent] : null;
    const rows: { id: number }[] = await m.query(
      `INSERT INTO organizations (name, code, zone_code, parent_id, qualification_no, qualification_level, credit_code, legal_representative, technical_director, address, phone)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, zone_code = EXCLUDED.zone_code, parent_id = EXCLUDED.parent_id,
         qualification_no = COALESCE(organizations.qualification_no, EXCLUDED.qualification_no),
         qualification_level = COALESCE(organizations.qualification_level, EXCLUDED.qualification_level),
         credit_code = COALESCE(organizations.credit_code, EXCLUDED.credit_code),
         legal_representative = COALESCE(organizations.legal_representative, EXCLUDED.legal_representative),
         technical_director = COALESCE(organizations.technical_director, EXCLUDED.technical_director),
         address = COALESCE(organizations.address, EXCLUDED.address),
         phone = COALESCE(organizations.phone, EXCLUDED.phone)
       RETURNING id`,
      [o.name, o.code, o.zoneCode, parentId, ...ORG_REPORT_FACTS[o.key]],
    );
    ids[o.key] = rows[0].id;
  }
  // the province's codes of the common hazards every new organisation starts with (HazardCodeSetup);
  // the demo organisations are made here, after the migration that gave existing ones theirs
  const codes = PROVINCE_HAZARD_CODE_DEFAULTS;
  await m.query(
    `INSERT INTO province_hazard_codes (hazard, check_item_code, result_item_code, unit_code, unit_name, organization_id, create_by)
     SELECT d.h, d.c, d.r, d.u, d.n, o.id, 'seed' FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS d(h, c, r, u, n)
     CROSS JOIN unnest($6::int[]) AS o(id)
     ON CONFLICT (organization_id, hazard) DO NOTHING`,
    [codes.map((c) => c.hazard), codes.map((c) => c.checkItemCode), codes.map((c) => c.resultItemCode), codes.map((c) => c.unitCode), codes.map((c) => c.unitName), Object.values(ids)],
  );
  return ids;
}

const isWorkflowButton = (m: CatalogueMenu) => m.button?.kind === 'event' || m.button?.kind === 'command';

/** The menu, everything below it, and the hidden detail routes of each (CatalogueMenu.detailOf); no workflow buttons. */
function subtreeKeys(key: string): string[] {
  const out: string[] = [];
  const details: CatalogueMenu[] = [];
  walkCatalogue(MENU_CATALOGUE, (menu) => {
    if (menu.detailOf) details.push(menu);
  });
  const collect = (menu: CatalogueMenu) => {
    if (isWorkflowButton(menu)) return;
    out.push(menu.key);
    menu.children?.forEach(collect);
    details.filter((d) => d.detailOf === menu.key).forEach(collect);
  };
  walkCatalogue(MENU_CATALOGUE, (menu) => {
    if (menu.key === key) collect(menu);
  });
  return out;
}

/** A menu's page, its detail routes and the workflow buttons named (`*`: all of them). */
function eventKeys(key: string, events: readonly string[] | '*'): string[] {
  const out = [key];
  walkCatalogue(MENU_CATALOGUE, (menu, parent) => {
    if (menu.detailOf === key) out.push(menu.key);
    if (parent?.key === key && isWorkflowButton(menu) && (events === '*' || events.includes(menu.button?.action ?? ''))) out.push(menu.key);
  });
  return out;
}

function grantedKeys(role: DemoRole, all: Iterable<string>): string[] {
  if (role.menus.includes('*')) return [...all];
  return [...role.menus.flatMap(subtreeKeys), ...Object.entries(role.events ?? {}).flatMap(([key, events]) => eventKeys(key, events))];
}

async function seedRoles(m: EntityManager, orgs: Record<string, number>, menus: Map<string, number>): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const r of ROLES) {
    const rows: { id: number }[] = await m.query(
      `INSERT INTO roles (name, level, data_scope, description, organization_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (organization_id, name) DO UPDATE SET level = EXCLUDED.level, data_scope = EXCLUDED.data_scope, description = EXCLUDED.description
       RETURNING id`,
      [r.name, r.level, r.dataScope, `演示角色：${r.name}`, orgs[r.org]],
    );
    const roleId = rows[0].id;
    ids[r.key] = roleId;
    const keys = grantedKeys(r, menus.keys());
    const menuIds = [...new Set(keys.map((k) => menus.get(k)).filter((x): x is number => x !== undefined))];
    // Ancestors of granted menus are granted too, so the sidebar shows their directories.
    await m.query(`DELETE FROM role_menus WHERE role_id = $1`, [roleId]);
    await m.query(
      `WITH RECURSIVE up AS (SELECT id, pid FROM menus WHERE id = ANY($2::int[])
         UNION SELECT p.id, p.pid FROM menus p JOIN up ON up.pid = p.id)
       INSERT INTO role_menus (role_id, menu_id) SELECT DISTINCT $1::int, id FROM up ON CONFLICT DO NOTHING`,
      [roleId, menuIds],
    );
    await m.query(`DELETE FROM role_organizations WHERE role_id = $1`, [roleId]);
    await m.query(`DELETE FROM role_zones WHERE role_id = $1`, [roleId]);
    if (r.zones?.length) await m.query(`INSERT INTO role_zones (role_id, zone_code) SELECT $1, unnest($2::varchar[])`, [roleId, r.zones]);
  }
  return ids;
}

async function seedUsers(
  m: EntityManager,
  orgs: Record<string, number>,
  roles: Record<string, number>,
  current: Set<string>,
  hash: string,
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const expiry = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  for (const u of USERS) {
    const existing: { id: number }[] = await m.query(`SELECT id FROM users WHERE username = $1`, [u.username]);
    let id: number;
    if (existing[0]) {
      id = existing[0].id;
      const same = current.has(u.username);
      await m.query(
        `UPDATE users SET nick_name=$2, phone=$3, is_admin=$4, is_qy=$5, organization_id=$6, enabled=true, expiry_date=$7,
           password_hash = CASE WHEN $8::boolean THEN password_hash ELSE $9 END
         WHERE id = $1`,
        [id, u.nickName, u.phone, u.isAdmin, u.isQy, orgs[u.org], expiry, same, hash],
      );
    } else {
      // The administrator gets id 1 (spec §4: user id 1 never expires) when it is free.
      const takeOne = u.username === 'admin' && (await m.query(`SELECT 1 FROM users WHERE id = 1`)).length === 0;
      const rows: { id: number }[] = await m.query(
        `INSERT INTO users (${takeOne ? 'id, ' : ''}username, nick_name, phone, password_hash, is_admin, is_qy, organization_id, enabled, expiry_date, email)
         VALUES (${takeOne ? '1, ' : ''}$1, $2, $3, $4, $5, $6, $7, true, $8, $9) RETURNING id`,
        [u.username, u.nickName, u.phone, hash, u.isAdmin, u.isQy, orgs[u.org], expiry, `${u.username.replace(/[^a-z0-9]/g, '')}@example.com`],
      );
      id = rows[0].id;
      if (takeOne) await m.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), GREATEST((SELECT max(id) FROM users), 1))`);
    }
    ids[u.username] = id;
    // the demo enterprise user belongs to the demo employer 示例化工有限公司 (seed-demo-projects.ts)
    if (u.username === 'qy') await m.query(`UPDATE users SET enterprise_credit_code = $2 WHERE id = $1 AND enterprise_credit_code IS DISTINCT FROM $2`, [id, DEMO_ENTERPRISE_CREDIT_CODE]);
    await m.query(`DELETE FROM user_roles WHERE user_id = $1`, [id]);
    await m.query(`INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)`, [id, roles[u.role]]);
  }
  return ids;
}
