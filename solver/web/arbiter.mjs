// The engine as a JavaScript API (docs/page.md, "The JavaScript API"): the WebAssembly build
// of the command line (scripts/build-web.sh) run in a Web Worker, each call answering what
// the native `arbiter` prints. The static page exposes one instance as window.arbiter;
// another page imports this module from the static site:
//   import {createArbiter} from './arbiter.mjs';
//   const arbiter = createArbiter();
//   const decision = await arbiter.solve(text);   // `arbiter solve FILE --format json`, parsed
//
// Every call runs under the limits `arbiter serve` applies by default: the time limit (the
// engine stops itself, and the worker is terminated 2 s past it) and the memory bound of one
// solve. cancel() terminates the worker at once; the next call starts another.
// createArbiter({onBusy(busy) {...}}) is told when the engine starts and stops having work
// (the page shows its Cancel button).

// `arbiter serve`'s defaults (solver/serve/server.hpp).
export const SERVER_LIMITS = Object.freeze({timeLimitMs: 10000, memoryMb: 1024});
// How long past its own limit a solve may take to stop before its worker is terminated (the
// server's grace).
const GRACE_MS = 2000;

// An error of a command: its exit status and what it printed.
export class ArbiterError extends Error {
  constructor(message, result) {
    super(message);
    this.name = 'ArbiterError';
    this.code = result ? result.code : null;
    this.stdout = result ? result.stdout : '';
    this.stderr = result ? result.stderr : '';
  }
}

// One worker at a time, started when first needed, terminated on a time-out or cancel.
// `setup`: the message every fresh worker gets first (the real scenarios' files); onBusy(busy)
// is told when the worker starts or stops having work.
class EngineWorker {
  constructor(url, onBusy) {
    this.url = url;
    this.onBusy = onBusy || (() => {});
    this.worker = null;
    this.pending = new Map();
    this.next = 1;
    this.setup = null;
  }

  start() {
    if (this.worker) return this.worker;
    const w = new Worker(this.url);
    w.onmessage = (event) => {
      const p = this.pending.get(event.data.id);
      if (!p) return;
      this.pending.delete(event.data.id);
      clearTimeout(p.timer);
      p.resolve(event.data);
      if (!this.pending.size) this.onBusy(false);
    };
    if (this.setup) w.postMessage(this.setup); // no id: its answer is read by no one
    w.onerror = (event) => this.stop(new ArbiterError('the engine did not start: ' + (event.message || 'worker error')));
    this.worker = w;
    return w;
  }

  // Posts `message`; past timeoutMs (0: none) the worker is terminated and the call rejected
  // with {timedOut: true}.
  call(message, timeoutMs) {
    return new Promise((resolve, reject) => {
      const id = this.next++;
      const worker = this.start();
      const timer = timeoutMs > 0 ? setTimeout(() => {
        const e = new ArbiterError('the solve took longer than the limit (limit ' + (timeoutMs - GRACE_MS) + ' ms)');
        e.timedOut = true;
        this.stop(e);
      }, timeoutMs) : null;
      this.pending.set(id, {resolve, reject, timer});
      if (this.pending.size === 1) this.onBusy(true);
      worker.postMessage(Object.assign({}, message, {id}));
    });
  }

  // The message every worker gets first from now on, sent now to the running one.
  configure(message) {
    this.setup = message;
    return this.worker ? this.call(message, 0) : Promise.resolve({status: 200});
  }

  // Terminates the worker; every call waiting on it is rejected with `reason`.
  stop(reason) {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    const had = this.pending.size > 0;
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(reason);
    }
    this.pending.clear();
    if (had) this.onBusy(false);
  }

  busy() { return this.pending.size > 0; }
}

function firstLine(text) {
  const t = String(text || '').replace(/\n[\s\S]*$/, '');
  return t || 'the engine failed';
}

// Options shared by the commands: rules, and args (more command-line arguments).
function commonArgs(options) {
  const a = [];
  if (options.rules) a.push('--rules', options.rules);
  return a.concat(options.args || []);
}

// The instance: every method returns a promise.
export function createArbiter(config = {}) {
  const limits = Object.assign({}, SERVER_LIMITS, config);
  const engine = new EngineWorker(config.workerUrl || new URL('engine-worker.js', import.meta.url), config.onBusy);
  const limitOf = (options) => (options && options.timeLimitMs !== undefined ? options.timeLimitMs : limits.timeLimitMs);

  // `arbiter ARGS...` in a folder holding `files` ({path: text}); `read`: files the command
  // writes, returned as outputs. Resolves {code, stdout, stderr, outputs}.
  function run(args, files = {}, options = {}) {
    const limit = limitOf(options);
    return engine.call({kind: 'command', args, files, read: options.read || []}, limit > 0 ? limit + GRACE_MS : 0);
  }

  // A command whose --format json output is the answer (exit 0), else an ArbiterError. Under
  // several rule sets (rules: 'all') the command prints one JSON document a line: an array.
  async function json(args, files, options) {
    const r = await run(args, files, options);
    if (r.code !== 0) throw new ArbiterError(firstLine(r.stderr), r);
    const lines = r.stdout.split('\n').filter((l) => l.trim() !== '');
    return lines.length > 1 ? lines.map((l) => JSON.parse(l)) : JSON.parse(r.stdout);
  }
  async function text(args, files, options) {
    const r = await run(args, files, options);
    if (r.code !== 0) throw new ArbiterError(firstLine(r.stderr), r);
    return r.stdout;
  }
  const timeLimit = (options) => {
    const ms = limitOf(options);
    return ms > 0 ? ['--time-limit', String(ms / 1000)] : [];
  };
  const nameOf = (options, fallback) => (options && options.name) || fallback;
  const contentOf = (t) => (typeof t === 'string' || t instanceof Uint8Array ? t : JSON.stringify(t));

  return {
    limits,
    run,
    // `arbiter solve FILE --format json`: options.rules, options.explainHex ("COL,ROW"),
    // options.name (the file's name in messages; default scenario.json).
    solve(t, options = {}) {
      const name = nameOf(options, 'scenario.json');
      const a = ['solve', name, '--format', 'json', ...timeLimit(options), ...commonArgs(options)];
      if (options.explainHex) a.push('--explain-hex', options.explainHex);
      return json(a, {[name]: contentOf(t)}, options);
    },
    // `arbiter round FILE --format json`: options.rules, options.choose ("KEY=N,..."), options.branches.
    round(t, options = {}) {
      const name = nameOf(options, 'round.json');
      const a = ['round', name, '--format', 'json', ...timeLimit(options), ...commonArgs(options)];
      if (options.choose) a.push('--choose', options.choose);
      if (options.branches) a.push('--branches');
      return json(a, {[name]: contentOf(t)}, options);
    },
    // `arbiter import vgb LAYOUT --data ghs`: ghsFiles maps paths under the GHS data folder
    // ("gh/monster/bandit-guard.json") to their text; options.characters, level, seed, card
    // (["TYPE=ID", ...]). Resolves the round file (parsed).
    importVgb(layout, ghsFiles, options = {}) {
      const files = {'layout.vgb': contentOf(layout)};
      for (const [path, t] of Object.entries(ghsFiles || {})) files['ghs/' + path.replace(/^\/+/, '')] = t;
      const a = ['import', 'vgb', 'layout.vgb', '--data', 'ghs'];
      for (const k of ['characters', 'level', 'seed']) if (options[k] !== undefined) a.push('--' + k, String(options[k]));
      for (const c of options.card || []) a.push('--card', c);
      return json(a.concat(options.args || []), files, options);
    },
    // `arbiter show FILE`: the board as text.
    show(t, options = {}) {
      const name = nameOf(options, 'scenario.json');
      return text(['show', name, '--no-color', ...(options.args || [])], {[name]: contentOf(t)}, options);
    },
    // `arbiter render FILE`: the SVG picture (options.round for a round file).
    svg(t, options = {}) {
      const name = nameOf(options, 'scenario.json');
      const a = ['render', name, ...commonArgs(options)];
      if (options.round) a.push('--round');
      return text(a, {[name]: contentOf(t)}, options);
    },
    // `arbiter check` on one file or a folder ({path: text}): resolves its --report JSON
    // (exit 0: every expectation met; 1: some not, both answered).
    async check(t, options = {}) {
      const files = typeof t === 'object' && !(t instanceof Uint8Array) && !options.name
        ? Object.fromEntries(Object.entries(t).map(([p, v]) => ['in/' + p, contentOf(v)]))
        : {['in/' + nameOf(options, 'scenario.json')]: contentOf(t)};
      const a = ['check', 'in', '--jobs', '1', '--report', 'report.json', ...commonArgs(options)];
      const r = await run(a, files, Object.assign({read: ['report.json']}, options));
      if ((r.code !== 0 && r.code !== 1) || !r.outputs['report.json']) throw new ArbiterError(firstLine(r.stderr), r);
      return JSON.parse(r.outputs['report.json']);
    },
    // `arbiter rules --format json`: every game's rule sets.
    ruleSets() { return json(['rules', '--format', 'json'], {}, {}); },
    // `arbiter generate`: a generated map ({columns, rows, figures, seed, attack, move}) as text.
    generate(options = {}) {
      const a = ['generate'];
      for (const k of ['columns', 'rows', 'figures', 'seed', 'attack', 'move']) if (options[k] !== undefined) a.push('--' + k, String(options[k]));
      return text(a, {}, options);
    },
    // One route of `arbiter serve`'s API answered by the engine: {status, body}.
    api(route, query, body, options = {}) {
      const limit = limitOf(options);
      return engine.call({kind: 'api', route, query, body, limitMs: limit, memoryMb: limits.memoryMb},
        limit > 0 ? limit + GRACE_MS : 0);
    },
    // The real scenarios that api('/api/scenarios'), '/api/decks' and '/api/import' answer
    // from now on (as `arbiter serve --vgb --data`), in this worker and every later one: vgb
    // maps each layout's id ("1.json", "solo/3.json") to its text; ghs maps paths under the
    // monster data folder ("gh/monster/bandit-guard.json") to their text, or is null, and
    // then withoutData says why (every layout is listed refused with it); ghsName is the data
    // folder's name in the import's notes (as `--data NAME` would give it).
    useScenarios({vgb, ghs, ghsName, withoutData}) {
      return engine.configure({kind: 'scenarios', vgb: vgb || {}, ghs: ghs || null, ghsName: ghsName || 'ghs-data',
        withoutData: withoutData || ''});
    },
    // Stops whatever runs: the worker is terminated, every waiting call rejected.
    cancel() {
      const e = new ArbiterError('the solve was cancelled');
      e.cancelled = true;
      engine.stop(e);
    },
    busy() { return engine.busy(); },
  };
}
