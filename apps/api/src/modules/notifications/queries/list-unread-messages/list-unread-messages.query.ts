import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';
import type { SendRecordView } from '../../announcement-view';

export interface HeaderMessages {
  anntMsgList: SendRecordView[];
  anntMsgTotal: number;
  sysMsgList: SendRecordView[];
  sysMsgTotal: number;
}

/** Unread notices and system messages of the current user (spec §3 header notification response). */
export class ListUnreadMessagesQuery extends Query<HeaderMessages> {
  constructor(readonly actor: Actor) {
    super();
  }
}
