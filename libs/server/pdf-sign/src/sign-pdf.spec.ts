import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createSelfSignedP12, DEMO_CERTIFICATE_SUBJECT, ensureDemoCertificate } from './demo-certificate';
import { loadSigningCertificate, SigningNotConfiguredError } from './load-signing-certificate';
import { signPdf } from './sign-pdf';
import { readSigningCertificate, SigningCertificateError, type SigningCertificate } from './signing-certificate';
import { verifyPdfSignature } from './verify-pdf-signature';

jest.setTimeout(60_000);

async function samplePdf(pages = 2): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([595, 842]).drawText(`Report OHIT-DJ-2026-0001 page ${i}`, { x: 50, y: 780, size: 14, font });
  return Buffer.from(await doc.save());
}

/** A byte inside the first page content stream (pdf-lib compresses the text, so it is not searchable). */
const insideStream = (pdf: Buffer): number => pdf.indexOf('stream\n') + 'stream\n'.length + 5;

const details = { reason: '检测报告签发', name: '某检测机构', location: '中国', contactInfo: '0571-88888888' };

describe('the issued report is signed with PKCS#7 and verified', () => {
  let cert: SigningCertificate;
  let dir: string;

  beforeAll(async () => {
    // a certificate of this test run, never a fixed one
    cert = readSigningCertificate(createSelfSignedP12({ commonName: '测试检测机构', organisation: '测试检测机构', passphrase: 'run-pass' }), 'run-pass', true);
    dir = await mkdtemp(join(tmpdir(), 'ohit-pdf-sign-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('verifies a signed PDF and names the certificate and the signing time', async () => {
    const signingTime = new Date('2026-03-02T08:30:00Z');
    const signed = await signPdf(await samplePdf(), cert, { ...details, signingTime });
    const check = verifyPdfSignature(signed);
    expect(check).toEqual({ valid: true, problem: null, signer: '测试检测机构', certificateFingerprint: cert.fingerprint, signedAt: signingTime });
    // the pages are all still there
    expect((await PDFDocument.load(signed)).getPageCount()).toBe(2);
  });

  it('fails after one byte of the signed content is changed, and after bytes are appended', async () => {
    const signed = await signPdf(await samplePdf(), cert, details);
    const flipped = Buffer.from(signed);
    flipped[insideStream(signed)] ^= 0x01;
    expect(verifyPdfSignature(flipped)).toMatchObject({ valid: false, problem: '文件内容与签名不一致，签名后已被修改' });

    const appended = Buffer.concat([signed, Buffer.from('\n% added later\n')]);
    expect(verifyPdfSignature(appended)).toMatchObject({ valid: false, problem: '签名未覆盖整个文件，签名后文件被修改或追加了内容' });
  });

  it('fails when the signature itself is changed, and on a PDF that was never signed', async () => {
    const signed = await signPdf(await samplePdf(1), cert, details);
    const tampered = Buffer.from(signed);
    // a byte inside the RSA signature value, near the end of the CMS (before its zero padding)
    const hexStart = signed.indexOf('/Contents <') + '/Contents <'.length;
    const hex = signed.subarray(hexStart, signed.indexOf('>', hexStart)).toString('latin1').replace(/(00)+$/, '');
    const pos = hexStart + hex.length - 10;
    tampered[pos] = tampered[pos] === 0x30 ? 0x31 : 0x30;
    expect(verifyPdfSignature(tampered).valid).toBe(false);
    expect(verifyPdfSignature(await samplePdf())).toMatchObject({ valid: false, problem: '文件没有数字签名' });
  });

  it('is valid for an independent reader (poppler pdfsig), which sees the change after a flipped byte', async () => {
    const signed = await signPdf(await samplePdf(), cert, details);
    const file = join(dir, 'signed.pdf');
    await writeFile(file, signed);
    const out = execFileSync('pdfsig', [file], { encoding: 'utf8' });
    expect(out).toContain('Signature Validation: Signature is Valid.');
    expect(out).toContain('测试检测机构');
    const flipped = Buffer.from(signed);
    flipped[insideStream(signed)] ^= 0x01;
    await writeFile(file, flipped);
    expect(execFileSync('pdfsig', [file], { encoding: 'utf8' })).not.toContain('Signature is Valid.');
  });

  it('refuses a bundle opened with the wrong passphrase', () => {
    expect(() => readSigningCertificate(cert.p12, 'wrong')).toThrow(SigningCertificateError);
  });

  it('makes the demo certificate once and reads the same one afterwards, even when asked twice at once', async () => {
    const root = join(dir, 'signing');
    const [a, b] = await Promise.all([ensureDemoCertificate(root), ensureDemoCertificate(root)]);
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(a).toMatchObject({ demo: true, subject: DEMO_CERTIFICATE_SUBJECT });
    expect((await ensureDemoCertificate(root)).fingerprint).toBe(a.fingerprint);
    expect((await readdir(root)).sort()).toEqual(['demo']);
    expect(verifyPdfSignature(await signPdf(await samplePdf(), a, details)).valid).toBe(true);
  });
});

describe('the configured signing certificate', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ohit-pdf-cert-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads the configured PKCS#12 with its passphrase from the environment or a secret file', async () => {
    const p12Path = join(dir, 'org.p12');
    await writeFile(p12Path, createSelfSignedP12({ commonName: '某职业卫生技术服务机构', organisation: '某机构', passphrase: 's3cret' }));
    await writeFile(join(dir, 'pass'), 's3cret\n');
    const fromEnv = await loadSigningCertificate({ p12Path, passphrase: 's3cret', demoDir: join(dir, 'demo'), demoAllowed: true });
    expect(fromEnv).toMatchObject({ subject: '某职业卫生技术服务机构', demo: false });
    const fromFile = await loadSigningCertificate({ p12Path, passphraseFile: join(dir, 'pass'), demoDir: join(dir, 'demo'), demoAllowed: false });
    expect(fromFile.fingerprint).toBe(fromEnv.fingerprint);
    await expect(loadSigningCertificate({ p12Path, passphrase: 'nope', demoDir: '', demoAllowed: true })).rejects.toThrow(SigningCertificateError);
    await expect(loadSigningCertificate({ p12Path: join(dir, 'missing.p12'), demoDir: '', demoAllowed: true })).rejects.toThrow('cannot be read');
  });

  it('stands the demo certificate in only where allowed', async () => {
    await expect(loadSigningCertificate({ demoDir: join(dir, 'signing'), demoAllowed: false })).rejects.toThrow(SigningNotConfiguredError);
    expect(await loadSigningCertificate({ demoDir: join(dir, 'signing'), demoAllowed: true })).toMatchObject({ demo: true, subject: DEMO_CERTIFICATE_SUBJECT });
  });
});
