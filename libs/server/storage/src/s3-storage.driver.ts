import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { amzDate, sha256Hex, signV4, uriEncode } from './sigv4';
import { downloadPath, generateKey, parseKey } from './storage-key';
import { PutOptions, StoragePort, StoredObject, StorageNotFoundError } from './storage.port';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region?: string;
}

type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body?: Buffer }) => Promise<Response>;

/**
 * An S3-compatible bucket (AWS, MinIO, Ceph…) with path-style URLs, plain fetch and SigV4.
 * Bodies are signed (SHA-256 of the content), so a stream is read into memory first.
 */
export class S3StorageDriver implements StoragePort {
  readonly driver = 's3' as const;
  private readonly base: URL;
  private readonly region: string;

  constructor(
    private readonly settings: S3Settings,
    private readonly fetchFn: FetchLike = (url, init) => fetch(url, init),
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.base = new URL(settings.endpoint);
    this.region = settings.region ?? 'us-east-1';
  }

  private objectPath(key: string): string {
    parseKey(key);
    const prefix = this.base.pathname.replace(/\/+$/, '');
    return `${prefix}/${uriEncode(this.settings.bucket)}/${uriEncode(key)}`;
  }

  /** The signed request (exposed for tests). */
  signedRequest(method: string, key: string, body?: Buffer, extra: Record<string, string> = {}): { url: string; headers: Record<string, string> } {
    const path = this.objectPath(key);
    const when = amzDate(this.clock());
    const payloadHash = sha256Hex(body ?? Buffer.alloc(0));
    const headers: Record<string, string> = { host: this.base.host, 'x-amz-date': when, 'x-amz-content-sha256': payloadHash, ...extra };
    const { authorization } = signV4(
      { method, path, headers, payloadHash },
      { accessKey: this.settings.accessKey, secretKey: this.settings.secretKey, region: this.region, service: 's3' },
      when,
    );
    const { host: _host, ...sent } = headers;
    return { url: `${this.base.protocol}//${this.base.host}${path}`, headers: { ...sent, authorization } };
  }

  async put(body: Readable | Buffer, options: PutOptions): Promise<StoredObject> {
    const data = Buffer.isBuffer(body) ? body : await readAll(body);
    const key = generateKey(options);
    const { url, headers } = this.signedRequest('PUT', key, data, { 'content-type': options.contentType });
    const res = await this.fetchFn(url, { method: 'PUT', headers, body: data });
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
    return { key, path: downloadPath(key), size: data.length };
  }

  async get(key: string): Promise<Readable> {
    const { url, headers } = this.signedRequest('GET', key);
    const res = await this.fetchFn(url, { method: 'GET', headers });
    if (res.status === 404) throw new StorageNotFoundError(key);
    if (!res.ok || !res.body) throw new Error(`S3 GET ${key} failed: ${res.status}`);
    return Readable.fromWeb(res.body as unknown as WebReadableStream);
  }

  async delete(key: string): Promise<void> {
    const { url, headers } = this.signedRequest('DELETE', key);
    const res = await this.fetchFn(url, { method: 'DELETE', headers });
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
  }

  url(key: string): string {
    return downloadPath(key);
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
