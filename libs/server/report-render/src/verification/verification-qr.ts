import QRCode from 'qrcode';
import type { ReportContent } from '@ohit/contracts';

/**
 * Where a report's verification QR code points: the version's own verifyUrl when compiled with
 * one, else the public verification page of its number and version under the deployment's
 * public address (PUBLIC_BASE_URL). A draft without a number has none.
 */
export function reportVerifyUrl(content: Pick<ReportContent, 'verifyUrl' | 'reportNo' | 'version'>, publicBaseUrl: string): string | null {
  if (content.verifyUrl) return content.verifyUrl;
  if (!content.reportNo) return null;
  const base = publicBaseUrl.replace(/\/+$/, '');
  return `${base}/reportVerify?no=${encodeURIComponent(content.reportNo)}&v=${encodeURIComponent(String(content.version))}`;
}

/** The QR code of a URL as a PNG data URL, made on the server (medium error correction survives a stamp over it). */
export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 200, type: 'image/png' });
}
