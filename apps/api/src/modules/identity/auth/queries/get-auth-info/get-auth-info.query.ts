import { Query } from '@nestjs/cqrs';
import type { AuthInfo } from '@ohit/contracts';
import type { Actor } from '../../../../../platform';

export class GetAuthInfoQuery extends Query<AuthInfo> {
  constructor(readonly actor: Actor) {
    super();
  }
}
