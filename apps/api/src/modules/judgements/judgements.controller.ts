import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { permissionCodes, PROJECT, type ProjectJudgementsView } from '@ohit/contracts';
import { type Actor, badRequest, CurrentActor, RequirePermissions } from '../../platform';
import { JUDGEMENT_MESSAGES as M } from './judgements.messages';
import { ProjectJudgements } from './project-judgements';

function projectIdOf(raw: unknown): number {
  const text = String(raw ?? '').trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest(M.badProjectId);
  return id;
}

/**
 * 检测结果判定 of a project (its detail page's section): for whoever may read the project
 * (project:list), within their organisation scope — another organisation's project is a 404.
 * Two segments after `api/project`, so it never meets the kernel's `api/project/:id`.
 */
@ApiTags(PROJECT.name)
@Controller()
export class JudgementsController {
  constructor(private readonly judgements: ProjectJudgements) {}

  @Get('api/project/:id/judgements')
  @RequirePermissions(...permissionCodes(PROJECT, 'list'))
  judgementsOf(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ProjectJudgementsView> {
    return this.judgements.of(actor, projectIdOf(id));
  }
}
