import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import signpdf from '@signpdf/signpdf';
import { PDFDocument } from 'pdf-lib';
import { CertificateSigner } from './cms-signer';
import type { SigningCertificate } from './signing-certificate';

export interface PdfSignatureDetails {
  /** Why it is signed (shown by PDF readers), e.g. 检测报告签发. */
  reason: string;
  /** The signing organisation as readers show it. */
  name: string;
  location: string;
  contactInfo: string;
  signingTime?: Date;
}

/** Room for the CMS in the signature dictionary: a certificate chain of a few certificates fits. */
const SIGNATURE_BYTES = 16_384;

/**
 * Signs a PDF with a PKCS#7 detached signature (adbe.pkcs7.detached, SHA-256 with the
 * contentType, signingTime and messageDigest signed attributes — the CMS signature PAdES builds
 * on) over the whole file but the signature itself, so any PDF reader shows whether it changed
 * after signing. The document is re-saved without object streams (the signature dictionary must
 * stay a plain object) and its metadata is kept as printed.
 */
export async function signPdf(pdf: Buffer, certificate: SigningCertificate, details: PdfSignatureDetails): Promise<Buffer> {
  const signingTime = details.signingTime ?? new Date();
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: details.reason,
    name: details.name,
    location: details.location,
    contactInfo: details.contactInfo,
    signingTime,
    signatureLength: SIGNATURE_BYTES,
  });
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  return signpdf.sign(prepared, new CertificateSigner(certificate), signingTime);
}
