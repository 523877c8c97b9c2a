/**
 * Named functions of computed fields (ResourceField.computed): each wraps a rule of
 * @ohit/domain over the row's input fields. The server recomputes and stores the value on every
 * write; the web previews it in the form with the same function.
 */
import {
  amountOutstanding,
  declarationDueDate,
  nextPeriodicDetectionDue,
  recordDurationMinutes,
  recordFlowDrift,
  recordFlowDriftExceeded,
  recordSampledVolume,
  recordStandardVolume,
  sampleShelfLifeDeadline,
  unitNextDetectionDue,
} from '@ohit/domain';
import type { ResourceDeclaration } from './resource-declaration';

export type ComputedFunction = (...inputs: unknown[]) => string | number | boolean | null;

export const COMPUTED_FUNCTIONS: Readonly<Record<string, ComputedFunction>> = {
  nextPeriodicDetectionDue,
  // an inspected unit's: from the later of its last issued report and its confirmed risk assessment's date
  unitNextDetectionDue,
  // a sampling record's duration, Vt, V0 and flow drift (GBZ 159)
  recordDurationMinutes,
  recordSampledVolume: recordSampledVolume as ComputedFunction,
  recordStandardVolume: recordStandardVolume as ComputedFunction,
  recordFlowDrift,
  recordFlowDriftExceeded,
  // a sample's last day for analysis: its sampling date + its method's shelf life
  sampleShelfLifeDeadline,
  // a change declaration's last day: 30 days after an acceptance, 15 after a change (企业申报)
  declarationDueDate,
  // a third-party QC finance record's amount still to pay (fee − paid, 2 places)
  amountOutstanding,
};

/** The computed fields' values for a row (API field names), from the row's current inputs. */
export function computeFields(decl: ResourceDeclaration, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of decl.fields) {
    if (!field.computed) continue;
    const fn = COMPUTED_FUNCTIONS[field.computed.fn];
    if (!fn) throw new Error(`${decl.name}.${field.name}: unknown computed function "${field.computed.fn}"`);
    out[field.name] = fn(...field.computed.inputs.map((name) => row[name] ?? null));
  }
  return out;
}
