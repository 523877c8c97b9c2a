import { createHash, createSign, createVerify, type KeyObject, timingSafeEqual } from 'node:crypto';

/**
 * The header signature a provincial interface checks the caller by:
 * MD5(service + requestTime + userId + password), lowercase hex. The password itself never travels.
 */
export function headSign(service: string, requestTime: string, userId: string, password: string): string {
  return createHash('md5').update(`${service}${requestTime}${userId}${password}`, 'utf8').digest('hex');
}

/** Whether a header signature matches (case-insensitive hex, constant-time). */
export function verifyHeadSign(sign: string, service: string, requestTime: string, userId: string, password: string): boolean {
  const expected = Buffer.from(headSign(service, requestTime, userId, password), 'utf8');
  const given = Buffer.from(sign.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * SHA256withRSA (PKCS#1 v1.5) of the canonical body with the organisation's private key, base64.
 * Senders pass a KeyObject parsed once: parsing the PEM on every send triples the signing cost.
 */
export function signBody(canonicalBody: string, privateKey: string | KeyObject): string {
  return createSign('RSA-SHA256').update(canonicalBody, 'utf8').sign(privateKey, 'base64');
}

/** Whether a body signature was made over this canonical body by the holder of this public key. */
export function verifyBodySign(canonicalBody: string, signature: string, publicKeyPem: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(canonicalBody, 'utf8').verify(publicKeyPem, signature.trim(), 'base64');
  } catch {
    return false;
  }
}

/** A request time as provincial interfaces write it: yyyy-MM-dd HH:mm:ss in China Standard Time. */
export function requestTime(at: Date = new Date()): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
