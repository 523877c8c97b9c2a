import { Query } from '@nestjs/cqrs';
import type { UserOption } from '@ohit/contracts';
import type { Actor } from '../../../../../platform';

export class ListUserOptionsQuery extends Query<UserOption[]> {
  constructor(
    readonly actor: Actor,
    readonly blurry: string | undefined,
    readonly role: string | undefined,
    readonly organizationId: number | undefined,
  ) {
    super();
  }
}
