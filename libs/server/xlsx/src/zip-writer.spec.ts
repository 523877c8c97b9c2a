import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import { entryPayload, zipEntries } from './workbook-guard';
import { createZipWriter } from './zip-writer';

const LIMITS = { maxFileBytes: 1e9, maxUncompressedBytes: 1e9, maxEntries: 1000 };
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** The zip's entries by name, inflated. */
function read(zip: Buffer): Record<string, Buffer> {
  return Object.fromEntries(zipEntries(zip, LIMITS).map((e) => [e.name, e.method === 0 ? Buffer.from(entryPayload(zip, e)) : inflateRawSync(entryPayload(zip, e))]));
}

describe('createZipWriter', () => {
  it('streams entries from buffers and streams, Chinese names intact, each with its size and SHA-256', async () => {
    const writer = createZipWriter();
    const bytes = collect(writer.output);
    const big = Buffer.alloc(300_000, 'a');
    const pdf = Buffer.from('%PDF-1.7 报告');
    const first = await writer.add('01 合同/项目 XM-2026-0001/合同扫描件.pdf', pdf);
    const second = await writer.add('06 原始记录/检测批次 JC-1/谱图.txt', Readable.from([big.subarray(0, 100_000), big.subarray(100_000)]));
    await writer.finish();
    const zip = read(await bytes);
    expect(Object.keys(zip)).toEqual(['01 合同/项目 XM-2026-0001/合同扫描件.pdf', '06 原始记录/检测批次 JC-1/谱图.txt']);
    expect(zip['01 合同/项目 XM-2026-0001/合同扫描件.pdf'].equals(pdf)).toBe(true);
    expect(zip['06 原始记录/检测批次 JC-1/谱图.txt'].equals(big)).toBe(true);
    expect(first).toEqual({ path: '01 合同/项目 XM-2026-0001/合同扫描件.pdf', bytes: pdf.length, sha256: sha(pdf) });
    expect(second).toEqual({ path: '06 原始记录/检测批次 JC-1/谱图.txt', bytes: big.length, sha256: sha(big) });
  });

  it("rejects an entry whose source fails, and the zip's output with it", async () => {
    const writer = createZipWriter();
    const bytes = collect(writer.output).catch((e: Error) => e);
    const broken = new Readable({
      read() {
        this.destroy(new Error('disk gone'));
      },
    });
    await expect(writer.add('坏文件.bin', broken)).rejects.toThrow('disk gone');
    writer.abort(new Error('stopped'));
    expect(await bytes).toBeInstanceOf(Error);
  });
});
