import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type ReportContent, reportTemplateOf, type ResourceRow } from '@ohit/contracts';
import { type Actor, badRequest } from '../../platform';
import { ProjectJudgements } from '../judgements';
import { localDate } from '../resources';
import { buildReportContent } from './report-content-builder';
import { ReportReads } from './report-reads';
import { REPORT_MESSAGES as M } from './reports.messages';

/** The most sample codes a refusal lists (the count says how many there are). */
const LISTED = 20;

/** Which version the content is for: its number (null before the first is taken), edition, and what it amends. */
export type ContentMeta = Pick<ReportContent, 'reportNo' | 'version' | 'amendment'>;

/**
 * A report's content as the project's data stands: refused while any sample planned and not
 * refused by the laboratory has no released result (检测未完成, the codes listed); points that cannot
 * be judged are compiled and listed as warnings. The points are the project's judgement
 * (ProjectJudgements), so every value is the one the judgement page shows.
 */
@Injectable()
export class ReportCompiler {
  constructor(
    private readonly judgements: ProjectJudgements,
    private readonly reads: ReportReads,
  ) {}

  async contentOf(m: EntityManager, actor: Actor, project: ResourceRow, meta: ContentMeta): Promise<ReportContent> {
    const samples = await this.reads.sampleStatus(m, project.id);
    if (samples.untested.length > 0) {
      const listed = samples.untested.slice(0, LISTED).join('、') + (samples.untested.length > LISTED ? ' 等' : '');
      throw badRequest(M.untested(samples.untested.length, listed));
    }
    const facts = await this.reads.facts(m, project);
    return buildReportContent({
      ...facts,
      ...meta,
      template: reportTemplateOf(project),
      checkTypeName: String(project.typeName ?? ''),
      reportDate: localDate(),
      judgements: await this.judgements.of(actor, project.id, m),
      rejectedSamples: samples.rejected,
    });
  }
}
