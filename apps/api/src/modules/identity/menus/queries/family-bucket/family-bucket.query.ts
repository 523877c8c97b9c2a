import { Query } from '@nestjs/cqrs';
import type { FamilyBucketNode } from '@ohit/contracts';
import type { Actor } from '../../../../../platform';

export class FamilyBucketQuery extends Query<FamilyBucketNode[]> {
  constructor(readonly actor: Actor) {
    super();
  }
}
