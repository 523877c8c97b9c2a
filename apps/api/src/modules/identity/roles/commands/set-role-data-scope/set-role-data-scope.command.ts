import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../../platform';

export class SetRoleDataScopeCommand extends Command<void> {
  constructor(readonly actor: Actor, readonly id: number, readonly dataScope: 'ALL' | 'OWN_ORG' | 'CUSTOM' | 'ZONE', readonly organizationIds: number[] | undefined, readonly reason?: string | null, readonly zoneCodes?: string[]) {
    super();
  }
}
