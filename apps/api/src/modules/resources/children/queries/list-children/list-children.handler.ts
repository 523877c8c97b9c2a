import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ResourceRow } from '@ohit/contracts';
import { parentForRead } from '../../../shared/parent-scope';
import { selectChildRows } from '../../child-rows';
import { childTarget } from '../../child-write';
import { ListChildrenQuery } from './list-children.query';

/** A parent's children, oldest first (a parent outside the read scope is 404). */
@QueryHandler(ListChildrenQuery)
export class ListChildrenHandler implements IQueryHandler<ListChildrenQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ resource, child, actor, parentId }: ListChildrenQuery): Promise<ResourceRow[]> {
    const target = childTarget(resource, child);
    await parentForRead(this.ds, target.decl, actor, parentId);
    return selectChildRows((s, p) => this.ds.query(s, p), target.view, target.child, parentId);
  }
}
