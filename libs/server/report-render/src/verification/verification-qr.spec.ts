import { qrDataUrl, reportVerifyUrl } from './verification-qr';
import { reportHeader } from '../pdf/page-templates';

describe('the verification QR code', () => {
  it('points at the version\'s verifyUrl, else the public verification page of its number and version', () => {
    expect(reportVerifyUrl({ verifyUrl: 'https://ohit.example/reportVerify?t=abc', reportNo: 'X', version: 1 }, 'http://h')).toBe('https://ohit.example/reportVerify?t=abc');
    expect(reportVerifyUrl({ verifyUrl: null, reportNo: 'OHIT-JC/2026 0001&x', version: 2 }, 'https://ohit.example/')).toBe(
      'https://ohit.example/reportVerify?no=OHIT-JC%2F2026%200001%26x&v=2',
    );
    expect(reportVerifyUrl({ verifyUrl: null, reportNo: null, version: 1 }, 'https://ohit.example')).toBeNull();
  });

  it('is a PNG data URL made on the server, different for different reports', async () => {
    const a = await qrDataUrl('https://ohit.example/reportVerify?no=A&v=1');
    const b = await qrDataUrl('https://ohit.example/reportVerify?no=B&v=1');
    expect(a).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
  });

  it('the page header carries the escaped number, the version and the QR code', async () => {
    const qr = await qrDataUrl('https://ohit.example/reportVerify?no=A&v=1');
    const header = reportHeader({ organisation: '<机构>', reportNo: 'NO-<1>', version: 2, qrDataUrl: qr });
    expect(header).toContain('报告编号：NO-&lt;1&gt;\u3000第 2 版');
    expect(header).toContain('&lt;机构&gt;');
    expect(header).toContain(`src="${qr}"`);
    expect(reportHeader({ organisation: 'o', reportNo: null, version: 1, qrDataUrl: null })).not.toContain('<img');
  });
});
