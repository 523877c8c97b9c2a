import { Query } from '@nestjs/cqrs';
import type { CodePatternView } from '@ohit/contracts';
import type { Actor } from '../../../../platform';

export class GetCodePatternQuery extends Query<CodePatternView> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
