import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { permissionCodes, PROVINCIAL_PUSH, PROVINCIAL_PUSH_CANDIDATES_PATH, PROVINCIAL_RECONCILIATION_PATH, type PushCandidate, type ProvincialExchangeView, type ProvincialPushRecordView, type ReconciliationRow } from '@ohit/contracts';
import { type Actor, CurrentActor, notFound, RequirePermissions } from '../../platform';
import { PushReads } from './push-reads';

const idOf = (raw: string): number => {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
  return id;
};

/**
 * A push's record as the province sees it (the snapshot sent, or the mapping as it stands with its
 * blockers), its exchanges with the province (the audit log) and the reconciliation of what the
 * province holds against what we sent. Readable with either menu (职业卫生报告, 数据同步).
 */
@ApiTags(PROVINCIAL_PUSH.name)
@Controller()
export class ProvincialPushController {
  constructor(private readonly reads: PushReads) {}

  @Get(PROVINCIAL_RECONCILIATION_PATH)
  @RequirePermissions(...permissionCodes(PROVINCIAL_PUSH, 'list'))
  reconciliation(@CurrentActor() actor: Actor): Promise<ReconciliationRow[]> {
    return this.reads.reconciliation(actor);
  }

  @Get(PROVINCIAL_PUSH_CANDIDATES_PATH)
  @RequirePermissions(...permissionCodes(PROVINCIAL_PUSH, 'generate'))
  candidates(@CurrentActor() actor: Actor): Promise<PushCandidate[]> {
    return this.reads.candidates(actor);
  }

  @Get('api/provincialPush/:id/record')
  @RequirePermissions(...permissionCodes(PROVINCIAL_PUSH, 'list'))
  record(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ProvincialPushRecordView> {
    return this.reads.record(actor, idOf(id));
  }

  @Get('api/provincialPush/:id/exchanges')
  @RequirePermissions(...permissionCodes(PROVINCIAL_PUSH, 'list'))
  exchanges(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ProvincialExchangeView[]> {
    return this.reads.exchanges(actor, idOf(id));
  }
}
