import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FamilyBucketNode } from '@ohit/contracts';
import { MenuReader } from '../../menu-reader';
import { familyBucketTree } from '../../menu-view';
import { FamilyBucketQuery } from './family-bucket.query';

/** The menu and button tree for role assignment: everything for administrators, own menus otherwise. */
@QueryHandler(FamilyBucketQuery)
export class FamilyBucketHandler implements IQueryHandler<FamilyBucketQuery> {
  constructor(private readonly menus: MenuReader) {}

  async execute({ actor }: FamilyBucketQuery): Promise<FamilyBucketNode[]> {
    return familyBucketTree(await this.menus.visible(actor));
  }
}
