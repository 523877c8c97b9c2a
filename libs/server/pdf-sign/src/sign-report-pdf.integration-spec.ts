import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printReportPdf, specimenReportContent } from '@ohit/server-report-render';
import { createSelfSignedP12 } from './demo-certificate';
import { signPdf } from './sign-pdf';
import { readSigningCertificate } from './signing-certificate';
import { verifyPdfSignature } from './verify-pdf-signature';

jest.setTimeout(120_000);

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// a 1×1 black PNG: a signer's image placed on the signature page
const INK = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==';

/**
 * The issued file as the worker makes it: the report printed by Chromium with the signers' images,
 * then signed. The signed file is still the searchable Chinese report, poppler's pdfsig accepts
 * the signature, and one changed byte is caught by both the house's check and pdfsig.
 */
describe('a printed report signed with the organisation certificate', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ohit-signed-report-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps its text, verifies, and fails after one byte is changed', async () => {
    const cert = readSigningCertificate(createSelfSignedP12({ commonName: '江苏示例职业卫生技术服务有限公司', organisation: '示例', passphrase: 'pw' }), 'pw');
    const content = specimenReportContent(6);
    const printed = await printReportPdf(content, {
      executablePath: CHROMIUM,
      publicBaseUrl: 'https://ohit.example',
      signatureImages: [{ step: '编制', name: '张三', imageDataUrl: INK, signedAt: '2026-03-02' }],
    });
    const signed = await signPdf(printed, cert, { reason: '检测报告签发', name: cert.subject, location: '中国', contactInfo: '' });
    const file = join(dir, 'issued.pdf');
    writeFileSync(file, signed);

    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    expect(text).toContain('检测结果与评价');
    expect(text).toContain(`报告编号：${content.reportNo}`);
    expect(verifyPdfSignature(signed)).toMatchObject({ valid: true, signer: '江苏示例职业卫生技术服务有限公司' });
    expect(execFileSync('pdfsig', [file], { encoding: 'utf8' })).toContain('Signature Validation: Signature is Valid.');

    const changed = Buffer.from(signed);
    changed[Math.floor(changed.indexOf('stream') / 2)] ^= 0x20;
    writeFileSync(file, changed);
    expect(verifyPdfSignature(changed).valid).toBe(false);
    expect(execFileSync('pdfsig', [file], { encoding: 'utf8' })).not.toContain('Signature is Valid.');
  });
});
