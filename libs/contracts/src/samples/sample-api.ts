/**
 * Wire shapes of the samples module's own endpoints beside the generic ones (api/sample,
 * api/sampleFlow): 送样 (the hand-over list command's body), 分发 (api/sampleDistribute/
 * distribution) and the analysts' loads, and where a sample label's QR code leads.
 */

/** POST api/sampleFlow/commands/dispatch: a project's collected samples handed to the sample room at once. */
export interface DispatchRequest {
  belongProject: number;
  /** The sample room's person the sampler hands to. */
  receiver: number;
  sampleIds: number[];
  /** For samples without an on-site sampling record. */
  sampledDate?: string | null;
  remark?: string | null;
  organizationId?: number;
}

/** POST api/sampleDistribute/distribution: received samples assigned to an analyst and an instrument. */
export interface DistributionRequest {
  ids: number[];
  analyst: number;
  instrument: number;
  reason?: string | null;
}

/** What a distribution answers. */
export interface DistributionResult {
  count: number;
  message: string;
}

/** GET api/sampleDistribute/loads: each analyst of the organisation with the samples assigned and not yet submitted. */
export interface AnalystLoadView {
  userId: number;
  name: string;
  username: string;
  assigned: number;
}

/** The most samples one hand-over or distribution takes. */
export const SAMPLE_BATCH_MAX = 500;

/** The hidden route a sample's detail page is at (menu catalogue sampleDetail). */
export const SAMPLE_DETAIL_PATH = '/sample/sampleStore/detail';

/** What a sample label's QR code holds: the sample's detail page (scanning it opens the sample). */
export function sampleLabelUrl(origin: string, code: string, organizationId: number | string | null | undefined): string {
  const query = new URLSearchParams({ code });
  if (organizationId !== null && organizationId !== undefined && organizationId !== '') query.set('organizationId', String(organizationId));
  return `${origin.replace(/\/+$/, '')}${SAMPLE_DETAIL_PATH}?${query.toString()}`;
}
