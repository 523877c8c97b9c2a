import { createHash } from 'node:crypto';
import forge from 'node-forge';

/** A PKCS#12 bundle an issued report is signed with, checked once when it is read. */
export interface SigningCertificate {
  p12: Buffer;
  passphrase: string;
  /** The certificate's subject common name (what a PDF reader shows as the signer). */
  subject: string;
  /** SHA-256 of the certificate's DER, hex. */
  fingerprint: string;
  notBefore: Date;
  notAfter: Date;
  /** The self-signed certificate made for the demo and for tests, never configured by an organisation. */
  demo: boolean;
}

export class SigningCertificateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SigningCertificateError';
  }
}

/** A subject field as text: forge keeps UTF8String values as UTF-8 bytes in a binary string. */
export function subjectField(cert: forge.pki.Certificate, shortName: string): string | null {
  const field = cert.subject.getField(shortName) as { value: string; valueTagClass?: number } | null;
  if (!field) return null;
  return field.valueTagClass === forge.asn1.Type.UTF8 ? forge.util.decodeUtf8(field.value) : field.value;
}

export function certificateFingerprint(cert: forge.pki.Certificate): string {
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return createHash('sha256').update(Buffer.from(der, 'binary')).digest('hex');
}

/**
 * Opens a PKCS#12 bundle: it must hold a private key and the certificate of that key, valid now.
 * A wrong passphrase, a bundle without a key or an expired certificate is refused here, at the
 * start, rather than on the first report issued.
 */
export function readSigningCertificate(p12: Buffer, passphrase: string, demo = false, now = new Date()): SigningCertificate {
  let bundle: forge.pkcs12.Pkcs12Pfx;
  try {
    bundle = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), false, passphrase);
  } catch {
    throw new SigningCertificateError('the signing certificate (PKCS#12) cannot be opened: wrong passphrase or not a PKCS#12 file');
  }
  const keys = bundle.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? [];
  const key = keys[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new SigningCertificateError('the signing certificate (PKCS#12) holds no private key');
  const certs = (bundle.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).map((b) => b.cert).filter((c): c is forge.pki.Certificate => !!c);
  const cert = certs.find((c) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n?.compareTo(key.n) === 0 && pub.e?.compareTo(key.e) === 0;
  });
  if (!cert) throw new SigningCertificateError('the signing certificate (PKCS#12) holds no certificate of its private key');
  if (cert.validity.notAfter < now || cert.validity.notBefore > now) {
    throw new SigningCertificateError(`the signing certificate is not valid now (valid ${cert.validity.notBefore.toISOString()} to ${cert.validity.notAfter.toISOString()})`);
  }
  return {
    p12,
    passphrase,
    subject: subjectField(cert, 'CN') ?? '',
    fingerprint: certificateFingerprint(cert),
    notBefore: cert.validity.notBefore,
    notAfter: cert.validity.notAfter,
    demo,
  };
}
