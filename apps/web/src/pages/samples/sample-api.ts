import { type AnalystLoadView, type DispatchRequest, type DistributionRequest, type DistributionResult, type ListCommandResult, SAMPLE, SAMPLE_HANDOVER, type ResourceRow, type UsableInstrumentView } from '@ohit/contracts';
import { http } from '../../http/request';
import { detailApi } from '../../resources/detail/detail-api';
import { resourceApi } from '../../resources/resource-api';

/** The samples module's endpoints beside the generic ones (apps/api/src/modules/samples). */
export const sampleApi = {
  /** 送样: the hand-over list command with the samples ticked. */
  dispatch: (body: DispatchRequest) => resourceApi(SAMPLE_HANDOVER).listCommand('dispatch', body as unknown as Record<string, unknown>) as Promise<ListCommandResult>,
  /** The project's samples 已采集 (what may be handed over), in code order. */
  collected: async () => (await resourceApi(SAMPLE).list({ state: 'collected', size: 1000, sort: 'code,asc' })).rows,
  /** 确认接收: the receipt recorded on the hand-over (an edit), then the machine's 确认接收 with the new version. */
  confirm: async (handover: ResourceRow, receipt: Record<string, unknown>) => {
    const edited = await resourceApi(SAMPLE_HANDOVER).edit({ id: handover.id, version: handover.version, ...receipt });
    return detailApi.transition(SAMPLE_HANDOVER, handover.id, 'confirm', { version: edited.version });
  },
  distribute: (body: DistributionRequest) => http.post<DistributionResult>('api/sampleDistribute/distribution', body),
  reassign: (sample: ResourceRow, body: { analyst: number; instrument: number; reason: string }) => detailApi.command(SAMPLE, sample.id, 'reassign', { version: sample.version, ...body }),
  undistribute: (sample: ResourceRow, reason: string) => detailApi.transition(SAMPLE, sample.id, 'undistribute', { version: sample.version, reason }),
  loads: (organizationId?: number) => http.get<AnalystLoadView[]>('api/sampleDistribute/loads', organizationId ? { organizationId } : {}),
  instruments: (organizationId?: number) => http.get<UsableInstrumentView[]>('api/sampleDistribute/instruments', organizationId ? { organizationId } : {}),
};
