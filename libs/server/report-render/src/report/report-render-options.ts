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
}
