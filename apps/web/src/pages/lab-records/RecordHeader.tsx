import type { ReactNode } from 'react';
import { fieldOf, LAB_BATCH, optionLabel } from '@ohit/contracts';
import type { RecordData } from './record-data';
import { recorded } from './record-logic';
import { RECORD_TEXT as T } from './record-text';

const originField = fieldOf(LAB_BATCH, 'origin');

/** Label / value pairs, two to a row. */
function Pairs({ rows, testId }: { rows: [string, ReactNode, string?, ReactNode?][]; testId: string }) {
  return (
    <table className="lab-record-table" data-testid={testId}>
      <tbody>
        {rows.map(([l1, v1, l2, v2]) => (
          <tr key={l1}>
            <td className="lab-record-label">{l1}</td>
            <td colSpan={l2 ? 1 : 3} data-field={l1}>
              {v1}
            </td>
            {l2 && (
              <>
                <td className="lab-record-label">{l2}</td>
                <td data-field={l2}>{v2}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The record's heading: what was measured, by which method and instrument, when and under which conditions. */
export function RecordHeader({ data, environment }: { data: RecordData; environment: boolean }) {
  const b = data.batch;
  const version = recorded(b.recordVersion);
  const rows: [string, ReactNode, string?, ReactNode?][] = [
    [T.method, recorded(b.methodName), T.standard, recorded(b.standardNo)],
    [T.hazard, recorded(b.hazard), T.origin, originField ? optionLabel(originField, b.origin) : recorded(b.origin)],
    [T.project, recorded(b.projectNames)],
    [T.instrument, recorded(b.instrumentName), T.instrumentCode, recorded(b.instrumentCode)],
    [T.usableUntil, recorded(b.instrumentUsableUntil), T.analysisDate, recorded(b.analysisDate)],
  ];
  if (b.detectionLimit || b.minDetectableConc) rows.push([T.detectionLimit, recorded(b.detectionLimit), T.minDetectable, recorded(b.minDetectableConc)]);
  if (b.desorptionEfficiency) rows.push([T.desorption, recorded(b.desorptionEfficiency)]);
  if (environment) rows.push([`${T.temperature}（℃）`, recorded(b.envTemperature), `${T.humidity}（%）`, recorded(b.envHumidity)]);
  if (b.remark) rows.push([T.remark, recorded(b.remark)]);
  return (
    <header>
      <h1 data-testid="record-title">{data.family.record.title}</h1>
      <div className="lab-record-meta">
        <span>
          {T.batchCode}：<strong data-testid="record-code">{recorded(b.code)}</strong>
        </span>
        <span>
          {T.version}：<strong data-testid="record-version">{version ? T.versionOf(version) : '—'}</strong>
        </span>
      </div>
      <Pairs rows={rows} testId="record-header" />
    </header>
  );
}
