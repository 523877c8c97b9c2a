/** A signer's signature as printed on the version they signed (编制, 审核, 签发 …). */
export interface ReportSignatureImage {
  /** The approval step as printed: 编制 / 审核 / 签发 … */
  step: string;
  name: string;
  /** PNG or JPEG as a data URL (the worker reads it through the storage port); anything else prints the name only. */
  imageDataUrl: string | null;
  signedAt: string | null;
}

export interface ReportRenderOptions {
  /** The verification QR code as a PNG data URL (printed on the cover; the printer puts it on every page's header). */
  qrDataUrl?: string | null;
  /** Signatures bound to this version; absent or empty leaves the signature lines blank. */
  signatureImages?: readonly ReportSignatureImage[];
  /** The organisation's own cover picture for the report's template (PNG/JPEG data URL), printed on the cover; absent prints the plain cover. */
  coverImageDataUrl?: string | null;
  /** The organisation's own 声明 for the template (plain text, one term a line), printed instead of the built-in terms. */
  statementText?: string | null;
}
