import { Signer } from '@signpdf/signpdf';
import forge from 'node-forge';
import type { SigningCertificate } from './signing-certificate';

type DnAttribute = { type: string; value: string; valueTagClass?: number };

/**
 * The issuer of the signer's certificate as forge should write it back. forge keeps a parsed
 * UTF8String as its UTF-8 bytes but encodes the value again when it writes one, so a Chinese
 * issuer (the usual case for an organisation's certificate) would be written double-encoded and
 * no reader could find the signer's certificate; decoding first makes the write exact.
 */
function issuerOf(cert: forge.pki.Certificate): DnAttribute[] {
  return (cert.issuer.attributes as DnAttribute[]).map((a) => (a.valueTagClass === forge.asn1.Type.UTF8 ? { ...a, value: forge.util.decodeUtf8(a.value) } : a));
}

/**
 * Signs the bytes @signpdf hands over with a PKCS#12 bundle: a detached CMS SignedData, SHA-256,
 * signed attributes contentType, signingTime and messageDigest (in that order, as Adobe's
 * adbe.pkcs7.detached expects), every certificate of the bundle carried for the reader.
 * (@signpdf/signer-p12 does the same but writes a non-ASCII issuer wrongly, see issuerOf.)
 */
export class CertificateSigner extends Signer {
  constructor(private readonly certificate: SigningCertificate) {
    super();
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const der = forge.util.createBuffer(this.certificate.p12.toString('binary'));
    const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), false, this.certificate.passphrase);
    const key = p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag]?.[0]?.key as forge.pki.rsa.PrivateKey;
    const certs = (p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).map((b) => b.cert).filter((c): c is forge.pki.Certificate => !!c);
    const own = certs.find((c) => {
      const pub = c.publicKey as forge.pki.rsa.PublicKey;
      return pub.n.compareTo(key.n) === 0 && pub.e.compareTo(key.e) === 0;
    });
    if (!own) throw new Error('the signing certificate holds no certificate of its private key');

    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString('binary'));
    for (const c of certs) p7.addCertificate(c);
    p7.addSigner({
      key,
      issuer: issuerOf(own),
      serialNumber: own.serialNumber,
      digestAlgorithm: forge.pki.oids.sha256,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType, value: forge.pki.oids.data },
        { type: forge.pki.oids.signingTime, value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest },
      ],
    } as unknown as Parameters<typeof p7.addSigner>[0]);
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}
