import { readFile } from 'node:fs/promises';
import { ensureDemoCertificate } from './demo-certificate';
import { readSigningCertificate, SigningCertificateError, type SigningCertificate } from './signing-certificate';

/** Where the certificate comes from (the config's `signing` section). */
export interface SigningCertificateSource {
  p12Path?: string;
  passphrase?: string;
  passphraseFile?: string;
  demoDir: string;
  demoAllowed: boolean;
}

/** No certificate configured where the demo one may not stand in (production). */
export class SigningNotConfiguredError extends SigningCertificateError {
  constructor() {
    super('no report signing certificate is configured (REPORT_SIGNING_P12)');
    this.name = 'SigningNotConfiguredError';
  }
}

/**
 * The organisation's configured PKCS#12 certificate, read from its file with the passphrase from
 * the environment or a secret file; without one, the demo's self-signed certificate where allowed.
 */
export async function loadSigningCertificate(source: SigningCertificateSource): Promise<SigningCertificate> {
  if (!source.p12Path) {
    if (!source.demoAllowed) throw new SigningNotConfiguredError();
    return ensureDemoCertificate(source.demoDir);
  }
  const p12 = await readFile(source.p12Path).catch(() => {
    throw new SigningCertificateError(`the signing certificate file cannot be read: ${source.p12Path}`);
  });
  const passphrase = source.passphraseFile
    ? (
        await readFile(source.passphraseFile, 'utf8').catch(() => {
          throw new SigningCertificateError(`the signing passphrase file cannot be read: ${source.passphraseFile}`);
        })
      ).replace(/\r?\n$/, '')
    : (source.passphrase ?? '');
  return readSigningCertificate(p12, passphrase);
}
