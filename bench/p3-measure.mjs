// P3's measurements, the same for both servers: the api's SQL per request (captured), paired
// sequential passes (server time), fixed-duration windows under N concurrent clients
// (throughput), and the CPU each server's node process and PostgreSQL backends spend per request.
import { readFileSync } from 'node:fs';
import { saturate, serverTimes } from './p3-http.mjs';

const isListSql = (text) => /\bFROM (\(SELECT t\.id FROM )?projects t\b/.test(text);

/**
 * One pass over every request with the api's SQL capture on: the count and page queries the api
 * ran per request (the reference's plan), its bodies, and the time of the actor's queries
 * (who is asking) against the list's, per request.
 */
export async function capturePlans(api, paths, auth) {
  const plans = {};
  const bodies = {};
  const split = { actor: [], list: [], actorQueries: 0 };
  await api.get('/__p3/capture/on');
  for (const path of paths) {
    const r = await api.get(path, auth);
    if (r.status !== 200) throw new Error(`api ${path}: ${r.status} ${r.body.slice(0, 300)}`);
    bodies[path] = r.body;
    const queries = JSON.parse((await api.get('/__p3/queries')).body);
    const list = queries.filter((q) => isListSql(q.text));
    const actor = queries.filter((q) => !isListSql(q.text));
    if (list.length < 1 || list.length > 2) throw new Error(`${path}: expected a count and a page query, the api ran ${list.length}`);
    plans[path] = list.map(({ text, values }) => ({ text, values }));
    split.actor.push(actor.reduce((s, q) => s + q.ms, 0));
    split.list.push(list.reduce((s, q) => s + q.ms, 0));
    split.actorQueries = actor.length;
  }
  await api.get('/__p3/capture/off');
  await serverTimes(api); // forget the capture pass
  return { plans, bodies, split };
}

/**
 * `rounds` passes over `paths`; each request goes to both servers back to back (which one first
 * alternates), so both meet the shared machine's load at the same moment. Per target: the server
 * times in request order (`rounds` × paths) and the CPU spent (node process, PostgreSQL backends).
 */
export async function pairedPasses(pgc, targets, paths, rounds) {
  const before = await Promise.all(targets.map((t) => cpuSnapshot(pgc, t)));
  for (let round = 0; round < rounds; round++) {
    for (const [i, path] of paths.entries()) {
      for (const t of (i + round) % 2 ? [...targets].reverse() : targets) {
        const r = await t.client.get(path, t.headers);
        if (r.status !== 200) throw new Error(`${t.name} ${path}: ${r.status}`);
      }
    }
  }
  const out = {};
  for (const [k, t] of targets.entries()) {
    const times = await serverTimes(t.client);
    if (times.length !== rounds * paths.length) throw new Error(`${t.name}: expected ${rounds * paths.length} server times, got ${times.length}`);
    out[t.name] = { times, cpu: cpuSince(before[k], await cpuSnapshot(pgc, t)) };
  }
  return out;
}

/** CPU time (ms) of a process so far, from /proc (utime + stime, 100 ticks a second). */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return 0; // gone
  }
}

/** CPU of the target's node process and of its PostgreSQL backends (by application_name). */
async function cpuSnapshot(pgc, target) {
  const { rows } = await pgc.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`, [target.appName]);
  return { node: cpuMs(target.pid), backends: new Map(rows.map((r) => [r.pid, cpuMs(r.pid)])) };
}

function cpuSince(before, after) {
  let pgMs = 0;
  for (const [pid, ms] of after.backends) pgMs += ms - (before.backends.get(pid) ?? 0);
  return { node: after.node - before.node, pg: pgMs };
}

/**
 * `windows` windows of `seconds` under `clients` concurrent clients, in the order A B B A …
 * (a drift in the machine's load meets both). Per target: requests done and failed, elapsed
 * seconds (a window ends when its last request has), server times, client latencies, CPU.
 */
export async function throughputWindows(pgc, targets, paths, { clients, seconds, windows }) {
  const totals = Object.fromEntries(targets.map((t) => [t.name, { done: 0, failed: 0, seconds: 0, server: [], latencies: [], cpu: { node: 0, pg: 0 } }]));
  for (let w = 0; w < windows; w++) {
    const t = targets[[0, 1, 1, 0][w % 4] % targets.length];
    const before = await cpuSnapshot(pgc, t);
    const r = await saturate(t.heavy, paths, t.headers, clients, seconds);
    const cpu = cpuSince(before, await cpuSnapshot(pgc, t));
    const sum = totals[t.name];
    sum.done += r.done;
    sum.failed += r.failed;
    sum.seconds += r.seconds;
    sum.latencies.push(...r.latencies);
    sum.server.push(...(await serverTimes(t.client)));
    sum.cpu.node += cpu.node;
    sum.cpu.pg += cpu.pg;
  }
  return totals;
}
