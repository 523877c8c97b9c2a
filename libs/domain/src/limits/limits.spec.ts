import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomainError } from '../errors';
import { parseCsv, parseCsvRecords } from '../csv';
import { extractCasNumbers, gbz21Limits2019, LIMIT_CSV_FILES, LIMIT_NAME_ERRATA, LimitsTable, parseLimitsCsv, splitConditions } from './index';

const dataDir = join(__dirname, '../../data');
const load = (file: string) => parseLimitsCsv(readFileSync(join(dataDir, file), 'utf8'));
const table = new LimitsTable([
  ...load('gbz2.1-2019-chemicals.csv'),
  ...load('gbz2.1-2019-dusts.csv'),
  ...load('gbz2.1-2019-dusts-supplement.csv'),
]);

describe('parseCsv', () => {
  it('handles quotes, escaped quotes, commas, CRLF, a BOM and a missing final newline', () => {
    expect(parseCsv('\ufeffa,b\r\n"x, y","say ""hi"""\n1,2')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['1', '2'],
    ]);
    expect(parseCsv('a\n\n')).toEqual([['a']]);
  });

  it('refuses an unterminated quote, an empty file and ragged rows', () => {
    expect(() => parseCsv('"abc')).toThrow('CSV 引号未闭合');
    expect(() => parseCsvRecords('')).toThrow('CSV 为空');
    expect(() => parseCsvRecords('a,b\n1')).toThrow('CSV 第 2 行有 1 列');
  });
});

describe('parseLimitsCsv', () => {
  it('loads every row of the shipped files, with numbers parsed as decimals', () => {
    expect(load('gbz2.1-2019-chemicals.csv')).toHaveLength(366);
    expect(load('gbz2.1-2019-dusts.csv')).toHaveLength(29);
    expect(load('gbz2.1-2019-dusts-supplement.csv')).toHaveLength(25);
  });

  it('keeps the source of every row', () => {
    expect(table.all().every((row) => row.source.trim() !== '')).toBe(true);
    expect(table.all().every((row) => row.edition === '2019')).toBe(true);
  });

  it('refuses an unknown header and a non-numeric limit', () => {
    expect(() => parseLimitsCsv('a,b\n1,2')).toThrow('无法识别的限值表表头');
    expect(() =>
      parseLimitsCsv('name_zh,name_en,cas,mac_mg_m3,pc_twa_mg_m3,pc_stel_mg_m3,notes,source\n甲,A,1-11-1,,abc,,,s'),
    ).toThrow('限值表“甲”的 PC-TWA 不是数值');
    expect(() =>
      parseLimitsCsv('name_zh,name_en,cas,mac_mg_m3,pc_twa_mg_m3,pc_stel_mg_m3,notes,source\n,A,1-11-1,,1,,,s'),
    ).toThrow('缺少中文名称');
  });
});

describe('names and CAS', () => {
  it('splits trailing conditions off the name', () => {
    expect(splitConditions('一氧化碳（非高原）')).toEqual({ baseNameZh: '一氧化碳', conditions: ['非高原'] });
    expect(splitConditions('铅及其无机化合物（按Pb计）（铅烟）')).toEqual({
      baseNameZh: '铅及其无机化合物',
      conditions: ['按Pb计', '铅烟'],
    });
    expect(splitConditions('甲苯')).toEqual({ baseNameZh: '甲苯', conditions: [] });
  });

  it('extracts every CAS number from messy cells', () => {
    expect(extractCasNumbers('1330-20-7;95-47-6;108-38-3')).toEqual(['1330-20-7', '95-47-6', '108-38-3']);
    expect(extractCasNumbers('7664-93-97446-11-9')).toEqual(['7664-93-9', '7446-11-9']);
    expect(extractCasNumbers('7440-02-0（Ni）')).toEqual(['7440-02-0']);
    expect(extractCasNumbers('')).toEqual([]);
  });
});

describe('LimitsTable lookups (design-document example limits)', () => {
  it.each([
    ['甲苯', 'pcTwa', '50'],
    ['甲苯', 'pcStel', '100'],
    ['硫化氢', 'mac', '10'],
    ['氯化氢及盐酸', 'mac', '7.5'],
    ['甲醛', 'mac', '0.5'],
  ] as const)('%s %s = %s', (name, field, expected) => {
    expect(table.find(name)[field]?.toString()).toBe(expected);
  });

  it('finds xylene by any of its CAS numbers', () => {
    expect(table.find('95-47-6').nameZh).toBe('二甲苯（全部异构体）');
    expect(table.byCas('108-88-3').map((r) => r.nameZh)).toEqual(['甲苯']);
  });

  it('needs a condition for multi-condition entries (CO, silica dust)', () => {
    expect(() => table.find('一氧化碳')).toThrow('有多个条件行');
    const co = table.find('一氧化碳', '非高原');
    expect([co.pcTwa?.toString(), co.pcStel?.toString()]).toEqual(['20', '30']);
    const silica = table.find('矽尘（10 %≤游离SiO2含量≤50 %）');
    expect([silica.totalDustTwa?.toString(), silica.respirableDustTwa?.toString()]).toEqual(['1', '0.7']);
    expect(table.find('630-08-0', '非高原').nameZh).toBe('一氧化碳（非高原）');
  });

  it('ignores width and spacing differences in names', () => {
    expect(table.byName('矽尘（10%≤游离SiO2含量≤50%）')).toHaveLength(1);
  });

  it('reports unknown substances and condition misses', () => {
    expect(() => table.find('不存在的物质')).toThrow('限值表中找不到“不存在的物质”');
    expect(() => table.find('一氧化碳', '月球')).toThrow('找不到“一氧化碳（月球）”');
    try {
      table.find('xyz');
    } catch (error) {
      expect((error as DomainError).code).toBe('LIMIT_NOT_FOUND');
    }
  });

  it('names what the delivered data garbled as the standard does (a formula subscript fallen to the end), its source kept', () => {
    for (const [garbled, corrected] of Object.entries(LIMIT_NAME_ERRATA)) {
      expect(table.byName(garbled)).toEqual([]);
      const [row] = table.byName(corrected);
      expect(row?.nameZh).toBe(corrected);
      expect(row?.source).toContain('gbz21_oel.json');
    }
    expect(table.byName('锰及其无机化合物（按MnO2计）')[0]?.pcTwa?.toString()).toBe('0.15');
  });

  it('has the common GC solvents, metals, IC acids/anions, gases and dusts', () => {
    const wanted = [
      '苯', '甲苯', '二甲苯（全部异构体）', '乙苯', '苯乙烯', '乙酸乙酯', '乙酸丁酯', '丙酮', '甲乙酮', '正己烷', '甲醇',
      '二氯甲烷', '三氯乙烯', '环己酮', '溶剂汽油',
      '锰及其无机化合物（按MnO2计）', '镉及其化合物（按Cd计）', '砷及其无机化合物（按As计）', '氧化锌', '汞-金属汞（蒸气）',
      '三氧化铬、铬酸盐、重铬酸盐（按Cr计）', '钴及其化合物（按Co计）', '锑及其化合物（按Sb计）', '铍及其化合物（按Be计）',
      '氟化氢（按F计）', '硫酸及三氧化硫', '氯化氢及盐酸', '氨', '二氧化碳', '硫化氢', '二氧化硫', '氮氧化物', '氰化氢（按CN计）',
      '其他粉尘', '石膏粉尘', '滑石粉尘（游离SiO₂<10%）', '矽尘（游离SiO2含量＞80 %）',
    ];
    expect(wanted.filter((name) => table.byName(name).length === 0)).toEqual([]);
    expect(table.find('铅及其无机化合物', '铅烟').pcTwa?.toString()).toBe('0.03');
    expect(table.find('镍及其无机化合物', '可溶性').pcTwa).not.toBeNull();
  });

  it('lists the 表2 gaps and refuses to judge against them', () => {
    // 24 missing 表2 dusts, plus dioxins whose limit is in pgTEQ/m³, not mg/m³
    expect(table.gaps().map((g) => g.nameZh)).toEqual(expect.arrayContaining(['电焊烟尘', '二噁英类化合物']));
    expect(table.gaps()).toHaveLength(25);
    expect(() => table.findApplicable('电焊烟尘')).toThrow('在限值表中没有数值，无法判定');
    expect(table.findApplicable('其他粉尘').totalDustTwa?.toString()).toBe('8');
  });
});

describe('generated module', () => {
  it('is what scripts/generate-limits.mjs writes today (--check): the CSV text as it is, one line a line', () => {
    const script = join(__dirname, '../../scripts/generate-limits.mjs');
    expect(execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })).toContain('up to date');
    for (const { file, lines } of LIMIT_CSV_FILES) {
      expect(lines.join('\n')).toBe(readFileSync(join(dataDir, file), 'utf8'));
    }
    const text = readFileSync(join(__dirname, 'data/limits.generated.ts'), 'utf8');
    const csvLines = LIMIT_CSV_FILES.reduce((n, f) => n + f.lines.length, 0);
    expect(text.split('\n').length).toBeLessThan(csvLines + 20);
  });

  it('matches the CSVs exactly (fails when limits.generated.ts is out of date: run scripts/generate-limits.mjs)', () => {
    const generated = gbz21Limits2019();
    expect(generated.size).toBe(table.size);
    for (const file of ['gbz2.1-2019-chemicals.csv', 'gbz2.1-2019-dusts.csv', 'gbz2.1-2019-dusts-supplement.csv']) {
      const fromCsv = parseCsvRecords(readFileSync(join(dataDir, file), 'utf8'));
      const { GENERATED_LIMIT_FILES } = jest.requireActual('./data/limits.generated') as typeof import('./data/limits.generated');
      expect(GENERATED_LIMIT_FILES.find((f) => f.file === file)?.records).toEqual(fromCsv);
    }
    expect(generated.all().map((r) => r.nameZh)).toEqual(table.all().map((r) => r.nameZh));
    expect(gbz21Limits2019()).toBe(generated); // built once
  });
});
