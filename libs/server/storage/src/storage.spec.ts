import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { LocalStorageDriver } from './local-storage.driver';
import { S3StorageDriver } from './s3-storage.driver';
import { sha256Hex, signingKey, signV4 } from './sigv4';
import { generateKey, isValidKey, parseKey } from './storage-key';
import { InvalidStorageKeyError, StorageNotFoundError } from './storage.port';

async function text(stream: Readable): Promise<string> {
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(c as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

describe('storage keys', () => {
  it('are generated from folder, day and randomness only', () => {
    const key = generateKey({ folder: 'documents', ext: 'PDF' }, new Date('2026-11-22T10:00:00Z'));
    expect(key).toMatch(/^documents_20261122_[0-9a-f]{32}\.pdf$/);
    expect(isValidKey(key)).toBe(true);
    expect(generateKey({ folder: 'documents', ext: 'pdf' })).not.toBe(generateKey({ folder: 'documents', ext: 'pdf' }));
  });

  it('refuse folders and extensions that could carry a path', () => {
    expect(() => generateKey({ folder: '../etc', ext: 'png' })).toThrow();
    expect(() => generateKey({ folder: 'a', ext: 'png/../../x' })).toThrow();
  });

  it.each(['../../etc/passwd', 'documents_20261122_0123456789abcdef0123456789abcdef.pdf/..', '..%2f..%2fetc%2fpasswd', 'documents/20261122/x.pdf', '', 'a_20261122_0123456789abcdef0123456789abcdef..pdf'])(
    'refuse %j',
    (key) => {
      expect(() => parseKey(key)).toThrow(InvalidStorageKeyError);
    },
  );
});

describe('LocalStorageDriver', () => {
  let dir: string;
  let storage: LocalStorageDriver;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ohit-storage-'));
    storage = new LocalStorageDriver(join(dir, 'root'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('stores buffers and streams under generated names and reads them back', async () => {
    const a = await storage.put(Buffer.from('hello'), { folder: 'documents', ext: 'txt', contentType: 'text/plain' });
    const b = await storage.put(Readable.from([Buffer.from('wor'), Buffer.from('ld')]), { folder: 'documents', ext: 'txt', contentType: 'text/plain' });
    expect(a.size).toBe(5);
    expect(b.size).toBe(5);
    expect(a.path).toBe(`/files/${a.key}`);
    expect(await text(await storage.get(a.key))).toBe('hello');
    expect(await text(await storage.get(b.key))).toBe('world');
    expect(storage.pathOf(a.key).startsWith(join(dir, 'root'))).toBe(true);
  });

  it('makes traversal impossible: keys outside the generated shape never touch the disk', async () => {
    await writeFile(join(dir, 'secret.txt'), 'secret');
    for (const key of ['../secret.txt', '../../secret.txt', '/etc/passwd', 'documents/../../secret.txt', '..\\secret.txt']) {
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    }
    expect(await readFile(join(dir, 'secret.txt'), 'utf8')).toBe('secret');
  });

  it('answers a missing key with StorageNotFoundError and deletes idempotently', async () => {
    const { key } = await storage.put(Buffer.from('x'), { folder: 'pictures', ext: 'png', contentType: 'image/png' });
    await storage.delete(key);
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toThrow(StorageNotFoundError);
  });

  it('leaves no partial file when the source stream fails', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put(failing, { folder: 'documents', ext: 'pdf', contentType: 'application/pdf' })).rejects.toThrow('client went away');
    const days = await readdir(join(dir, 'root', 'documents'));
    for (const d of days) expect(await readdir(join(dir, 'root', 'documents', d))).toEqual([]);
  });
});

describe('AWS Signature Version 4', () => {
  // AWS SigV4 test suite, "get-vanilla".
  it('matches the get-vanilla vector', () => {
    const r = signV4(
      { method: 'GET', path: '/', headers: { Host: 'example.amazonaws.com', 'X-Amz-Date': '20150830T123600Z' }, payloadHash: sha256Hex('') },
      { accessKey: 'AKIDEXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 'service' },
      '20150830T123600Z',
    );
    expect(r.signature).toBe('5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31');
    expect(r.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  // Amazon S3 documentation, "Example: GET Object" (header-based auth).
  it('matches the S3 GET Object example', () => {
    const r = signV4(
      {
        method: 'GET',
        path: '/test.txt',
        headers: {
          Host: 'examplebucket.s3.amazonaws.com',
          Range: 'bytes=0-9',
          'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      { accessKey: 'AKIAIOSFODNN7EXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 's3' },
      '20130524T000000Z',
    );
    expect(r.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });

  // AWS documentation, "Deriving the signing key" (IAM example).
  it('derives the documented signing key', () => {
    expect(signingKey('wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', '20150830', 'us-east-1', 'iam').toString('hex')).toBe(
      'c4afb1cc5771d871763a393e44b703571b55cc28424d1a5e86da6ed3c154a4b9',
    );
  });
});

describe('S3StorageDriver', () => {
  const settings = { endpoint: 'http://minio.local:9000', bucket: 'ohit', accessKey: 'AK', secretKey: 'SK' };
  const clock = () => new Date('2026-11-22T08:00:00Z');

  it('PUTs a signed, path-style request with the content hash and reads it back', async () => {
    const calls: { url: string; method: string; headers: Record<string, string>; body?: Buffer }[] = [];
    const fake = async (url: string, init: { method: string; headers: Record<string, string>; body?: Buffer }) => {
      calls.push({ url, ...init });
      if (init.method === 'GET') return new Response('stored bytes', { status: 200 });
      return new Response(null, { status: 200 });
    };
    const s3 = new S3StorageDriver(settings, fake, clock);
    const put = await s3.put(Readable.from([Buffer.from('abc')]), { folder: 'documents', ext: 'pdf', contentType: 'application/pdf' });
    expect(put.size).toBe(3);
    expect(calls[0].url).toBe(`http://minio.local:9000/ohit/${put.key}`);
    expect(calls[0].headers['x-amz-content-sha256']).toBe(sha256Hex('abc'));
    expect(calls[0].headers['x-amz-date']).toBe('20261122T080000Z');
    expect(calls[0].headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AK\/20261122\/us-east-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    // The same request signed independently gives the same signature.
    const again = new S3StorageDriver(settings, fake, clock).signedRequest('PUT', put.key, Buffer.from('abc'), { 'content-type': 'application/pdf' });
    expect(again.headers.authorization).toBe(calls[0].headers.authorization);
    expect(await text(await s3.get(put.key))).toBe('stored bytes');
  });

  it('maps 404 to StorageNotFoundError and refuses foreign keys before any request', async () => {
    let requests = 0;
    const s3 = new S3StorageDriver(settings, async () => {
      requests += 1;
      return new Response('', { status: 404 });
    });
    await expect(s3.get('documents_20261122_0123456789abcdef0123456789abcdef.pdf')).rejects.toThrow(StorageNotFoundError);
    await expect(s3.get('../../other-bucket/x')).rejects.toThrow(InvalidStorageKeyError);
    await s3.delete('documents_20261122_0123456789abcdef0123456789abcdef.pdf');
    expect(requests).toBe(2);
  });
});

import { sniff, svgIsActive } from './sniff';

describe('sniff', () => {
  it.each([
    ['%PDF-1.7\n', 'pdf'],
    ['\x89PNG\r\n\x1a\n....', 'png'],
    ['\xff\xd8\xff\xe0', 'jpeg'],
    ['GIF89a', 'gif'],
    ['RIFF\0\0\0\0WEBPVP8 ', 'webp'],
    ['\0\0\x01\0\x01\0', 'ico'],
    ['PK\x03\x04', 'zip'],
    ['\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1', 'ole2'],
    ['\0\0\0\x18ftypmp42', 'isobmff'],
    ['\0\0\0\x14ftypqt  ', 'isobmff'],
    ['\x1a\x45\xdf\xa3\x9fB\x86', 'ebml'],
    ['<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>', 'svg'],
    ['MZ\x90\0', null],
    ['\x7fELF', null],
    ['\xe6\xa0\xb7\xe5\x93\x81,Area\r\nS1,5.2\r\n', 'text'],
    ['\xd1\xf9\xc6\xb7\tArea\n', 'text'],
    ['\xef\xbb\xbfSample,Area\n', 'text'],
    ['Sample,Area\r\nS1,5.2\r\n\x1a', 'text'],
    ['hello\0world', null],
    ['\x1b[31mred', null],
  ])('%j is %s', (bytes, kind) => {
    expect(sniff(Buffer.from(bytes, 'latin1'))).toBe(kind);
  });

  it('flags active SVG content', () => {
    expect(svgIsActive('<svg><script>alert(1)</script></svg>')).toBe(true);
    expect(svgIsActive('<svg onload="x()"></svg>')).toBe(true);
    expect(svgIsActive('<svg><a href="javascript:x()"/></svg>')).toBe(true);
    expect(svgIsActive('<svg><circle r="1"/></svg>')).toBe(false);
  });
});
