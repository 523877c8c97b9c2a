import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, badRequest, inTransaction } from '../../../../../platform';
import { IDENTITY_MESSAGES as M } from '../../../shared/identity-messages';
import { auditRole, RoleRules } from '../../role-rules';
import { DeleteRolesCommand } from './delete-roles.command';

@CommandHandler(DeleteRolesCommand)
export class DeleteRolesHandler implements ICommandHandler<DeleteRolesCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly rules: RoleRules,
  ) {}

  async execute({ actor, ids, reason }: DeleteRolesCommand): Promise<void> {
    await inTransaction(this.ds, async (m) => {
      const rows = await this.rules.loadForUpdate(m, actor, ids);
      const used = await m.query(`SELECT 1 FROM user_roles WHERE role_id = ANY($1::int[]) LIMIT 1`, [rows.map((r) => r.id)]);
      if (used.length) throw badRequest(M.roleInUse);
      await m.query(`DELETE FROM roles WHERE id = ANY($1::int[])`, [rows.map((r) => r.id)]);
      await this.events.append(
        m,
        rows.map((r) => ({ type: EVENT_TYPES.RoleDeleted, aggregateType: 'role', aggregateId: r.id, payload: { old: auditRole(r), new: null }, ...auditOf(actor), reason })),
      );
    });
  }
}
