import { Module } from '@nestjs/common';
import { CreatePlatformAddressHandler } from './commands/create-platform-address/create-platform-address.handler';
import { DeletePlatformAddressesHandler } from './commands/delete-platform-addresses/delete-platform-addresses.handler';
import { EditPlatformAddressHandler } from './commands/edit-platform-address/edit-platform-address.handler';
import { PlatformsController } from './platforms.controller';
import { ListPlatformAddressesByTypesHandler } from './queries/list-platform-addresses-by-types/list-platform-addresses-by-types.handler';
import { ListPlatformAddressesHandler } from './queries/list-platform-addresses/list-platform-addresses.handler';

/** Linked-platform addresses (spec §7 platformAddress). */
@Module({
  controllers: [PlatformsController],
  providers: [CreatePlatformAddressHandler, EditPlatformAddressHandler, DeletePlatformAddressesHandler, ListPlatformAddressesHandler, ListPlatformAddressesByTypesHandler],
})
export class PlatformsModule {}
