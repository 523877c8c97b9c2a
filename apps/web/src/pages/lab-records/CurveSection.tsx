import type { RecordData } from './record-data';
import { eightDigits, recorded } from './record-logic';
import { RECORD_TEXT as T } from './record-text';

/**
 * 标准曲线: the levels as entered (one column each), then a, b and r to 8 significant digits —
 * as stored when the batch was submitted, else as the server computes them now — or the earlier
 * batch whose curve is reused; and the check standard.
 */
export function CurveSection({ data }: { data: RecordData }) {
  const b = data.batch;
  const levels = data.children.curve;
  const fit = data.preview?.curve ?? null;
  const intercept = eightDigits(b.curveIntercept ?? fit?.intercept);
  const slope = eightDigits(b.curveSlope ?? fit?.slope);
  const r = eightDigits(b.curveR ?? fit?.r);
  const reused = b.curveFrom ? T.reusedCurve(recorded(b.curveFromName) || `#${recorded(b.curveFrom)}`, recorded(b.curveValidUntil)) : null;
  return (
    <section data-testid="record-curve">
      <h2>{T.curve}</h2>
      {reused && <p className="lab-record-note">{reused}</p>}
      {levels.length > 0 ? (
        <table className="lab-record-table" data-testid="record-curve-levels">
          <tbody>
            <tr>
              <td className="lab-record-label">{T.level}</td>
              {levels.map((p) => (
                <td key={p.id}>{recorded(p.level)}</td>
              ))}
            </tr>
            <tr>
              <td className="lab-record-label">{T.concentration}</td>
              {levels.map((p) => (
                <td key={p.id}>{recorded(p.concentration)}</td>
              ))}
            </tr>
            <tr>
              <td className="lab-record-label">{T.response}</td>
              {levels.map((p) => (
                <td key={p.id}>{recorded(p.response)}</td>
              ))}
            </tr>
          </tbody>
        </table>
      ) : (
        !reused && <p className="lab-record-note">{T.noCurve}</p>
      )}
      <table className="lab-record-table" data-testid="record-curve-fit">
        <tbody>
          <tr>
            <td className="lab-record-label">{T.intercept}</td>
            <td data-testid="curve-a">{intercept}</td>
            <td className="lab-record-label">{T.slope}</td>
            <td data-testid="curve-b">{slope}</td>
            <td className="lab-record-label">{T.r}</td>
            <td data-testid="curve-r">{r}</td>
          </tr>
          {fit?.equation && (
            <tr>
              <td className="lab-record-label">{T.equation}</td>
              <td colSpan={5}>{fit.equation}</td>
            </tr>
          )}
          {(!!b.checkStandardExpected || !!b.checkStandardMeasured) && (
            <tr>
              <td className="lab-record-label">{T.checkStandard}</td>
              <td>{T.checkExpected}</td>
              <td>{recorded(b.checkStandardExpected)}</td>
              <td>{T.checkMeasured}</td>
              <td colSpan={2}>{recorded(b.checkStandardMeasured)}</td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
