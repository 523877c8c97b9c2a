import { Query } from '@nestjs/cqrs';
import type { AppReleaseView } from '../../app-release-view';

/** The newest release, or null before the first one. */
export class GetLatestAppReleaseQuery extends Query<AppReleaseView | null> {}
