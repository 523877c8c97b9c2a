import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { physicalLimitRows } from './generated/physical-limit-rows.generated';
import { parsePhysicalLimitCsv } from './parse-physical-limit-csv';

const libRoot = resolve(__dirname, '../..');
const dataDir = join(libRoot, 'data/physical');
const script = join(libRoot, 'scripts/generate-physical-limits.mjs');
const generated = join(libRoot, 'src/physical/generated/physical-limit-rows.generated.ts');
const csvFiles = readdirSync(dataDir).filter((name) => name.endsWith('.csv')).sort();

describe('generated physical-limit module', () => {
  it('is up to date with libs/domain/data/physical/*.csv (run the generator if this fails)', () => {
    const output = execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(output).toContain('up to date');
  });

  it('holds exactly what the TypeScript CSV parser reads from the CSVs', () => {
    const parsed = csvFiles.flatMap((file) => parsePhysicalLimitCsv(readFileSync(join(dataDir, file), 'utf8'), file));
    expect(physicalLimitRows).toEqual(parsed);
  });

  it('keeps the shared extract unchanged, with its source column', () => {
    const copy = readFileSync(join(dataDir, 'gbz2.2-2007-physical.csv'), 'utf8');
    expect(copy.split('\n')[0]).toBe('factor_zh,condition,context,parameter,value,unit,source');
    const main = physicalLimitRows.filter((row) => row.file === 'gbz2.2-2007-physical.csv');
    expect(main).toHaveLength(53);
    expect(physicalLimitRows.every((row) => row.source.trim() !== '')).toBe(true);
  });

  it('--check fails when a CSV changes and the module is not regenerated', () => {
    const dir = mkdtempSync(join(tmpdir(), 'physical-limits-'));
    try {
      for (const file of csvFiles) copyFileSync(join(dataDir, file), join(dir, file));
      const out = join(dir, 'out.ts');
      writeFileSync(out, readFileSync(generated, 'utf8'));
      const same = spawnSync(process.execPath, [script, '--check', '--data-dir', dir, '--out', out], { encoding: 'utf8' });
      expect(same.status).toBe(0);
      const main = join(dir, 'gbz2.2-2007-physical.csv');
      writeFileSync(main, readFileSync(main, 'utf8').replace(',85,dB(A)', ',86,dB(A)'));
      const stale = spawnSync(process.execPath, [script, '--check', '--data-dir', dir, '--out', out], { encoding: 'utf8' });
      expect(stale.status).toBe(1);
      expect(stale.stderr).toContain('out of date');
      const regenerated = spawnSync(process.execPath, [script, '--data-dir', dir, '--out', out], { encoding: 'utf8' });
      expect(regenerated.status).toBe(0);
      expect(readFileSync(out, 'utf8')).toContain(',86,dB(A)');
      const missing = spawnSync(process.execPath, [script, '--check', '--data-dir', dir, '--out', join(dir, 'none.ts')], {
        encoding: 'utf8',
      });
      expect(missing.status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
