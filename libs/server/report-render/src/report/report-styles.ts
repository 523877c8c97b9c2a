/**
 * The report's print styles. One CJK font installed on the worker (Debian's fonts-wqy-microhei),
 * so Chinese is real text in the PDF (selectable, searchable). Tables repeat their thead on every
 * page they span and never split a row; chapters keep their heading with their first lines.
 * Page margins are the printer's (header and footer live in them), so @page sets only the size.
 */
export const REPORT_FONT = `'WenQuanYi Micro Hei', 'Noto Sans CJK SC', sans-serif`;

export const REPORT_STYLES = `
@page { size: A4; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: ${REPORT_FONT}; font-size: 10.5pt; line-height: 1.55; color: #000; }
h1, h2, h3 { font-weight: bold; break-after: avoid; page-break-after: avoid; }
h2 { font-size: 14pt; margin: 14pt 0 6pt; }
h2.spaced { letter-spacing: 1em; text-align: center; }
h3 { font-size: 11.5pt; margin: 10pt 0 4pt; }
p { margin: 4pt 0; }
ol { margin: 4pt 0; padding-left: 2em; }
li { break-inside: avoid; }
table { width: 100%; border-collapse: collapse; margin: 4pt 0 8pt; }
thead { display: table-header-group; }
tr, th, td { break-inside: avoid; page-break-inside: avoid; }
th, td { border: 0.6pt solid #000; padding: 2.5pt 4pt; vertical-align: top; text-align: left; font-size: 9.5pt; overflow-wrap: anywhere; }
th { background: #f0f0f0; font-weight: bold; }
table.facts th { width: 16%; }
table.facts td { width: 34%; }
td.none, p.none { color: #555; text-align: center; }
.page { break-after: page; page-break-after: always; }
.cover { text-align: center; padding-top: 28mm; min-height: 240mm; position: relative; }
.cover .org-top { font-size: 12pt; letter-spacing: 1pt; }
.cover h1 { font-size: 24pt; margin: 30mm 0 6mm; letter-spacing: 2pt; }
.cover .check-type { font-size: 14pt; }
.cover .cover-image { margin: 8mm auto 0; }
.cover .cover-image img { max-width: 100%; max-height: 70mm; object-fit: contain; }
.cover.with-image h1 { margin-top: 10mm; }
.cover.with-image table.cover-facts { margin-top: 12mm; }
.cover table.cover-facts { width: 70%; margin: 22mm auto 0; }
.cover table.cover-facts th, .cover table.cover-facts td { border: none; border-bottom: 0.6pt solid #000; font-size: 12pt; padding: 5pt 4pt; background: none; }
.cover table.cover-facts th { width: 30%; text-align: justify; text-align-last: justify; }
.cover .amendment { margin: 10mm auto 0; width: 80%; border: 1.2pt solid #b00; color: #b00; padding: 4pt 8pt; text-align: left; }
.cover .amendment .mark { font-size: 16pt; font-weight: bold; letter-spacing: 4pt; text-align: center; }
.cover .org-bottom { position: absolute; bottom: 0; width: 100%; font-size: 12pt; }
.cover .qr { margin-top: 8mm; }
.cover .qr img { width: 26mm; height: 26mm; }
.cover .qr div { font-size: 9pt; }
.statement ol li { margin: 3pt 0; }
.signatures { width: 100%; margin-top: 16mm; }
.signatures th, .signatures td { border: none; background: none; font-size: 11pt; padding: 6pt 4pt; vertical-align: middle; }
.signatures td { border-bottom: 0.6pt solid #000; height: 16mm; width: 24%; }
.signatures img { max-height: 14mm; max-width: 40mm; }
.signatures .date { display: block; font-size: 8.5pt; color: #333; }
table.fixed { table-layout: fixed; }
table.results th, table.results td { font-size: 8.5pt; padding: 2pt 3pt; }
.fail { color: #b00; }
.conclusion { font-weight: bold; }
.muted { color: #444; font-size: 8.5pt; }
`;
