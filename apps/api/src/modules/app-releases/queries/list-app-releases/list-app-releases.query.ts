import { Query } from '@nestjs/cqrs';
import type { PageResult } from '@ohit/contracts';
import type { AppReleaseView } from '../../app-release-view';

/** Every release, newest version first (at most 1000). */
export class ListAppReleasesQuery extends Query<PageResult<AppReleaseView>> {}
