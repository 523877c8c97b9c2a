import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LINKED_PLATFORM_TYPES } from '@ohit/domain';
import type { PlatformLink } from '../../platform-address-view';
import { ListPlatformAddressesByTypesQuery } from './list-platform-addresses-by-types.query';

@QueryHandler(ListPlatformAddressesByTypesQuery)
export class ListPlatformAddressesByTypesHandler implements IQueryHandler<ListPlatformAddressesByTypesQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  execute({ types }: ListPlatformAddressesByTypesQuery): Promise<PlatformLink[]> {
    return this.ds.query(`SELECT type, ip, port FROM platform_addresses WHERE type = ANY($1::int[]) ORDER BY type`, [types ?? [...LINKED_PLATFORM_TYPES]]);
  }
}
