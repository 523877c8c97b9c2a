import { BATCH_ITEM_KIND_OPTIONS, type ResourceRow } from '@ohit/contracts';
import type { LabBatchItemResult } from '@ohit/domain';
import type { RecordData } from './record-data';
import { itemCode, readingColumns, recorded } from './record-logic';
import { RECORD_TEXT as T } from './record-text';

const kindLabel = (kind: unknown) => BATCH_ITEM_KIND_OPTIONS.find((o) => o.value === kind)?.label ?? recorded(kind);

/** What the record reports of an item: as stored at submission, else as the server computes it now. */
function resultOf(item: ResourceRow, computed: LabBatchItemResult | undefined) {
  const flags = recorded(item.flags) || (computed?.flags ?? []).join('、');
  const belowLod = item.belowLod === true || (item.belowLod == null && computed?.belowLod === true);
  return {
    reported: recorded(item.resultText) || recorded(computed?.reported),
    flags: [belowLod ? T.belowLod : '', flags].filter(Boolean).join('、'),
    explanation: recorded(item.explanation) || recorded(computed?.explanation),
  };
}

/**
 * 样品及结果: one row per item (samples and QC samples) with the family's readings in its entry
 * order, titled with their labels and units, then the reported result and its flags; below, each
 * item's calculation as recorded (the original calculation, ISO/IEC 17025 7.5.1).
 */
export function ItemsSection({ data, results }: { data: RecordData; results: boolean }) {
  const columns = readingColumns(data.family);
  const computed = new Map((data.preview?.items ?? []).map((r) => [String(r.id), r]));
  const unit = data.family.resultUnit;
  const rows = data.children.items.map((item) => ({ item, result: resultOf(item, computed.get(String(item.id))) }));
  const explained = results ? rows.filter((r) => r.result.explanation) : [];
  return (
    <section data-testid="record-items">
      <h2>{T.samples}</h2>
      <table className="lab-record-table">
        <thead>
          <tr>
            <th>{T.index}</th>
            <th>{T.kind}</th>
            <th>{T.sampleCode}</th>
            {columns.map((c) => (
              <th key={c.key} data-testid="record-reading-column" data-reading={c.key}>
                {c.title}
              </th>
            ))}
            {results && <th data-testid="record-result-column">{unit ? `${T.reported}（${unit}）` : T.reported}</th>}
            {results && <th>{T.flags}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3 + columns.length + (results ? 2 : 0)}>{T.noItems}</td>
            </tr>
          ) : (
            rows.map(({ item, result }, i) => (
              <tr key={item.id} data-testid="record-item">
                <td>{i + 1}</td>
                <td>{kindLabel(item.kind)}</td>
                <td>{itemCode(item)}</td>
                {columns.map((c) => (
                  <td key={c.key} data-reading={c.key}>
                    {recorded(item[c.key])}
                  </td>
                ))}
                {results && <td data-testid="record-item-result">{result.reported}</td>}
                {results && <td>{result.flags}</td>}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {explained.length > 0 && (
        <>
          <h2>{T.explanations}</h2>
          <ol className="lab-record-explanations" data-testid="record-explanations">
            {explained.map(({ item, result }) => (
              <li key={item.id}>
                {itemCode(item)}：{result.explanation}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
