import { as, loginAs, seed } from '../../testing/identity';
import { labFixtures } from '../../testing/lab-fixtures';
import type { Client, Row } from '../../testing/site-sampling-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { xlsxBuffer } from '../../testing/workers';

jest.setTimeout(120_000);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * 仪器数据导入 and the spec's batch uploads end to end: a GC CSV and an AAS workbook read into a
 * batch's items by sample code (unmatched codes reported), the mapping kept per instrument and
 * offered again, the batch's own rules on every change (closed once submitted, a reason after the
 * first submission), bad files refused in Chinese, and another organisation kept out.
 */
describe('laboratory: instrument data import', () => {
  let t: TestApp;
  let gc: Awaited<ReturnType<typeof labFixtures>>;
  let aas: Awaited<ReturnType<typeof labFixtures>>;
  let orgb: Client;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    gc = await labFixtures(t.app, 'IG');
    aas = await labFixtures(t.app, 'IA', { family: 'aas', methodName: '锰的火焰原子吸收光谱法（IA）' });
    orgb = as(t.app, await loginAs(t.app, 'orgb-admin'));
  });
  afterAll(() => t.close());

  const upload = (client: Client, id: number, file: Buffer, name: string, fields: Record<string, string> = {}, path = 'importReadings') => {
    let req = client.post(`/api/labBatch/${id}/${path}`).attach('file', file, name);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return req;
  };
  const codesOf = async (lab: typeof gc, batch: Row) => {
    const rows: { id: number; code: string; kind: string; response: string | null; dilution: string | null }[] = await lab.ds.query(
      `SELECT i.id, s.code, i.kind, i.response::text, i.dilution::text FROM lab_batch_items i JOIN samples s ON s.id = i.sample_id WHERE i.batch_id = $1 ORDER BY i.id`,
      [batch.id],
    );
    return rows;
  };
  type Kept = { id: number; slot: string; fileName: string; size: number; contentType: string };
  const attachmentsOf = async (client: Client, id: number): Promise<Kept[]> => (await client.get(`/api/labBatch/${id}/attachments`).expect(200)).body;
  /** A kept file's bytes as served (any content type, never parsed). */
  const download = async (client: Client, id: number, attachmentId: number) => {
    const res = await client
      .get(`/api/labBatch/${id}/attachments/${attachmentId}/file`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    return { bytes: res.body as Buffer, contentType: res.headers['content-type'] as string };
  };
  const gcCsv = (codes: string[]) =>
    Buffer.from(
      [
        '仪器型号,7890B,',
        '方法,甲苯.M,',
        '样品名称,保留时间(min),峰面积(pA*s),峰高',
        `${codes[0]},3.215,5.2,10`,
        `${codes[1]},3.214,"1,234.5678901",20`,
        'STD-99,3.210,9.9,1',
        '',
      ].join('\r\n'),
      'utf8',
    );

  it('reads a GC CSV into the items by sample code: the peak area as the response, unmatched codes reported, the layout kept for the instrument', async () => {
    const batch = await gc.composed(await gc.distributed(2));
    const [s1, s2, blank] = await codesOf(gc, batch);
    expect(blank.kind).toBe('fieldBlank');

    const preview = (await upload(gc.analyst, batch.id, gcCsv([s1.code, s2.code]), '7890B导出.csv', {}, 'importReadings/preview').expect(200)).body;
    expect(preview).toMatchObject({
      fileName: '7890B导出.csv',
      columns: ['样品名称', '保留时间(min)', '峰面积(pA*s)', '峰高'],
      source: 'gc',
      mapping: { sampleCode: '样品名称', readings: { response: '峰面积(pA*s)' } },
      readingKeys: ['response', 'responseBack', 'desorbVolume', 'dilution', 'standardVolume'],
    });
    expect(preview.rows[0]).toEqual([s1.code, '3.215', '5.2', '10']);

    const csv = gcCsv([s1.code, s2.code]);
    const answer = (await upload(gc.analyst, batch.id, csv, '7890B导出.csv').expect(200)).body;
    expect(answer).toEqual({
      updated: 2,
      unmatched: ['STD-99'],
      message: '已导入2个样品的读数，1个样品编号未匹配：STD-99；文件「7890B导出.csv」已保存为本批次附件（仪器原始数据）',
      attachment: expect.objectContaining({ slot: 'instrumentData', fileName: '7890B导出.csv', size: csv.length }),
    });
    // the export is kept with the batch (ISO/IEC 17025 raw data) and downloads as it was sent
    const kept = await attachmentsOf(gc.analyst, batch.id);
    expect(kept).toEqual([expect.objectContaining({ id: answer.attachment.id, slot: 'instrumentData', fileName: '7890B导出.csv', size: csv.length, contentType: 'text/csv' })]);
    const served = await download(gc.analyst, batch.id, answer.attachment.id);
    expect(Buffer.compare(served.bytes, csv)).toBe(0);
    const [added] = await gc.ds.query(`SELECT payload FROM domain_events WHERE aggregate_type = 'labBatch' AND aggregate_id = $1 AND type = 'LabBatchAttachmentAdded'`, [String(batch.id)]);
    expect(added.payload).toMatchObject({ slot: 'instrumentData', attachmentId: answer.attachment.id, new: { fileName: '7890B导出.csv' } });
    const after = await codesOf(gc, batch);
    expect(after.map((r) => r.response)).toEqual(['5.200000', '1234.567890', null]);
    const events: { payload: { childId: number; old: Record<string, unknown>; new: Record<string, unknown> } }[] = await gc.ds.query(
      `SELECT payload FROM domain_events WHERE aggregate_type = 'labBatch' AND aggregate_id = $1 AND type = 'LabBatchChildEdited' ORDER BY seq`,
      [String(batch.id)],
    );
    expect(events.map((e) => [e.payload.childId, e.payload.old.response, e.payload.new.response])).toEqual([
      [s1.id, null, '5.200000'],
      [s2.id, null, '1234.567890'],
    ]);
    const [saved] = await gc.ds.query(`SELECT mapping FROM instrument_import_mappings WHERE equipment_id = $1`, [gc.instrument]);
    expect(saved.mapping).toEqual({ sampleCode: '样品名称', readings: { response: '峰面积(pA*s)' } });

    // the same file again changes nothing (and records nothing, the file not kept twice)
    expect((await upload(gc.analyst, batch.id, gcCsv([s1.code, s2.code]), '7890B导出.csv').expect(200)).body).toMatchObject({ updated: 0, attachment: null });
    expect(Number((await gc.ds.query(`SELECT count(*) AS n FROM domain_events WHERE aggregate_id = $1 AND type = 'LabBatchChildEdited'`, [String(batch.id)]))[0].n)).toBe(2);
    expect(await attachmentsOf(gc.analyst, batch.id)).toHaveLength(1);
  });

  it('reads an AAS workbook; a mapping of its own columns is saved for the instrument and offered next time', async () => {
    const batch = await aas.composed(await aas.distributed(2));
    const [s1, s2] = await codesOf(aas, batch);
    const book = await xlsxBuffer([
      ['原子吸收分光光度计 AA-7000 测定报告'],
      ['样品编号', '吸光度(Abs)', '浓度(mg/L)'],
      [s1.code, 0.1234, 0.5],
      [s2.code, 0.0567, 0.2],
      ['QC-X', 0.3, 1],
    ]);
    const answer = (await upload(aas.analyst, batch.id, book, 'AA7000.xlsx').expect(200)).body;
    expect(answer).toMatchObject({ updated: 2, unmatched: ['QC-X'], attachment: { slot: 'instrumentData', fileName: 'AA7000.xlsx' } });
    const workbook = await download(aas.analyst, batch.id, answer.attachment.id);
    expect(Buffer.compare(workbook.bytes, book)).toBe(0);
    expect(workbook.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect((await codesOf(aas, batch)).slice(0, 2).map((r) => r.response)).toEqual(['0.123400', '0.056700']);

    // another export of the same instrument with its own headers: mapped by hand once …
    const own = await xlsxBuffer([
      ['编号', '信号值', '倍数'],
      [s1.code, 0.2, 2],
    ]);
    const unknown = await upload(aas.analyst, batch.id, own, '自定义.xlsx').expect(400);
    expect(unknown.body.message).toBe('未能识别文件格式，请指定样品编号列和各读数对应的列');
    const mapping = JSON.stringify({ sampleCode: '编号', readings: { response: '信号值', dilution: '倍数' } });
    expect((await upload(aas.analyst, batch.id, own, '自定义.xlsx', { mapping }).expect(200)).body.updated).toBe(1);
    expect((await codesOf(aas, batch))[0]).toMatchObject({ response: '0.200000', dilution: '2.000' });
    // … and offered (and used) the next time
    const next = await xlsxBuffer([
      ['编号', '信号值', '倍数'],
      [s2.code, 0.3, 5],
    ]);
    expect((await upload(aas.analyst, batch.id, next, '下一次.xlsx', {}, 'importReadings/preview').expect(200)).body).toMatchObject({ source: 'saved', mapping: { sampleCode: '编号', readings: { response: '信号值', dilution: '倍数' } } });
    expect((await upload(aas.analyst, batch.id, next, '下一次.xlsx').expect(200)).body.updated).toBe(1);
    expect((await codesOf(aas, batch))[1]).toMatchObject({ response: '0.300000', dilution: '5.000' });
  });

  it('follows the batch: refused once submitted, a reason required after the first submission and kept on the change', async () => {
    const batch = await gc.readyBatch(await gc.distributed(1));
    const [s1] = await codesOf(gc, batch);
    const csv = Buffer.from(`样品名称,峰面积\n${s1.code},5.3\n`);
    await gc.move(gc.analyst, batch.id, 'submit', 200);
    expect((await upload(gc.analyst, batch.id, csv, 'gc.csv').expect(409)).body.message).toBe('检测批次当前为「待校核」，不能修改；请先退回');
    await gc.move(gc.manager, batch.id, 'returnForCorrection', 200, '峰面积积分有误');
    expect((await upload(gc.analyst, batch.id, csv, 'gc.csv').expect(400)).body.message).toBe('检测批次已提交过，修改必须填写原因');
    expect((await codesOf(gc, batch))[0].response).toBe('5.200000');
    await upload(gc.analyst, batch.id, csv, 'gc.csv', { reason: '重新导入仪器数据' }).expect(200);
    expect((await codesOf(gc, batch))[0].response).toBe('5.300000');
    // the kept file carries the import's reason; the refused imports kept nothing
    expect((await attachmentsOf(gc.analyst, batch.id)).map((a) => a.fileName)).toEqual(['gc.csv']);
    const [keptEvent] = await gc.ds.query(`SELECT reason FROM domain_events WHERE aggregate_id = $1 AND type = 'LabBatchAttachmentAdded'`, [String(batch.id)]);
    expect(keptEvent.reason).toBe('重新导入仪器数据');
    const [last] = await gc.ds.query(`SELECT reason, payload FROM domain_events WHERE aggregate_id = $1 AND type = 'LabBatchChildEdited' ORDER BY seq DESC LIMIT 1`, [String(batch.id)]);
    expect(last.reason).toBe('重新导入仪器数据');
    expect(last.payload.old.response).toBe('5.200000');
    expect(last.payload.new.response).toBe('5.300000');
  });

  it('refuses files it cannot read, in Chinese, and changes nothing', async () => {
    const batch = await gc.composed(await gc.distributed(1));
    const [s1] = await codesOf(gc, batch);
    const refused = async (file: Buffer, name: string, fields: Record<string, string> = {}) => (await upload(gc.analyst, batch.id, file, name, fields).expect(400)).body.message as string;
    expect(await refused(PDF, '谱图.pdf')).toBe('文件类型不正确，只能导入csv、txt、xlsx或xls格式的仪器数据');
    expect(await refused(Buffer.from('样品名称,峰面积\n'), 'empty.csv')).toBe('文件中没有数据行');
    expect(await refused(Buffer.from(`样品名称,峰面积\n${s1.code},未检出\n`), 'text.csv')).toBe('第2行「峰面积」不是有效的数值：未检出');
    expect(await refused(Buffer.from(`样品名称,峰面积\n${s1.code},1\n${s1.code},2\n`), 'twice.csv')).toBe(`样品${s1.code}在文件中出现了多次（第2、3行），请只保留一行`);
    expect(await refused(Buffer.from(`样品名称,峰面积\n${s1.code},1\n`), 'm.csv', { mapping: '{"sampleCode":"样品名称","readings":{"response":"面积"}}' })).toBe('文件中没有「仪器响应值 y」对应的列「面积」');
    expect(await refused(Buffer.from('PK\u0003\u0004not really a workbook'), 'fake.xlsx')).toBe('文件已损坏，无法读取');
    await gc.analyst.post(`/api/labBatch/${batch.id}/importReadings`).send({}).expect(400);
    expect((await codesOf(gc, batch))[0].response).toBeNull();
    // nothing kept of a refused file, nor of one matching no sample
    expect((await upload(gc.analyst, batch.id, Buffer.from('样品名称,峰面积\nNO-SUCH,1\n'), 'other.csv').expect(200)).body).toMatchObject({ updated: 0, attachment: null, message: '文件中没有与本批次样品编号相符的数据' });
    expect(await attachmentsOf(gc.analyst, batch.id)).toEqual([]);
  });

  it('reads a GB18030 export of Chinese instrument software, tab-separated', async () => {
    const batch = await gc.composed(await gc.distributed(1));
    const [s1] = await codesOf(gc, batch);
    const gbk = Buffer.from(new Uint8Array([...encodeGb18030(`样品名称\t峰面积\r\n${s1.code}\t12.5\r\n`)]));
    const answer = (await upload(gc.analyst, batch.id, gbk, '导出.txt').expect(200)).body;
    expect(answer).toMatchObject({ updated: 1, attachment: { fileName: '导出.txt', contentType: 'text/plain' } });
    expect((await codesOf(gc, batch))[0].response).toBe('12.500000');
    // kept byte for byte: GB18030 stays GB18030
    expect(Buffer.compare((await download(gc.analyst, batch.id, answer.attachment.id)).bytes, gbk)).toBe(0);
  });

  it("keeps another organisation out: its preview and import are 404 and the batch's readings stay", async () => {
    const batch = await gc.composed(await gc.distributed(1));
    const [s1] = await codesOf(gc, batch);
    const csv = Buffer.from(`样品名称,峰面积\n${s1.code},7.7\n`);
    await upload(orgb, batch.id, csv, 'x.csv', {}, 'importReadings/preview').expect(404);
    await upload(orgb, batch.id, csv, 'x.csv').expect(404);
    expect((await codesOf(gc, batch))[0].response).toBeNull();
    expect(await attachmentsOf(gc.analyst, batch.id)).toEqual([]);
    // the kept export is the batch's: another organisation neither lists nor downloads it
    const kept = (await upload(gc.analyst, batch.id, csv, 'x.csv').expect(200)).body.attachment;
    await orgb.get(`/api/labBatch/${batch.id}/attachments`).expect(404);
    await orgb.get(`/api/labBatch/${batch.id}/attachments/${kept.id}/file`).expect(404);
  });

  describe("the spec's batch uploads", () => {
    const CURVE = ['api/labGasChromatography/upLoadStandardCurvePdf', 'api/lyjcLabGasChromatography/upLoadStandardCurvePdf'];
    const SIGNAL = ['api/labTestResult/importSamplePdf', 'api/labTestResult/signalPdfResult', 'api/labTestResult/upLoadSignalSamplePdf', 'api/lyjcLabGasChromatography/upLoadSignalSamplePdf'];

    it('puts each upload into its slot of the batch, by belongLabGasId, labGasId or the query', async () => {
      const batch = await gc.composed(await gc.distributed(1));
      for (const [i, url] of [...CURVE, ...SIGNAL].entries()) {
        const how = i % 3;
        let req = gc.analyst.post(`/${url}${how === 2 ? `?labGasId=${batch.id}` : ''}`).attach('file', PDF, `谱图${i}.pdf`);
        if (how === 0) req = req.field('belongLabGasId', String(batch.id));
        if (how === 1) req = req.field('labGasId', String(batch.id));
        await req.expect(201);
      }
      const files = (await gc.analyst.get(`/api/labBatch/${batch.id}/attachments`).expect(200)).body as { slot: string; fileName: string }[];
      expect(files.filter((f) => f.slot === 'curvePdf').map((f) => f.fileName).sort()).toEqual(['谱图0.pdf', '谱图1.pdf']);
      expect(files.filter((f) => f.slot === 'signalPdf')).toHaveLength(4);
    });

    it('仪器原始数据 takes an instrument export by hand too (csv, txt), its content checked as text', async () => {
      const batch = await gc.composed(await gc.distributed(1));
      const csv = Buffer.from('样品名称,峰面积\r\nS1,5.2\r\n');
      const added = (await gc.analyst.post(`/api/labBatch/${batch.id}/attachments/instrumentData`).attach('file', csv, '手工导出.csv').expect(201)).body;
      expect(added).toMatchObject({ slot: 'instrumentData', fileName: '手工导出.csv', contentType: 'text/csv', size: csv.length });
      expect(Buffer.compare((await download(gc.analyst, batch.id, added.id)).bytes, csv)).toBe(0);
      const binary = await gc.analyst.post(`/api/labBatch/${batch.id}/attachments/instrumentData`).attach('file', Buffer.from('MZ\x90\0\x03\0', 'latin1'), '伪装.txt').expect(400);
      expect(binary.body.message).toBe('文件内容与扩展名不符，只能上传csv、txt、xlsx、xls、pdf格式的文件');
    });

    it('refuses an upload without the batch, of another type, into a submitted batch, or from another organisation', async () => {
      const batch = await gc.readyBatch(await gc.distributed(1));
      expect((await gc.analyst.post(`/${SIGNAL[0]}`).attach('file', PDF, 'a.pdf').expect(400)).body.message).toBe('请提供检测批次编号（belongLabGasId 或 labGasId）');
      expect((await gc.analyst.post(`/${SIGNAL[0]}`).attach('file', Buffer.from('x,y'), 'a.csv').field('labGasId', String(batch.id)).expect(400)).body.message).toContain('只能上传pdf');
      await orgb.post(`/${CURVE[0]}`).attach('file', PDF, 'b.pdf').field('belongLabGasId', String(batch.id)).expect(404);
      await gc.move(gc.analyst, batch.id, 'submit', 200);
      expect((await gc.analyst.post(`/${CURVE[1]}`).attach('file', PDF, 'c.pdf').field('labGasId', String(batch.id)).expect(409)).body.message).toBe('检测批次当前为「待校核」，不能修改；请先退回');
      expect((await gc.analyst.get(`/api/labBatch/${batch.id}/attachments`).expect(200)).body).toEqual([]);
    });
  });
});

/** GB18030 bytes of a text (Node decodes GB18030 but has no encoder): the few characters this spec writes. */
function encodeGb18030(text: string): number[] {
  const table: Record<string, number[]> = { 样: [0xd1, 0xf9], 品: [0xc6, 0xb7], 名: [0xc3, 0xfb], 称: [0xb3, 0xc6], 峰: [0xb7, 0xe5], 面: [0xc3, 0xe6], 积: [0xbb, 0xfd] };
  return [...text].flatMap((c) => table[c] ?? [...Buffer.from(c, 'utf8')]);
}
