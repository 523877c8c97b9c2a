// npm run bench -- lab: the laboratory method engine's and the judgement's overhead. A
// gas-chromatography batch of 500 sorbent-tube samples (plus 2 field blanks and 10 parallels)
// computed by computeLabBatch (curve, conversions, C, breakthrough, '<' MDC, C_TWA counting, QC,
// Chinese explanations), then judged the product's way: the results as the project's sample rows
// (what JudgementReads reads back; no database here), grouped into 125 sampling points of 4 × 2 h
// and judged by the api's judgeSources (apps/api/src/modules/judgements/judge-sources.ts:
// groupPoints, pointSampleOf, the limit in force, judgePoint, the wire view, the roll-up) —
// against the same numbers computed with the bare @ohit/domain functions in a loop and each
// point judged by judgePoint on the bare samples. Both run compiled JavaScript (swc, like
// bench/compile.mjs) in this process. Measured as CPU time (process.cpuUsage: a shared, loaded
// machine stretches wall time, not the work), in alternating rounds of BENCH_LAB_RUNS_PER_ROUND (8)
// batches each; the ratio is the median of the rounds' ratios over BENCH_LAB_ROUNDS (15), after a
// warm-up. Prints `lab: ratio=… computed+judged ok|FAIL` (bar ≤ 1.5×).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SAMPLES = Number(process.env.BENCH_LAB_SAMPLES ?? 500);
const ROUNDS = Number(process.env.BENCH_LAB_ROUNDS ?? 15);
const PER_ROUND = Number(process.env.BENCH_LAB_RUNS_PER_ROUND ?? 8);
const BAR = 1.5;

/** The judgement's pure files (no Nest, no database); their other imports are types only. */
const JUDGEMENT_FILES = ['judgement-points', 'judge-sources'];

/** @ohit/domain as tmp/lab-bench-build/node_modules/@ohit/domain and the api's judgement files beside it, compiled by swc. */
function compile() {
  const out = join(root, 'tmp/lab-bench-build');
  rmSync(out, { recursive: true, force: true });
  const swc = join(root, 'node_modules/.bin/swc');
  const config = ['--quiet', '--config-file', join(root, '.swcrc')];
  const domain = join(out, 'node_modules/@ohit/domain');
  execFileSync(swc, ['src', '-d', join(domain, 'dist'), '--strip-leading-paths', ...config], { cwd: join(root, 'libs/domain'), stdio: ['ignore', 'ignore', 'inherit'] });
  writeFileSync(join(domain, 'package.json'), JSON.stringify({ name: '@ohit/domain', private: true, main: './dist/index.js' }));
  mkdirSync(join(out, 'judgements'), { recursive: true });
  for (const file of JUDGEMENT_FILES) {
    execFileSync(swc, [`apps/api/src/modules/judgements/${file}.ts`, '-o', join(out, 'judgements', `${file}.js`), ...config], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const load = createRequire(import.meta.url);
  return { d: load(join(domain, 'dist/index.js')), judgeSources: load(join(out, 'judgements/judge-sources.js')).judgeSources };
}

const CURVE = [
  ['0', '0.0021'],
  ['0.5', '0.1043'],
  ['1', '0.2051'],
  ['2', '0.4098'],
  ['4', '0.8190'],
  ['8', '1.6402'],
].map(([concentration, response]) => ({ concentration, response }));
const SETTINGS = { belowLodRule: 'half-limit', reportDecimals: 2, detectionLimit: '0.05', desorptionEfficiency: '95', breakthroughPercent: '10' };
const CHECK = { expected: '2.00', measured: '2.04' };
/** 4 samples of 2 h a point: one 8-hour shift each. Methacrylonitrile's PC-TWA 3 mg/m³ fails about half of the 125 points. */
const HAZARD = '甲基丙烯腈';
const PER_POINT = 4;
const MINUTES = '120';
const SAMPLING_DATE = '2026-03-02';
const pointOf = (index) => Math.floor(index / PER_POINT);

/** Deterministic readings: responses 0.01–1.6, back sections 0–15 % of the front, 1.4–1.6 L. */
function batchInput() {
  const items = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const front = (0.01 + ((i * 37) % 160) / 100).toFixed(4);
    const back = ((Number(front) * ((i * 7) % 16)) / 100).toFixed(4);
    items.push({ id: i + 1, kind: 'sample', readings: { response: front, responseBack: back, desorbVolume: '1.0', standardVolume: (1.4 + (i % 20) / 100).toFixed(3) } });
  }
  items.push({ id: 'B1', kind: 'fieldBlank', readings: { response: '0.0030' } }, { id: 'B2', kind: 'fieldBlank', readings: { response: '0.0025' } });
  for (let i = 0; i < 10; i += 1) {
    const pair = items[i * 50];
    const response = (Number(pair.readings.response) * 1.03).toFixed(4);
    items.push({ id: `P${i}`, kind: 'parallel', pairOf: pair.id, readings: { response } });
  }
  return { family: 'gc', settings: SETTINGS, curve: CURVE, checkStandard: CHECK, items };
}

/** The same batch by hand: the bare domain functions, no definitions, no explanations. */
function bare(d, input) {
  const fit = d.qcFitStandardCurve(input.curve.map((l) => ({ x: l.concentration, y: l.response })));
  const lod = d.Decimal.from(SETTINGS.detectionLimit);
  const results = new Map();
  const measured = new Map();
  for (const item of input.items) {
    const c1 = d.Decimal.max(0, fit.inverse(item.readings.response));
    const c2 = item.readings.responseBack ? d.Decimal.max(0, fit.inverse(item.readings.responseBack)) : d.Decimal.ZERO;
    measured.set(String(item.id), c1.add(c2));
    if (item.kind !== 'sample') continue;
    const tube = d.sorbentTubeConcentration({
      frontUgPerMl: c1,
      backUgPerMl: c2,
      desorptionVolumeMl: item.readings.desorbVolume,
      standardVolumeL: item.readings.standardVolume,
      desorptionEfficiency: '0.95',
      breakthroughLimitPercent: SETTINGS.breakthroughPercent,
    });
    const mdc = d.qcMinimumDetectableConcentration(lod, item.readings.desorbVolume, item.readings.standardVolume);
    const below = c1.add(c2).lt(lod);
    const reported = below ? `<${mdc.roundToDecimals(2, 'ceiling').toString()}` : tube.concentration.roundToDecimals(2).toString();
    const counted = below ? mdc.div(2) : tube.concentration;
    results.set(item.id, { concentration: tube.concentration.toString(), reported, counted: counted.toString(), belowLod: below, breakthrough: tube.breakthrough });
  }
  const qc = [d.qcCheckStandard(CHECK.measured, CHECK.expected, 10).passes, d.qcDesorptionEfficiency({ found: 95, added: 100 }).passes];
  for (const item of input.items) {
    if (item.kind === 'parallel') qc.push(d.qcDuplicateCheck(measured.get(String(item.pairOf)), measured.get(String(item.id)), { limitPercent: 10 }).passes);
    if (item.kind === 'fieldBlank') qc.push(measured.get(String(item.id)).lte(lod));
  }
  const qcPassed = qc.every(Boolean) && fit.passes;
  // each point judged by judgePoint on the bare samples, against the row looked up once
  const limit = d.gbz21LimitsInForce(SAMPLING_DATE).table.forHazard(HAZARD);
  const points = [];
  for (let first = 1; first <= SAMPLES; first += PER_POINT) {
    const samples = [];
    for (let id = first; id < first + PER_POINT && id <= SAMPLES; id += 1) {
      const r = results.get(id);
      samples.push({ kind: 'TWA', counted: r.counted, belowLod: r.belowLod, resultText: r.reported, durationMinutes: MINUTES, day: SAMPLING_DATE });
    }
    const judged = d.judgePoint({ hazard: HAZARD, limit, samples, options: { decimals: SETTINGS.reportDecimals } });
    points.push({ cTwa: judged.cTwa?.toString() ?? null, conclusion: judged.conclusion });
  }
  return { results, qcPassed, points, failing: points.filter((p) => p.conclusion === '不符合').length };
}

/**
 * The batch's released results as the project's sample rows (JudgedSampleRow, what JudgementReads
 * reads back after 发布): a point of 4 consecutive samples in one of 10 workshops, the blanks too.
 */
function sampleRows(batch) {
  return batch.items
    .filter((r) => r.kind === 'sample' || r.kind === 'fieldBlank')
    .map((r, index) => {
      const blank = r.kind === 'fieldBlank';
      const point = pointOf(index);
      return {
        id: index + 1,
        code: `S${r.id}`,
        state: 'tested',
        blank,
        kind: blank ? null : 'TWA',
        sample_type: 'fixed',
        hazard: HAZARD,
        workshop: `车间${point % 10}`,
        post: `岗位${point % 10}`,
        day: 1,
        unit: point + 1,
        result_value: r.counted,
        result_text: r.reported,
        result_counted: r.counted,
        below_lod: r.belowLod,
        result_unit: 'mg/m³',
        tested_date: '2026-03-05',
        report_decimals: SETTINGS.reportDecimals,
        dust_fraction: null,
        instrument_family: 'gc',
        point_name: `检测点${point + 1}`,
        worker_name: null,
        start_time: null,
        end_time: null,
        duration_minutes: MINUTES,
        sampling_date: SAMPLING_DATE,
      };
    });
}

/** The product's path: computeLabBatch, then the project's judgement by the api's judgeSources. */
function product(d, judgeSources, input) {
  const batch = d.computeLabBatch(input);
  const judged = judgeSources({ project: { id: 1, organizationId: 1, samplingDate: SAMPLING_DATE }, samples: sampleRows(batch), posts: [], hazards: [] }, SAMPLING_DATE);
  return { batch, judged };
}

/** CPU milliseconds per call of `fn`, over `times` calls. */
function cpuMs(fn, times) {
  const start = process.cpuUsage();
  for (let i = 0; i < times; i += 1) fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / times;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function runLabEngine() {
  const points = Math.ceil(SAMPLES / PER_POINT);
  console.log(
    `lab: ${SAMPLES} gc samples + 2 blanks + 10 parallels computed and judged as ${points} points (${HAZARD}), computeLabBatch + judgeSources vs the bare domain functions + judgePoint, CPU time, ${ROUNDS} rounds × ${PER_ROUND}`,
  );
  const { d, judgeSources } = compile();
  const input = batchInput();
  const { batch: engine, judged } = product(d, judgeSources, input);
  const reference = bare(d, input);
  const mismatch = engine.items.filter((r) => {
    const ref = reference.results.get(r.id);
    return ref && (ref.concentration !== r.concentration || ref.reported !== r.reported || ref.counted !== r.counted || ref.breakthrough !== r.flags.includes('穿透'));
  });
  const verdicts = judged.points.filter((p, i) => p.cTwa !== reference.points[i]?.cTwa || p.conclusion !== reference.points[i]?.conclusion);
  const same = mismatch.length === 0 && engine.qcPassed === reference.qcPassed && engine.complete && judged.points.length === points && verdicts.length === 0;
  if (!same) {
    console.log(`  results differ: ${mismatch.length} items, ${verdicts.length} of ${judged.points.length} points, qcPassed ${engine.qcPassed} vs ${reference.qcPassed}, complete ${engine.complete}`);
  }
  for (let i = 0; i < 10; i += 1) {
    product(d, judgeSources, input);
    bare(d, input);
  }
  const ours = [];
  const ref = [];
  const ratios = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    ours.push(cpuMs(() => product(d, judgeSources, input), PER_ROUND));
    ref.push(cpuMs(() => bare(d, input), PER_ROUND));
    ratios.push(ours[round] / ref[round]);
  }
  const ratio = median(ratios);
  const ok = same && ratio <= BAR;
  console.log(
    `  computeLabBatch + judgeSources ${median(ours).toFixed(1)} ms CPU per batch, bare functions + judgePoint ${median(ref).toFixed(1)} ms; ${reference.failing} of ${points} points 不符合 (project ${judged.conclusion}); same results: ${same ? 'yes' : 'NO'}`,
  );
  console.log(`lab: ratio=${ratio.toFixed(2)} computed+judged (bar ≤ ${BAR}) ${ok ? 'ok' : 'FAIL'}`);
  return ok;
}
