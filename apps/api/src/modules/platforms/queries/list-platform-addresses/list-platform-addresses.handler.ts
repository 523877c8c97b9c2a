import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PageResult } from '@ohit/contracts';
import { PLATFORM_ADDRESS_COLUMNS, type PlatformAddressView } from '../../platform-address-view';
import { ListPlatformAddressesQuery } from './list-platform-addresses.query';

@QueryHandler(ListPlatformAddressesQuery)
export class ListPlatformAddressesHandler implements IQueryHandler<ListPlatformAddressesQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute(): Promise<PageResult<PlatformAddressView>> {
    const content: PlatformAddressView[] = await this.ds.query(`SELECT ${PLATFORM_ADDRESS_COLUMNS} FROM platform_addresses ORDER BY type`);
    return { content, totalElements: content.length };
  }
}
