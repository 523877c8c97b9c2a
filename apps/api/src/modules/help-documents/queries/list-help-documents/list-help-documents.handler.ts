import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PageResult } from '@ohit/contracts';
import { likePattern, paging, SqlWhere } from '../../../../platform';
import { helpDocumentScope, helpDocumentView, type HelpDocumentRow, type HelpDocumentView } from '../../help-document-view';
import { ListHelpDocumentsQuery } from './list-help-documents.query';

const SORTS = { id: 'd.id', title: 'd.title', size: 'd.size', createTime: 'd.created_at' };

/**
 * GET api/helpDocuments: the platform-wide documents plus those of the caller's organisations
 * (every organisation for administrators, who may narrow to one with `organizationId`), newest first.
 */
@QueryHandler(ListHelpDocumentsQuery)
export class ListHelpDocumentsHandler implements IQueryHandler<ListHelpDocumentsQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ actor, q }: ListHelpDocumentsQuery): Promise<PageResult<HelpDocumentView>> {
    const p = paging({ ...q, sort: q.sort?.length ? q.sort : ['createTime,desc'] }, SORTS, 'd.id');
    const w = new SqlWhere();
    const scope = helpDocumentScope(actor);
    if (scope !== null) w.add(`(d.organization_id IS NULL OR d.organization_id = ANY(${w.param(scope)}::int[]))`);
    else if (q.organizationId !== undefined) w.add(`(d.organization_id IS NULL OR d.organization_id = ${w.param(q.organizationId)})`);
    if (q.blurry?.trim()) {
      const like = w.param(likePattern(q.blurry.trim()));
      w.add(`(d.title ILIKE ${like} OR d.file_name ILIKE ${like})`);
    }
    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total FROM help_documents d ${w.sql()}`, w.params);
    const rows: HelpDocumentRow[] = await this.ds.query(
      `SELECT d.*, o.name AS organization_name FROM help_documents d LEFT JOIN organizations o ON o.id = d.organization_id
       ${w.sql()} ORDER BY ${p.orderBy} LIMIT ${p.limit} OFFSET ${p.offset}`,
      w.params,
    );
    return { content: rows.map(helpDocumentView), totalElements: total };
  }
}
