import type { LabQcCheck } from './lab-batch-types';
import type { LabQcRule } from './lab-families';
import { checkStandardChecks, curveChecks, desorptionChecks } from './lab-qc-batch-rules';
import type { LabQcContext } from './lab-qc-context';
import { balanceBlankChecks, blankChecks, duplicateChecks, spikeChecks } from './lab-qc-item-rules';

/** The checks of each QC rule a family definition may name (domain.md §7). */
export const LAB_QC_RULES: Readonly<Record<LabQcRule, (ctx: LabQcContext) => LabQcCheck[]>> = {
  curve: curveChecks,
  checkStandard: checkStandardChecks,
  blank: blankChecks,
  duplicate: duplicateChecks,
  spike: spikeChecks,
  desorption: desorptionChecks,
  balanceBlank: balanceBlankChecks,
};
