import { Query } from '@nestjs/cqrs';
import type { PageResult } from '@ohit/contracts';
import type { Actor } from '../../../../platform';
import type { HelpDocumentView } from '../../help-document-view';
import type { ListHelpDocumentsQueryDto } from '../../help-documents.dto';

export class ListHelpDocumentsQuery extends Query<PageResult<HelpDocumentView>> {
  constructor(readonly actor: Actor, readonly q: ListHelpDocumentsQueryDto) {
    super();
  }
}
