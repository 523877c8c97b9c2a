import { once } from 'node:events';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { drainBacklog, sheetBacklog } from './zip-backlog';

/** A sink that takes everything and keeps nothing. */
const discard = () =>
  new Writable({
    write(_chunk, _enc, cb) {
      cb();
    },
  });

describe('zip backlog of exceljs streaming writer', () => {
  // If an exceljs or archiver upgrade moves the queue, this fails instead of exports quietly growing again.
  it('finds the queue in front of deflate', () => {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: discard(), useStyles: false, useSharedStrings: false });
    expect(sheetBacklog(wb.addWorksheet('S'))?._writableState.length).toBe(0);
  });

  it('keeps it bounded when the writer waits on it, and unbounded when not', async () => {
    const peak = async (wait: boolean) => {
      const sink = discard();
      const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: false, useSharedStrings: false });
      const ws = wb.addWorksheet('S');
      const backlog = sheetBacklog(ws);
      let max = 0;
      for (let i = 1; i <= 30_000; i++) {
        ws.addRow([`职业卫生检测单位${i}`, '江苏省/南京市/玄武区', i, `中山路${i}号`, '备注备注备注']).commit();
        if (i % 1000 === 0) {
          max = Math.max(max, backlog?._writableState.length ?? 0);
          if (wait) await drainBacklog(backlog, 256 * 1024);
          await new Promise((r) => setImmediate(r));
        }
      }
      ws.commit();
      await wb.commit();
      if (!sink.writableFinished) await once(sink, 'finish');
      return max;
    };
    expect(await peak(true)).toBeLessThan(1024 * 1024); // the threshold plus one batch
    expect(await peak(false)).toBeGreaterThan(2 * 1024 * 1024);
    // 60 000 rows zipped twice: a ceiling for a loaded 2-core machine (it took over 5 s in CI), not a timing assertion
  }, 60_000);
});
