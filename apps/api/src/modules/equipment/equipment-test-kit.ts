import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { as, dataSourceOf, DEMO_PASSWORD, loginAs } from '../../testing/identity';
import type { TestApp } from '../../testing/test-app';
import { localDate } from '../resources';

export type Client = ReturnType<typeof as>;

/** A day counted from today (server time zone), 'YYYY-MM-DD'. */
export function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return localDate(d);
}

/** A project of an organisation, in a state (SQL: the project's own rules are not under test here). */
export async function makeProject(ds: DataSource, organizationId: number, tag: string, state = 'sampling'): Promise<{ id: number; code: string }> {
  const code = `${tag}-${randomBytes(3).toString('hex')}`;
  const [row] = await ds.query(`INSERT INTO projects (code, name, state, organization_id) VALUES ($1, $2, $3, $4) RETURNING id, code`, [code, `${tag}项目`, state, organizationId]);
  return row;
}

/** A user of organisation A holding only the given menus (by component_name) — their pages, none of their buttons. */
export async function menuOnlyUser(t: TestApp, admin: Client, organizationId: number, menuKeys: string[]): Promise<Client> {
  const menus: { id: number }[] = await dataSourceOf(t.app).query(`SELECT id FROM menus WHERE component_name = ANY($1::text[])`, [menuKeys]);
  const username = `v${randomBytes(4).toString('hex')}`;
  const role = (await admin.post('/api/roles').send({ name: `r${username}`, level: 3, menuIds: menus.map((m) => m.id) }).expect(201)).body;
  await admin
    .post('/api/users')
    .send({ username, nickName: username, password: DEMO_PASSWORD, roleIds: [role.id], organizationId, expiryDate: new Date(Date.now() + 864e5).toISOString() })
    .expect(201);
  return as(t.app, await loginAs(t.app, username));
}
