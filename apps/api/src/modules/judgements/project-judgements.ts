import { Injectable } from '@nestjs/common';
import type { ProjectJudgementsView } from '@ohit/contracts';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../../platform';
import { localDate } from '../resources';
import { judgeSources } from './judge-sources';
import { JudgementReads } from './judgement-reads';

/**
 * 检测结果判定 of a project, computed on read: what the project's samples, survey posts and hazards
 * are, read within the caller's organisation scope, judged by judgeSources (pure, judge-sources.ts).
 */
@Injectable()
export class ProjectJudgements {
  constructor(private readonly reads: JudgementReads) {}

  /** `m`: read inside the caller's transaction (a report's compile) rather than on a connection of its own. */
  async of(actor: Actor, projectId: number, m?: Pick<EntityManager, 'query'>): Promise<ProjectJudgementsView> {
    return judgeSources(await this.reads.sources(actor, projectId, m), localDate());
  }
}
