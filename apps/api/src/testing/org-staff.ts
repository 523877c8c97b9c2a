import { randomInt } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { as, DEMO_PASSWORD, dataSourceOf, loginAs } from './identity';

type Client = ReturnType<typeof as>;

/**
 * Staff for an integration spec, made through the real endpoints by an administrator: organisations,
 * roles holding catalogue menus and their buttons, and users of those roles, each logged in. Every
 * name carries the spec's tag, so specs sharing a database never meet.
 */
export interface OrgStaff {
  /** Signed-in clients by the key the spec gave each user. */
  people: Record<string, Client>;
  /** User ids by the same keys. */
  ids: Record<string, number>;
  /** A new organisation (code = tag + suffix). */
  organisation(name: string, suffix?: string): Promise<number>;
  /** The menu of this component name and those of its buttons whose permission is listed. */
  menuIds(menu: string, permissions: string[]): Promise<number[]>;
  /** The menus of these component names and every one of their buttons. */
  menuIdsByKey(...keys: string[]): Promise<number[]>;
  /** A role of the organisation holding these menus. */
  role(organizationId: number, name: string, menus: number[], extra?: Record<string, unknown>): Promise<number>;
  /** A user of the organisation with these roles, logged in as `people[key]`. */
  user(organizationId: number, key: string, roleIds: number[], extra?: Record<string, unknown>): Promise<Client>;
  /** A role of its own (named by `key`, `extra` on the role) holding these menus, and a user of it logged in as `people[key]`. */
  roleUser(organizationId: number, key: string, menus: number[], extra?: Record<string, unknown>): Promise<Client>;
}

export function orgStaff(app: NestExpressApplication, admin: Client, tag: string): OrgStaff {
  const people: Record<string, Client> = {};
  const ids: Record<string, number> = {};
  const staff: OrgStaff = {
    people,
    ids,
    organisation: async (name, suffix = '') =>
      (await admin.post('/api/organization').send({ name: `${tag}${name}`, code: `${tag}${suffix}` }).expect(201)).body.id as number,
    menuIds: async (menu, permissions) =>
      (
        await dataSourceOf(app).query(
          `SELECT m.id FROM menus m WHERE m.component_name = $1
           UNION SELECT b.id FROM menus b JOIN menus p ON p.id = b.pid WHERE p.component_name = $1 AND b.permission = ANY($2::text[])`,
          [menu, permissions],
        )
      ).map((r: { id: number }) => r.id),
    menuIdsByKey: async (...keys) =>
      (
        await dataSourceOf(app).query(
          `SELECT id FROM menus WHERE component_name = ANY($1) UNION SELECT b.id FROM menus b JOIN menus p ON p.id = b.pid WHERE p.component_name = ANY($1)`,
          [keys],
        )
      ).map((r: { id: number }) => r.id),
    role: async (organizationId, name, menus, extra = {}) =>
      (await admin.post('/api/roles').send({ name: `${tag}${name}`, level: 3, organizationId, menuIds: menus, ...extra }).expect(201)).body.id as number,
    user: async (organizationId, key, roleIds, extra = {}) => {
      const username = `${tag}${key}`;
      const body = { username, nickName: `${key}${tag}`, password: DEMO_PASSWORD, roleIds, organizationId, expiryDate: new Date(Date.now() + 864e5).toISOString(), ...extra };
      ids[key] = (await admin.post('/api/users').send(body).expect(201)).body.id;
      people[key] = as(app, await loginAs(app, username));
      return people[key];
    },
    roleUser: async (organizationId, key, menus, extra) => staff.user(organizationId, key, [await staff.role(organizationId, key, menus, extra)]),
  };
  return staff;
}

/**
 * Two neighbouring 4-digit area-code prefixes of a province (first digit `province`), random per
 * spec, so zone-scoped specs sharing a database never see each other's organisations.
 */
export function testZones(province: string): { zone: string; otherZone: string } {
  const zone = `${province}${randomInt(100, 1000)}`;
  return { zone, otherZone: zone.endsWith('999') ? `${province}998` : String(Number(zone) + 1) };
}
