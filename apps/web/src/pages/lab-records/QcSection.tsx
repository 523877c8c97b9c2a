import type { RecordData } from './record-data';
import { itemCode, recorded } from './record-logic';
import { RECORD_TEXT as T } from './record-text';

/**
 * 质量控制: each check the server makes of the batch now (GET …/preview — the curve, check
 * standard, blanks, duplicates, spikes, desorption, balance blank), with its value, its limit and
 * its verdict; then the conclusion and an approved deviation. Without the server's answer, the
 * conclusion stored at submission.
 */
export function QcSection({ data }: { data: RecordData }) {
  const b = data.batch;
  const checks = data.preview?.qc ?? null;
  const codeOf = (id: unknown) => {
    if (id === undefined || id === null) return '';
    const item = data.children.items.find((i) => String(i.id) === String(id));
    return item ? itemCode(item) : `#${String(id)}`;
  };
  const passed = data.preview?.qcPassed === true;
  return (
    <section data-testid="record-qc">
      <h2>{T.qc}</h2>
      {checks && checks.length > 0 && (
        <table className="lab-record-table">
          <thead>
            <tr>
              <th>{T.qcRule}</th>
              <th>{T.qcItem}</th>
              <th>{T.qcValue}</th>
              <th>{T.qcLimit}</th>
              <th>{T.qcVerdict}</th>
              <th>{T.qcMessage}</th>
            </tr>
          </thead>
          <tbody>
            {checks.map((q, i) => (
              <tr key={`${q.rule}:${String(q.itemId ?? i)}`} data-testid="record-qc-check" data-passed={String(q.passed)}>
                <td>{q.label}</td>
                <td>{codeOf(q.itemId)}</td>
                <td>{recorded(q.value)}</td>
                <td>{q.limit}</td>
                <td className={q.passed ? undefined : 'lab-record-failed'}>{q.passed ? T.passed : T.failed}</td>
                <td style={{ textAlign: 'left' }}>{q.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {checks && checks.length === 0 && data.family.qc.length === 0 && <p className="lab-record-note">{T.noQc}</p>}
      {checks !== null && (checks.length > 0 || data.family.qc.length > 0) && (
        <p className={`lab-record-note${passed ? '' : ' lab-record-failed'}`} data-testid="record-qc-verdict">
          {passed ? T.qcAllPassed : T.qcNotPassed}
        </p>
      )}
      {checks === null && !!b.qcSummary && (
        <p className={`lab-record-note${b.qcPassed === false ? ' lab-record-failed' : ''}`} data-testid="record-qc-verdict">
          {recorded(b.qcSummary)}
        </p>
      )}
      {!!b.deviationReason && <p className="lab-record-note">{T.deviation(recorded(b.deviationReason), recorded(b.deviationApprovedByName))}</p>}
    </section>
  );
}
