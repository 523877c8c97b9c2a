import type { RecordData } from './record-data';
import { recorded } from './record-logic';
import { RECORD_TEXT as T } from './record-text';

/** 标准物质: the stock lots the batch used (name, lot, expiry, use). */
export function SubstanceSection({ data }: { data: RecordData }) {
  const rows = data.children.substances;
  return (
    <section data-testid="record-substances">
      <h2>{T.substances}</h2>
      <table className="lab-record-table">
        <thead>
          <tr>
            <th>{T.substanceName}</th>
            <th>{T.lotNo}</th>
            <th>{T.expiry}</th>
            <th>{T.usage}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4}>{T.none}</td>
            </tr>
          ) : (
            rows.map((s) => (
              <tr key={s.id} data-testid="record-substance">
                <td>{recorded(s.stockItemName)}</td>
                <td>{recorded(s.lotNo)}</td>
                <td>{recorded(s.expiryDate)}</td>
                <td>{recorded(s.usage)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
