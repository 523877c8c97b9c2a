import type { DataSource } from 'typeorm';
import { LAB_METHOD, type ListCommandResult } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import type { Actor } from '../platform';
import { IMPORT_LIBRARY, importStandardMethods } from '../modules/methods';
import { ResourceExtensions, ResourceListCommands } from '../modules/resources';

/** The seed acting as the demo administrator (who the events name), for the platform. */
function seedActor(userId: number, organizationId: number): Actor {
  return {
    id: userId,
    username: 'seed',
    isAdmin: true,
    isQy: false,
    organizationId,
    expiryDate: null,
    permissions: new Set(['admin']),
    buttonPermissions: ['admin'],
    menuIds: new Set(),
    level: 0,
    orgScope: null,
    jti: 'seed',
    exp: 0,
  };
}

/**
 * The standard methods library for the demo organisations (seed CLI), through the same list
 * command 导入标准方法库 the api runs — the kernel's row writer, one Created event a row — so a
 * second run adds nothing. Organisations created through the api get it from their setup step.
 */
export async function seedMethodLibrary(ds: DataSource, organizationIds: readonly number[], adminUserId: number): Promise<number> {
  const commands = new ResourceListCommands(new DomainEventsService(), new ResourceExtensions());
  commands.add(LAB_METHOD.name, { name: IMPORT_LIBRARY, run: (ctx) => importStandardMethods(ctx) });
  let added = 0;
  for (const org of organizationIds) {
    const result: ListCommandResult = await ds.transaction((m) => commands.runIn(m, seedActor(adminUserId, org), LAB_METHOD.name, IMPORT_LIBRARY, org, '演示机构导入标准方法库'));
    added += result.count;
  }
  return added;
}
