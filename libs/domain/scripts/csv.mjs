// The CSV reader of the generator scripts (plain Node, no TypeScript at build time). It follows
// the same RFC 4180 rules as src/csv/parse-csv.ts, the parser the library itself uses; the specs
// of both generated modules compare the generated data with what src/csv/parse-csv.ts reads, so
// the two cannot drift apart unnoticed.

/** Rows of text; blank lines skipped; refuses an unclosed quote or a quote inside a field. */
export function parseCsv(text, file = 'CSV') {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  let started = false;
  const endField = () => {
    row.push(field);
    field = '';
    started = false;
  };
  const endRow = () => {
    endField();
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
  };
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
        const next = text[i + 1];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          throw new Error(`${file}: text after a closing quote`);
        }
      } else field += ch;
    } else if (ch === '"') {
      if (started) throw new Error(`${file}: quote inside a field`);
      quoted = true;
      started = true;
    } else if (ch === ',') {
      endField();
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
    } else {
      field += ch;
      started = true;
    }
  }
  if (quoted) throw new Error(`${file}: unclosed quote`);
  if (started || row.length > 0) endRow();
  return rows;
}
