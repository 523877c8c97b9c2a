import { createHash, createHmac } from 'node:crypto';

export interface SigV4Credentials {
  accessKey: string;
  secretKey: string;
  region: string;
  service: string;
}

export interface SigV4Request {
  method: string;
  /** Path of the URL, already URI-encoded as it is sent (each segment encoded once). */
  path: string;
  /** Query parameters (unencoded). */
  query?: Record<string, string>;
  /** Headers to sign; `host` must be among them. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or `UNSIGNED-PAYLOAD`. */
  payloadHash: string;
}

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it (unreserved characters kept, everything else %XX). */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function signingKey(secretKey: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretKey}`, date), region), service), 'aws4_request');
}

export function canonicalRequest(req: SigV4Request): { text: string; signedHeaders: string } {
  const headers = Object.entries(req.headers)
    .map(([k, v]) => [k.toLowerCase(), String(v).trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([k]) => k).join(';');
  const query = Object.entries(req.query ?? {})
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const text = [req.method.toUpperCase(), req.path || '/', query, headers.map(([k, v]) => `${k}:${v}\n`).join(''), signedHeaders, req.payloadHash].join('\n');
  return { text, signedHeaders };
}

/** `x-amz-date` format: 20150830T123600Z. */
export function amzDate(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * AWS Signature Version 4: returns the Authorization header for the request signed at
 * `amzDateTime` (the request must carry the same value in its x-amz-date header).
 */
export function signV4(req: SigV4Request, creds: SigV4Credentials, amzDateTime: string): { authorization: string; signature: string; canonical: string; stringToSign: string } {
  const date = amzDateTime.slice(0, 8);
  const scope = `${date}/${creds.region}/${creds.service}/aws4_request`;
  const { text, signedHeaders } = canonicalRequest(req);
  const stringToSign = ['AWS4-HMAC-SHA256', amzDateTime, scope, sha256Hex(text)].join('\n');
  const signature = createHmac('sha256', signingKey(creds.secretKey, date, creds.region, creds.service)).update(stringToSign, 'utf8').digest('hex');
  return {
    authorization: `AWS4-HMAC-SHA256 Credential=${creds.accessKey}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    signature,
    canonical: text,
    stringToSign,
  };
}
