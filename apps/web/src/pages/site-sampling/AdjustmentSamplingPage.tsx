import { type AdjustmentKind, AdjustmentPanel } from './AdjustmentPanel';

const KINDS: readonly AdjustmentKind[] = ['resample', 'changePoint'];

/** 采样调整 (/siteSample/projectAdjustment/blkSampleInfo → pageSampling): 补采 and 点位变更 of the project in belongProject. */
export default function AdjustmentSamplingPage() {
  return <AdjustmentPanel kinds={KINDS} testId="adjustment-sampling" />;
}
