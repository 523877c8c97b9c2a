import { Query } from '@nestjs/cqrs';
import type { PageResult } from '@ohit/contracts';
import type { PlatformAddressView } from '../../platform-address-view';

/** Every address (at most one per type), ordered by type. */
export class ListPlatformAddressesQuery extends Query<PageResult<PlatformAddressView>> {}
