import { Query } from '@nestjs/cqrs';
import type { PageResult } from '@ohit/contracts';
import type { Actor } from '../../../../platform';
import type { StoredFileView } from '../../store-upload';
import type { FileListQueryDto } from '../../uploads.dto';

/** Documents and pictures in the caller's read scope (administrators may filter by organisation). */
export class ListFilesQuery extends Query<PageResult<StoredFileView>> {
  constructor(
    readonly actor: Actor,
    readonly q: FileListQueryDto,
  ) {
    super();
  }
}
