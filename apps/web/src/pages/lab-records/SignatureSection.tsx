import type { RecordData } from './record-data';
import { dayOf, lastEvent, recorded } from './record-logic';
import { RECORD_TEXT as T } from './record-text';

/**
 * 签名: who performed and who checked (ISO/IEC 17025 7.5.1) — 检测人 with the day of the latest
 * submission, 校核人 and 审核人 with the days of their latest 校核 and 审核 (a resubmitted batch
 * is checked again: its earlier signatures are cleared).
 */
export function SignatureSection({ data }: { data: RecordData }) {
  const b = data.batch;
  const signed = (name: string, event: string) => (name ? dayOf(lastEvent(data.history, event)) : '');
  const analyst = recorded(b.analystName);
  const checker = recorded(b.checkerName);
  const verifier = recorded(b.verifierName);
  const signers: [string, string, string, string][] = [
    ['analyst', T.analyst, analyst, b.recordVersion ? signed(analyst, 'submit') : ''],
    ['checker', T.checker, checker, signed(checker, 'check')],
    ['verifier', T.verifier, verifier, signed(verifier, 'verify')],
  ];
  return (
    <section data-testid="record-signatures">
      <h2>{T.signatures}</h2>
      <table className="lab-record-table">
        <tbody>
          <tr>
            {signers.map(([key, label, name, day]) => (
              <td key={key} data-testid={`record-sign-${key}`}>
                <strong>{label}</strong>：{name}
                <br />
                {T.signDate}：{day}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
