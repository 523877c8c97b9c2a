import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';
import type { SendRecordView } from '../../announcement-view';
import type { QuerySendInfoDto } from '../../notifications.dto';

export interface SendInfoPage {
  records: SendRecordView[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

/** The caller's own send records (administrators may name another userId): the inbox page. */
export class ListSendRecordsQuery extends Query<SendInfoPage> {
  constructor(
    readonly actor: Actor,
    readonly q: QuerySendInfoDto,
  ) {
    super();
  }
}
