import { FAILED_QC_LIST_LIMIT, type FailedQcCheck, QC_CHECK_KINDS, type QcCheckKind, type QcKindTally, type QcPassRateRow, type QcTally, type QualityStatistics } from '@ohit/contracts';
import type { LabQcCheck } from '@ohit/domain';

/** Who or what a batch is counted under: an id and how people name it. */
export interface Subject {
  id: number | null;
  label: string;
}

/** A batch as the tallies see it: where it is shown, its method, analyst and instrument, and the engine's QC checks. */
export interface CheckedBatch {
  id: number;
  code: string;
  organizationId: number;
  analysisDate: string;
  method: Subject;
  analyst: Subject | null;
  instrument: Subject | null;
  checks: readonly LabQcCheck[];
}

export type QcTallies = Pick<QualityStatistics, 'overall' | 'byKind' | 'byMethod' | 'byAnalyst' | 'byInstrument' | 'failedChecks'>;

const NO_ANALYST = '（未记录检测人）';
const NO_INSTRUMENT = '（未记录仪器）';

function add(tally: QcTally, passed: boolean): void {
  if (passed) tally.passed += 1;
  else tally.failed += 1;
}

/** Rows of one dimension (method, analyst or instrument), built as batches are added. */
class PassRates {
  private readonly rows = new Map<string, QcPassRateRow>();

  add(subject: Subject, checks: readonly LabQcCheck[]): void {
    const key = subject.id === null ? `label:${subject.label}` : `id:${subject.id}`;
    let row = this.rows.get(key);
    if (!row) this.rows.set(key, (row = { id: subject.id, label: subject.label, batches: 0, failedBatches: 0, passed: 0, failed: 0, byKind: {} }));
    row.batches += 1;
    if (checks.some((c) => !c.passed)) row.failedBatches += 1;
    for (const check of checks) {
      const kind: QcCheckKind = check.rule;
      add(row, check.passed);
      add((row.byKind[kind] ??= { passed: 0, failed: 0 }), check.passed);
    }
  }

  /** Most failures first (the rows to look at), then most checks, then by name. */
  list(): QcPassRateRow[] {
    return [...this.rows.values()].sort((a, b) => b.failed - a.failed || b.passed + b.failed - (a.passed + a.failed) || a.label.localeCompare(b.label, 'zh-CN'));
  }
}

/**
 * The laboratory's QC in a period from the engine's checks of each batch: every check counted once
 * as passed or failed — overall, by kind (the kinds of QC_CHECK_KINDS, all of them, zeros included),
 * and per method, analyst and instrument — and the failed checks, newest batch first (batches are
 * given in any order), at most FAILED_QC_LIST_LIMIT of them.
 */
export function tallyQc(batches: readonly CheckedBatch[]): QcTallies {
  const overall = { batches: 0, failedBatches: 0, passed: 0, failed: 0 };
  const kinds = new Map<QcCheckKind, QcKindTally>(QC_CHECK_KINDS.map((k) => [k.kind, { kind: k.kind, label: k.label, passed: 0, failed: 0 }]));
  const byMethod = new PassRates();
  const byAnalyst = new PassRates();
  const byInstrument = new PassRates();
  const failed: FailedQcCheck[] = [];
  for (const batch of batches) {
    overall.batches += 1;
    if (batch.checks.some((c) => !c.passed)) overall.failedBatches += 1;
    for (const check of batch.checks) {
      add(overall, check.passed);
      const kind = kinds.get(check.rule);
      if (kind) add(kind, check.passed);
      if (!check.passed) {
        failed.push({
          batchId: batch.id,
          batchCode: batch.code,
          organizationId: batch.organizationId,
          analysisDate: batch.analysisDate,
          kind: check.rule,
          rule: check.label,
          value: check.value,
          limit: check.limit,
          message: check.message,
          method: batch.method.label,
          analyst: batch.analyst?.label ?? null,
          instrument: batch.instrument?.label ?? null,
        });
      }
    }
    byMethod.add(batch.method, batch.checks);
    byAnalyst.add(batch.analyst ?? { id: null, label: NO_ANALYST }, batch.checks);
    byInstrument.add(batch.instrument ?? { id: null, label: NO_INSTRUMENT }, batch.checks);
  }
  failed.sort((a, b) => b.analysisDate.localeCompare(a.analysisDate) || b.batchId - a.batchId);
  return {
    overall,
    byKind: [...kinds.values()],
    byMethod: byMethod.list(),
    byAnalyst: byAnalyst.list(),
    byInstrument: byInstrument.list(),
    failedChecks: failed.slice(0, FAILED_QC_LIST_LIMIT),
  };
}
