import { createHash, generateKeyPairSync } from 'node:crypto';
import { canonicalJson, canonicalXmlBody, extractXmlBody } from './canonical';
import { headSign, requestTime, signBody, verifyBodySign, verifyHeadSign } from './signatures';

const keys = () => generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });

describe('provincial signatures', () => {
  it('headSign is MD5(service + requestTime + userId + password) in lowercase hex, and only the matching password verifies', () => {
    const sign = headSign('CHECK_REPORT', '2026-03-20 10:00:00', 'org-1', 's3cret');
    expect(sign).toBe(createHash('md5').update('CHECK_REPORT2026-03-20 10:00:00org-1s3cret').digest('hex'));
    expect(sign).toMatch(/^[0-9a-f]{32}$/);
    expect(verifyHeadSign(sign.toUpperCase(), 'CHECK_REPORT', '2026-03-20 10:00:00', 'org-1', 's3cret')).toBe(true);
    expect(verifyHeadSign(sign, 'CHECK_REPORT', '2026-03-20 10:00:00', 'org-1', 'wrong')).toBe(false);
    expect(verifyHeadSign(sign, 'CHECK_REPORT', '2026-03-20 10:00:01', 'org-1', 's3cret')).toBe(false);
    expect(verifyHeadSign('', 'CHECK_REPORT', '2026-03-20 10:00:00', 'org-1', 's3cret')).toBe(false);
  });

  it('bodySign is SHA256withRSA in base64: verifies with the public key, fails for another body or another key', () => {
    const { privateKey, publicKey } = keys();
    const body = '<body><reportList><report><reportCode>R&amp;1</reportCode></report></reportList></body>';
    const sig = signBody(body, privateKey);
    expect(Buffer.from(sig, 'base64')).toHaveLength(256);
    expect(verifyBodySign(body, sig, publicKey)).toBe(true);
    expect(verifyBodySign(body.replace('R&amp;1', 'R&amp;2'), sig, publicKey)).toBe(false);
    expect(verifyBodySign(body, sig, keys().publicKey)).toBe(false);
    expect(verifyBodySign(body, 'not base64 at all', publicKey)).toBe(false);
    expect(verifyBodySign(body, sig, 'not a key')).toBe(false);
  });

  it('a signature made over the canonical body still verifies after the body was indented on the wire', () => {
    const { privateKey, publicKey } = keys();
    const sent = '<body><reportList><report><address>示例路 1 号</address></report></reportList></body>';
    const indented = `<?xml version="1.0"?><data><header/>\n  <body>\n    <reportList>\n      <report><address>示例路 1 号</address></report>\n    </reportList>\n  </body>\n</data>`;
    const sig = signBody(canonicalXmlBody(sent), privateKey);
    const received = extractXmlBody(indented);
    expect(canonicalXmlBody(received!)).toBe(sent);
    expect(verifyBodySign(canonicalXmlBody(received!), sig, publicKey)).toBe(true);
    // text inside elements is kept: spaces in an address are part of what is signed
    expect(verifyBodySign(canonicalXmlBody(received!.replace('示例路 1 号', '示例路1号')), sig, publicKey)).toBe(false);
    expect(extractXmlBody('<data><header/></data>')).toBeNull();
  });

  it('canonical JSON sorts keys at every level, drops undefined and has no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: 'x y' }, u: undefined })).toBe('{"a":{"c":"x y","d":[{"y":2,"z":1}]},"b":1}');
  });

  it('requestTime is yyyy-MM-dd HH:mm:ss in China Standard Time', () => {
    expect(requestTime(new Date('2026-03-20T16:30:05Z'))).toBe('2026-03-21 00:30:05');
  });
});
