// The issued report's digital signature: sign a PDF with the organisation's PKCS#12 certificate
// (PKCS#7 detached), verify a signed PDF, and the demo's self-signed certificate.
export * from './demo-certificate';
export * from './load-signing-certificate';
export * from './sign-pdf';
export * from './signing-certificate';
export * from './verify-pdf-signature';
