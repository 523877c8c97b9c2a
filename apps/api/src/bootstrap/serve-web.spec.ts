import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { webHandler } from './serve-web';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe('the built web, served precompressed (serve-web)', () => {
  const script = `export const units = [${Array.from({ length: 300 }, (_, i) => `"受检单位${i}"`).join(',')}];`;
  const page = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;
  let dist: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ohit-web-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    const put = (name: string, text: string, compressed = true) => {
      writeFileSync(join(dist, name), text);
      if (!compressed) return;
      writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
    };
    put('index.html', page);
    put('assets/index-Ab12Cd.js', script);
    put('assets/index-Ef34Gh.css', `.ant-table{color:#333}${'.x{margin:0}'.repeat(200)}`);
    put('assets/logo-Zz99.png', 'not really a png', false);
    put('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>', false);
    put('.vite/manifest.json', '{}', false);
    const app = express();
    app.use(webHandler(dist));
    app.use((_req, res) => res.status(404).json({ status: 404 }));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });

  it('a hashed script goes as Brotli to a browser that takes it, cached for a year', async () => {
    const res = await get('/assets/index-Ab12Cd.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script));
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('gzip when the client takes only gzip; the stylesheet keeps its own type', async () => {
    const res = await get('/assets/index-Ef34Gh.css', { 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(res.body).toString()).toMatch(/^\.ant-table\{color:#333\}/);
  });

  it("the client's preference decides between Brotli and gzip", async () => {
    expect((await get('/assets/index-Ab12Cd.js', { 'Accept-Encoding': 'br;q=0.5, gzip;q=1' })).headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/index-Ab12Cd.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    expect((await get('/assets/index-Ab12Cd.js', { 'Accept-Encoding': '*' })).headers['content-encoding']).toBe('br');
    expect((await get('/assets/index-Ab12Cd.js', {})).headers['content-encoding']).toBeUndefined();
  });

  it('a client that takes no compression gets the plain file, still marked as varying', async () => {
    const res = await get('/assets/index-Ab12Cd.js', { 'Accept-Encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(res.body.toString()).toBe(script);
  });

  it('the page at / and at any history route is revalidated every time, compressed too', async () => {
    for (const path of ['/', '/index.html', '/customer/index?x=1', '/system/role']) {
      const res = await get(path, { Accept: 'text/html,application/xhtml+xml', 'Accept-Encoding': 'gzip, br' });
      expect([path, res.status, res.headers['cache-control'], res.headers['content-encoding']]).toEqual([path, 200, 'no-cache', 'br']);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(brotliDecompressSync(res.body).toString()).toBe(page);
    }
  });

  it('an unchanged file is answered 304 for its ETag, per encoding', async () => {
    const first = await get('/assets/index-Ab12Cd.js', { 'Accept-Encoding': 'br' });
    const again = await get('/assets/index-Ab12Cd.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    const plain = await get('/assets/index-Ab12Cd.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.etag).not.toBe(first.headers.etag);
  });

  it('HEAD answers the headers of the same representation', async () => {
    const res = await get('/assets/index-Ab12Cd.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
  });

  it('files without a compressed copy go as they are; root files are cached an hour', async () => {
    const png = await get('/assets/logo-Zz99.png', { 'Accept-Encoding': 'br, gzip' });
    expect([png.status, png.headers['content-encoding'], png.headers['content-type']]).toEqual([200, undefined, 'image/png']);
    const icon = await get('/favicon.svg', { 'Accept-Encoding': 'br' });
    expect([icon.headers['cache-control'], icon.headers['content-type']]).toEqual(['public, max-age=3600', 'image/svg+xml']);
  });

  it('never shadows the api, never answers a missing asset with the page, never leaves the folder', async () => {
    expect((await get('/api/inspectedUnit', { Accept: 'text/html' })).status).toBe(404);
    expect((await get('/auth/info', { Accept: 'text/html' })).status).toBe(404);
    expect((await get('/assets/gone-Old111.js', { Accept: '*/*' })).status).toBe(404);
    expect((await get('/assets/index-Ab12Cd.js.br', { Accept: '*/*' })).status).toBe(404);
    expect((await get('/.vite/manifest.json', { Accept: 'application/json' })).status).toBe(404);
    const outside = await get('/..%2f..%2fetc%2fpasswd', { Accept: 'text/html' });
    expect(outside.body.toString()).not.toMatch(/root:/);
    expect((await get('/data.json', { Accept: 'application/json' })).status).toBe(404);
  });
});
