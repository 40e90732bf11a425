// The page's one way to the engine. Served by `arbiter serve`, requests go to its JSON API
// as they always have (fetch('/api/...')). On the static site (scripts/build-web.sh marks its
// index.html with data-engine="static") there is no server: the same request is answered by
// the WebAssembly engine in a Web Worker (arbiter.mjs), through the very functions the server
// calls, so the page reads the same status and the same JSON either way.
//
// Also window.arbiter (docs/page.md, "The JavaScript API"): on the static site the whole
// engine; under the server, solve and round through its API.

export const isStatic = document.documentElement.dataset.engine === 'static';

let engine = null;
export function staticEngine() {
  if (!engine) engine = import('./arbiter.mjs').then((m) => m.createArbiter({onBusy: showCancel}));
  return engine;
}

// The Cancel button beside the status, shown while the worker has had work for a moment (a
// quick answer does not flash it), and kept while one request follows another at once (a
// script's solves in a loop): it hides a moment after the work stops, at once on a cancel,
// so that it never vanishes under the pointer between two solves.
let cancelTimer = null;
function showCancel(busy) {
  const button = document.getElementById('cancel-solve');
  if (!button) return;
  clearTimeout(cancelTimer);
  if (busy && button.hidden) cancelTimer = setTimeout(() => { button.hidden = false; }, 300);
  else if (!busy) cancelTimer = setTimeout(() => { button.hidden = true; }, 150);
}
function hideCancel() {
  clearTimeout(cancelTimer);
  const button = document.getElementById('cancel-solve');
  if (button) button.hidden = true;
}

let version = null; // the output version of the engine's last answer (for the page's own refusals)

function answer(status, body) {
  return new Response(body, {status, headers: {'Content-Type': 'application/json'}});
}

// fetch(url, init) for the page's /api/ requests: a Response either way.
export async function request(url, init = {}) {
  if (!isStatic) return fetch(url, init);
  const u = new URL(url, location.href);
  const query = {};
  for (const [k, v] of u.searchParams) query[k] = k in query ? query[k] + ',' + v : v;
  const route = u.pathname.replace(/^.*(\/api\/)/, '$1');
  const a = await staticEngine();
  // An abandoned request (the page aborts it when a later one starts) stops the worker, so
  // that the later one never waits behind it; one already answered stops nothing.
  let answered = false;
  const abandon = () => { if (!answered) a.cancel(); };
  if (init.signal) init.signal.addEventListener('abort', abandon, {once: true});
  try {
    if (init.signal && init.signal.aborted) throw new Error('the solve was cancelled');
    // The list of real scenarios imports every layout once, as the server's does, without
    // its time limit (it is no solve).
    const r = await a.api(route, query, typeof init.body === 'string' ? init.body : '',
      route === '/api/scenarios' ? {timeLimitMs: 0} : {});
    const m = /^\{"version":(\d+)/.exec(r.body);
    if (m) version = Number(m[1]);
    return answer(r.status, r.body);
  } catch (e) {
    // Terminated past the time limit (the server's 503) or cancelled.
    return answer(503, JSON.stringify(Object.assign(version === null ? {} : {version}, {error: e.message})));
  } finally {
    answered = true;
    if (init.signal) init.signal.removeEventListener('abort', abandon);
  }
}

// Stops the engine's work in progress (the static site: its worker is terminated; the
// request in progress answers 503 "the solve was cancelled"). Escape on the page does it, and
// the Cancel button.
export async function cancel() {
  if (isStatic && engine) (await engine).cancel();
  hideCancel();
}
if (isStatic) {
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') cancel(); });
  const button = document.getElementById('cancel-solve');
  if (button) button.addEventListener('click', () => cancel());
}

// Under the server: solve and round through its API, answering what the command line's
// --format json prints; the rest of the API needs the static site's engine.
function serverArbiter() {
  const post = async (route, query, text) => {
    const res = await fetch(route + '?' + new URLSearchParams(query), {method: 'POST',
      headers: {'Content-Type': 'application/json'}, body: typeof text === 'string' ? text : JSON.stringify(text)});
    const body = await res.json();
    if (res.status !== 200) throw new Error(body.error || 'HTTP ' + res.status);
    return body;
  };
  const onlyStatic = (name) => () => Promise.reject(new Error('arbiter.' + name + ': only on the static page (scripts/build-web.sh)'));
  const api = {
    async solve(text, options = {}) {
      const q = {svg: '0', overlays: '0'};
      if (options.rules) q.rules = options.rules;
      if (options.explainHex) q.explain = options.explainHex;
      return (await post('/api/solve', q, text)).results[0].decision;
    },
    round(text, options = {}) {
      const q = {};
      if (options.rules) q.rules = options.rules;
      if (options.choose) q.choose = options.choose;
      if (options.branches) q.branches = '1';
      return post('/api/round', q, text);
    },
    cancel() {},
  };
  for (const name of ['importVgb', 'show', 'svg', 'check', 'ruleSets', 'generate', 'run', 'api']) api[name] = onlyStatic(name);
  return api;
}

function staticArbiter() {
  const api = {};
  for (const name of ['solve', 'round', 'importVgb', 'show', 'svg', 'check', 'ruleSets', 'generate', 'run', 'api', 'busy', 'useScenarios']) {
    api[name] = async (...args) => (await staticEngine())[name](...args);
  }
  api.cancel = cancel;
  return api;
}

window.arbiter = isStatic ? staticArbiter() : serverArbiter();

// Offline once loaded: the static site's service worker keeps every file of it.
if (isStatic && 'serviceWorker' in navigator) {
  navigator.serviceWorker.register('sw.js').catch(() => { /* a host without it: online only */ });
}
