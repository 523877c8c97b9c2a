import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CodePatternView } from '@ohit/contracts';
import { declarationFor, notFound } from '../../shared/resource-access';
import { codePatternView } from './code-pattern-view';
import { GetCodePatternQuery } from './get-code-pattern.query';

/** `GET <url>/codePattern`: the caller's organisation's numbering pattern and the next code. */
@QueryHandler(GetCodePatternQuery)
export class GetCodePatternHandler implements IQueryHandler<GetCodePatternQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ resource, actor }: GetCodePatternQuery): Promise<CodePatternView> {
    const decl = declarationFor(resource);
    if (!decl.autoCode) throw notFound();
    return codePatternView(this.ds, decl, actor.organizationId);
  }
}
