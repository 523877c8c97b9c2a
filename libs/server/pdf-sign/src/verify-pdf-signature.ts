import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { certificateFingerprint, subjectField } from './signing-certificate';

/** What a check of a signed PDF found; `valid` only when every check passed. */
export interface PdfSignatureCheck {
  valid: boolean;
  /** Why it is not valid (Chinese, shown on the public verification page). */
  problem: string | null;
  /** The signing certificate's common name. */
  signer: string | null;
  /** SHA-256 fingerprint of the signing certificate, hex. */
  certificateFingerprint: string | null;
  /** The signingTime signed attribute. */
  signedAt: Date | null;
}

const invalid = (problem: string, partial: Partial<PdfSignatureCheck> = {}): PdfSignatureCheck => ({
  valid: false,
  problem,
  signer: null,
  certificateFingerprint: null,
  signedAt: null,
  ...partial,
});

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

const DIGESTS: Record<string, { node: string; forge: () => forge.md.MessageDigest }> = {
  [forge.pki.oids.sha256]: { node: 'sha256', forge: () => forge.md.sha256.create() },
  [forge.pki.oids.sha384]: { node: 'sha384', forge: () => forge.md.sha384.create() },
  [forge.pki.oids.sha512]: { node: 'sha512', forge: () => forge.md.sha512.create() },
};

/** forge.asn1.fromDer with its options object (the typings know only the old boolean): trailing bytes allowed. */
const fromDerPrefix = (der: string): forge.asn1.Asn1 => (forge.asn1.fromDer as unknown as (bytes: string, options: { parseAllBytes: boolean }) => forge.asn1.Asn1)(der, { parseAllBytes: false });

interface SignerCapture {
  digestAlgorithm: string;
  authenticatedAttributes?: forge.asn1.Asn1[];
  signature: string;
  serial: string;
  issuer: forge.asn1.Asn1;
}

/** forge's hash of a distinguished name as it keeps one on every parsed certificate (cert.issuer.hash: SHA-1 of its DER). */
function nameHash(name: forge.asn1.Asn1): string {
  const md = forge.md.sha1.create();
  md.update(forge.asn1.toDer(name).getBytes());
  return md.digest().toHex();
}

const sameSerial = (a: string, b: string) => a.replace(/^0+/, '').toLowerCase() === b.replace(/^0+/, '').toLowerCase();

/** The value of a signed attribute (SEQUENCE { OID, SET { value } }). */
function attribute(attrs: forge.asn1.Asn1[], oid: string): forge.asn1.Asn1 | undefined {
  for (const attr of attrs) {
    const [type, values] = attr.value as forge.asn1.Asn1[];
    if (forge.asn1.derToOid(type.value as string) === oid) return (values.value as forge.asn1.Asn1[])[0];
  }
  return undefined;
}

/**
 * Checks the last signature of a PDF as a reader would: the ByteRange covers the whole file but
 * the signature's own hex (so nothing was added or changed after signing), the digest of those
 * bytes equals the CMS messageDigest signed attribute, and the signed attributes verify with the
 * public key of the signer's certificate carried in the CMS. Trust in the certificate itself (a
 * chain to a known authority) is the reader's business and is not judged here.
 */
export function verifyPdfSignature(pdf: Buffer): PdfSignatureCheck {
  const ranges = [...pdf.toString('latin1').matchAll(BYTE_RANGE)];
  const last = ranges[ranges.length - 1];
  if (!last) return invalid('文件没有数字签名');
  const [start, firstLength, secondStart, secondLength] = last.slice(1, 5).map(Number);
  if (start !== 0 || secondStart <= firstLength || secondStart + secondLength !== pdf.length) return invalid('签名未覆盖整个文件，签名后文件被修改或追加了内容');
  const contents = pdf.subarray(firstLength, secondStart).toString('latin1');
  if (!/^<[0-9a-fA-F]*>$/.test(contents)) return invalid('签名内容格式不正确');
  const signedBytes = Buffer.concat([pdf.subarray(0, firstLength), pdf.subarray(secondStart)]);

  let message: forge.pkcs7.PkcsSignedData & { rawCapture: SignerCapture };
  try {
    const der = Buffer.from(contents.slice(1, -1), 'hex').toString('binary');
    // the CMS is padded with zeros to the placeholder's length: parse the first object only
    const asn1 = fromDerPrefix(der);
    message = forge.pkcs7.messageFromAsn1(asn1) as typeof message;
  } catch {
    return invalid('签名内容无法解析');
  }
  const capture = message.rawCapture;
  // the signer's certificate is the one its issuerAndSerialNumber names
  const issuer = nameHash(capture.issuer);
  const cert = message.certificates.find((c) => sameSerial(forge.util.bytesToHex(capture.serial), c.serialNumber) && (c.issuer as unknown as { hash: string }).hash === issuer);
  if (!cert) return invalid('签名中没有签名人的证书');
  const who = { signer: subjectField(cert, 'CN'), certificateFingerprint: certificateFingerprint(cert) };
  const algorithm = DIGESTS[forge.asn1.derToOid(capture.digestAlgorithm)];
  if (!algorithm) return invalid('不支持的摘要算法', who);
  const attrs = capture.authenticatedAttributes;
  if (!attrs) return invalid('签名缺少签名属性', who);

  const time = attribute(attrs, forge.pki.oids.signingTime);
  const signedAt = time ? (time.type === forge.asn1.Type.UTCTIME ? forge.asn1.utcTimeToDate(time.value as string) : forge.asn1.generalizedTimeToDate(time.value as string)) : null;
  const withTime = { ...who, signedAt };

  const digest = attribute(attrs, forge.pki.oids.messageDigest);
  const actual = createHash(algorithm.node).update(signedBytes).digest('binary');
  if (!digest || digest.value !== actual) return invalid('文件内容与签名不一致，签名后已被修改', withTime);

  // the signature is over the DER of the signed attributes as a SET (RFC 5652 5.4)
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attrs);
  const md = algorithm.forge();
  md.update(forge.asn1.toDer(set).getBytes());
  let verified = false;
  try {
    verified = (cert.publicKey as forge.pki.rsa.PublicKey).verify(md.digest().getBytes(), capture.signature);
  } catch {
    verified = false;
  }
  if (!verified) return invalid('签名值校验失败', withTime);
  return { valid: true, problem: null, ...withTime };
}
