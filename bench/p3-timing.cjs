// Preloaded (`node --require bench/p3-timing.cjs …`) into both P3 servers, the api and the bare
// reference, so both are timed the same way, on the server side:
//  - server time of a request = from the http server's 'request' event (headers parsed) to the
//    response's 'finish' (its last byte handed to the socket), in ms;
//  - GET /__p3/timings answers the times recorded since the last call (and forgets them);
//  - GET /__p3/capture/on|off and /__p3/queries: while capture is on, the SQL text and parameters
//    of every pg query the process sends are kept with its time (call to result, in ms; read and
//    cleared by /__p3/queries): the exact SQL the api ran for a request, and where its time went.
//  - GET /__p3/profile/start and /__p3/profile/stop?<file>: a V8 CPU profile of the process
//    between the two calls, written to <file> (BENCH_P3_PROFILE=1).
// These paths are answered here, before the application sees them, and are not timed.
const { writeFileSync } = require('node:fs');
const http = require('node:http');
const inspector = require('node:inspector');

const times = [];
let capture = false;
let queries = [];
let profiler;

function answer(res, body) {
  const text = JSON.stringify(body);
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function p3Emit(event, req, res) {
  if (event !== 'request') return emit.apply(this, arguments);
  const url = req.url ?? '';
  if (url.startsWith('/__p3/')) {
    if (url === '/__p3/timings') answer(res, times.splice(0));
    else if (url === '/__p3/queries') answer(res, queries.splice(0));
    else if (url === '/__p3/capture/on' || url === '/__p3/capture/off') {
      capture = url.endsWith('/on');
      queries = [];
      answer(res, { capture });
    } else if (url === '/__p3/profile/start') {
      profiler ??= new inspector.Session();
      profiler.connect();
      profiler.post('Profiler.enable', () => profiler.post('Profiler.start', () => answer(res, { profiling: true })));
    } else if (url.startsWith('/__p3/profile/stop?')) {
      profiler.post('Profiler.stop', (err, result) => {
        if (!err) writeFileSync(decodeURIComponent(url.slice(url.indexOf('?') + 1)), JSON.stringify(result.profile));
        profiler.disconnect();
        answer(res, { written: !err });
      });
    } else answer(res, { unknown: url });
    return true;
  }
  const start = process.hrtime.bigint();
  res.once('finish', () => times.push(Number(process.hrtime.bigint() - start) / 1e6));
  return emit.apply(this, arguments);
};

// pg is the repository's one copy (TypeORM's postgres driver loads the same module).
const pg = require('pg');
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function p3Query(config, values) {
  const text = typeof config === 'string' ? config : config?.text;
  if (!capture || typeof text !== 'string') return query.apply(this, arguments);
  const q = { text, values: (Array.isArray(values) ? values : config?.values) ?? [], ms: null };
  queries.push(q);
  const start = process.hrtime.bigint();
  const done = () => (q.ms = Number(process.hrtime.bigint() - start) / 1e6);
  const result = query.apply(this, arguments);
  if (result && typeof result.then === 'function') result.then(done, done);
  return result;
};
