import type { ReportContent } from '@ohit/contracts';
import { REPORT_MARGIN, reportHeader } from '../pdf/page-templates';
import { printHtmlToPdf, type PrintOptions } from '../pdf/print-html-to-pdf';
import { qrDataUrl, reportVerifyUrl } from '../verification/verification-qr';
import { renderReportHtml } from './render-report-html';
import type { ReportRenderOptions } from './report-render-options';

/** What prints besides the content: the verification address, and the signatures, cover and 声明 (renderReportHtml's options). */
export interface ReportPrintSettings extends Omit<ReportRenderOptions, 'qrDataUrl'> {
  /** The deployment's public address (PUBLIC_BASE_URL): the QR code's page when the content names none. */
  publicBaseUrl: string;
}

/** What the printer needs for a report: the document, the header it draws on every page and the margins around it. */
export interface PreparedReport {
  html: string;
  verifyUrl: string | null;
  print: Omit<PrintOptions, 'executablePath'>;
}

/** The verification QR code made, the HTML rendered, the header (organisation, number, version, QR) laid out. */
export async function prepareReport(content: ReportContent, settings: ReportPrintSettings): Promise<PreparedReport> {
  const verifyUrl = reportVerifyUrl(content, settings.publicBaseUrl);
  const qr = verifyUrl ? await qrDataUrl(verifyUrl) : null;
  return {
    html: renderReportHtml(content, { qrDataUrl: qr, signatureImages: settings.signatureImages, coverImageDataUrl: settings.coverImageDataUrl, statementText: settings.statementText }),
    verifyUrl,
    print: {
      headerTemplate: reportHeader({ organisation: content.organisation.name, reportNo: content.reportNo, version: content.version, qrDataUrl: qr }),
      margin: REPORT_MARGIN,
    },
  };
}

/** A report printed to PDF: its header with the number and QR code, 第 N 页 共 M 页 at the foot of every page. */
export async function printReportPdf(content: ReportContent, settings: ReportPrintSettings & { executablePath: string }): Promise<Buffer> {
  const prepared = await prepareReport(content, settings);
  return printHtmlToPdf(prepared.html, { executablePath: settings.executablePath, ...prepared.print });
}
