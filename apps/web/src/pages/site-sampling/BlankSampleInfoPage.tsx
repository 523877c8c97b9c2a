import { type AdjustmentKind, AdjustmentPanel } from './AdjustmentPanel';

const KINDS: readonly AdjustmentKind[] = ['blank'];

/** 空白样信息 (/siteSample/projectAdjustment/blkSampleInfo → details): the project's blank samples and the blanks added. */
export default function BlankSampleInfoPage() {
  return <AdjustmentPanel kinds={KINDS} testId="adjustment-blanks" />;
}
