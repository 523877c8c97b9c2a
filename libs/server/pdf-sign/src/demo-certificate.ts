import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import forge from 'node-forge';
import { readSigningCertificate, type SigningCertificate } from './signing-certificate';

export interface SelfSignedOptions {
  commonName: string;
  organisation: string;
  passphrase: string;
  /** Validity in days from yesterday (a clock a little behind still accepts it). */
  days?: number;
}

/** A UTF8String name field (forge encodes the value itself); the typings call the tag a boolean. */
const utf8 = (shortName: string, value: string) => ({ shortName, value, valueTagClass: forge.asn1.Type.UTF8 as unknown as boolean });

/**
 * A self-signed RSA-2048 / SHA-256 certificate for signing documents, as a PKCS#12 bundle
 * (AES-256). The key comes from Node's crypto (forge's JavaScript key generation takes seconds).
 */
export function createSelfSignedP12({ commonName, organisation, passphrase, days = 3650 }: SelfSignedOptions): Buffer {
  const { privateKey: pem } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  const key = forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  // a positive serial: the first byte's high bit clear
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const from = new Date(Date.now() - 24 * 3600 * 1000);
  cert.validity.notBefore = from;
  cert.validity.notAfter = new Date(from.getTime() + days * 24 * 3600 * 1000);
  const name = [utf8('CN', commonName), utf8('O', organisation), { shortName: 'C', value: 'CN' }];
  cert.setSubject(name as forge.pki.CertificateField[]);
  cert.setIssuer(name as forge.pki.CertificateField[]);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: 'aes256', friendlyName: commonName, generateLocalKeyId: true });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

export const DEMO_CERTIFICATE_SUBJECT = '职业健康检测演示机构（演示用自签名证书）';
const P12_FILE = 'certificate.p12';
const PASS_FILE = 'passphrase';

async function readDemo(dir: string): Promise<SigningCertificate> {
  const [p12, passphrase] = await Promise.all([readFile(join(dir, P12_FILE)), readFile(join(dir, PASS_FILE), 'utf8')]);
  return readSigningCertificate(p12, passphrase.trim(), true);
}

/**
 * The demo's signing certificate under `<root>/demo` (a git-ignored data directory): made the first
 * time it is needed, with a random passphrase kept beside it, then read as it is. Made in a
 * temporary directory and renamed into place, so the api and the worker starting together end up
 * with one certificate (the loser of the rename reads the winner's).
 */
export async function ensureDemoCertificate(root: string): Promise<SigningCertificate> {
  const dir = join(root, 'demo');
  try {
    return await readDemo(dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  await mkdir(root, { recursive: true, mode: 0o700 });
  const tmp = await mkdtemp(join(root, '.demo-'));
  const passphrase = randomBytes(24).toString('base64url');
  await writeFile(join(tmp, P12_FILE), createSelfSignedP12({ commonName: DEMO_CERTIFICATE_SUBJECT, organisation: '职业健康检测演示机构', passphrase }), { mode: 0o600 });
  await writeFile(join(tmp, PASS_FILE), passphrase, { mode: 0o600 });
  try {
    await rename(tmp, dir);
  } catch (e) {
    await rm(tmp, { recursive: true, force: true });
    if (!['EEXIST', 'ENOTEMPTY', 'EPERM'].includes((e as NodeJS.ErrnoException).code ?? '')) throw e;
  }
  return readDemo(dir);
}
