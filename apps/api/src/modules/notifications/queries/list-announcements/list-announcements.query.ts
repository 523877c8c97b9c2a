import { Query } from '@nestjs/cqrs';
import type { PageResult } from '@ohit/contracts';
import type { Actor } from '../../../../platform';
import type { AnnouncementView } from '../../announcement-view';
import type { ListAnnouncementsQueryDto } from '../../notifications.dto';

/** Announcements in the caller's read scope (administrators' screen). */
export class ListAnnouncementsQuery extends Query<PageResult<AnnouncementView>> {
  constructor(
    readonly actor: Actor,
    readonly q: ListAnnouncementsQueryDto,
  ) {
    super();
  }
}
