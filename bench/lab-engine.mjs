// npm run bench -- lab: the laboratory method engine's overhead. A gas-chromatography batch of 500
// sorbent-tube samples (plus 2 field blanks and 10 parallels) computed and judged by
// computeLabBatch (curve, conversions, C, breakthrough, '<' MDC, C_TWA counting, QC, Chinese
// explanations) against the same numbers computed with the bare @ohit/domain functions in a loop.
// Both run compiled JavaScript (swc, like bench/compile.mjs) in this process. Measured as CPU time
// (process.cpuUsage: a shared, loaded machine stretches wall time, not the work), in alternating
// rounds of BENCH_LAB_RUNS_PER_ROUND (8) batches each; the ratio is the median of the rounds'
// ratios over BENCH_LAB_ROUNDS (15), after a warm-up. Prints `lab: ratio=… ok|FAIL` (bar ≤ 1.5×).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SAMPLES = Number(process.env.BENCH_LAB_SAMPLES ?? 500);
const ROUNDS = Number(process.env.BENCH_LAB_ROUNDS ?? 15);
const PER_ROUND = Number(process.env.BENCH_LAB_RUNS_PER_ROUND ?? 8);
const BAR = 1.5;

function compileDomain() {
  const out = join(root, 'tmp/lab-bench-build/domain');
  rmSync(out, { recursive: true, force: true });
  const swc = join(root, 'node_modules/.bin/swc');
  execFileSync(swc, ['src', '-d', out, '--strip-leading-paths', '--quiet', '--config-file', join(root, '.swcrc')], {
    cwd: join(root, 'libs/domain'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return createRequire(import.meta.url)(join(out, 'index.js'));
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
    results.set(item.id, { concentration: tube.concentration.toString(), reported, counted: counted.toString(), breakthrough: tube.breakthrough });
  }
  const qc = [d.qcCheckStandard(CHECK.measured, CHECK.expected, 10).passes, d.qcDesorptionEfficiency({ found: 95, added: 100 }).passes];
  for (const item of input.items) {
    if (item.kind === 'parallel') qc.push(d.qcDuplicateCheck(measured.get(String(item.pairOf)), measured.get(String(item.id)), { limitPercent: 10 }).passes);
    if (item.kind === 'fieldBlank') qc.push(measured.get(String(item.id)).lte(lod));
  }
  return { results, qcPassed: qc.every(Boolean) && fit.passes };
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
  console.log(`lab: ${SAMPLES} gc samples + 2 blanks + 10 parallels, computeLabBatch vs the bare domain functions, CPU time, ${ROUNDS} rounds × ${PER_ROUND}`);
  const d = compileDomain();
  const input = batchInput();
  const engine = d.computeLabBatch(input);
  const reference = bare(d, input);
  const mismatch = engine.items.filter((r) => {
    const ref = reference.results.get(r.id);
    return ref && (ref.concentration !== r.concentration || ref.reported !== r.reported || ref.counted !== r.counted || ref.breakthrough !== r.flags.includes('穿透'));
  });
  const same = mismatch.length === 0 && engine.qcPassed === reference.qcPassed && engine.complete;
  if (!same) console.log(`  results differ: ${mismatch.length} items, qcPassed ${engine.qcPassed} vs ${reference.qcPassed}, complete ${engine.complete}`);
  for (let i = 0; i < 10; i += 1) {
    d.computeLabBatch(input);
    bare(d, input);
  }
  const ours = [];
  const ref = [];
  const ratios = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    ours.push(cpuMs(() => d.computeLabBatch(input), PER_ROUND));
    ref.push(cpuMs(() => bare(d, input), PER_ROUND));
    ratios.push(ours[round] / ref[round]);
  }
  const ratio = median(ratios);
  const ok = same && ratio <= BAR;
  console.log(`  computeLabBatch ${median(ours).toFixed(1)} ms CPU per batch, bare functions ${median(ref).toFixed(1)} ms; same results: ${same ? 'yes' : 'NO'}`);
  console.log(`lab: ratio=${ratio.toFixed(2)} (bar ≤ ${BAR}) ${ok ? 'ok' : 'FAIL'}`);
  return ok;
}
