// Printed documents of the house: the report's HTML (renderReportHtml) and its print settings,
// the verification QR code, and the one PDF printing frame every PDF job uses (printHtmlToPdf).
export * from './html/escape-html';
export * from './pdf/page-templates';
export * from './pdf/print-html-to-pdf';
export * from './report/organisation-template';
export * from './report/print-report-pdf';
export * from './report/render-report-html';
export * from './report/report-render-options';
export * from './report/specimen-report';
export * from './verification/verification-qr';
