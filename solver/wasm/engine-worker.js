// The engine's Web Worker (the static site; scripts/build-web.sh copies it there): loads the
// WebAssembly engine (arbiter-engine.js, .wasm) once and answers the page's messages one at a
// time, so that a long solve never freezes the page. The page (solver/web/arbiter.mjs) holds
// the time limit: past it, or on cancel, it terminates this worker and starts another.
//
// Messages in: {id, kind: 'api', route, query: {KEY: VALUE}, body, limitMs, memoryMb}, answered
// {id, status, body} as `arbiter serve` answers that route; {id, kind: 'command', args,
// files: {PATH: text or bytes}, read: [PATH]}, answered {id, code, stdout, stderr, outputs} as `arbiter ARGS...` run
// in a folder holding those files; {id, kind: 'scenarios', vgb: {PATH: text}, ghs: {PATH:
// text} or null, ghsName, withoutData}, answered {id, status: 200}: the real scenarios the
// API's routes list and import from then on (the layouts; the monster data and its folder's
// name in the import's notes, or why there is none).
// The same functions run under Node (tests/web/).
'use strict';

// The engine's output of its last call, as text (UTF-8).
function engineText(engine, pointerFn, sizeFn) {
  const ptr = engine['_' + pointerFn](), n = engine['_' + sizeFn]();
  return new TextDecoder().decode(engine.HEAPU8.subarray(ptr, ptr + n));
}

// Writes `files` (paths relative to `dir`) into `dir` of the in-memory file system, emptied
// first.
function writeFiles(FS, files, dir) {
  const clear = (path) => {
    for (const name of FS.readdir(path)) {
      if (name === '.' || name === '..') continue;
      const p = path + '/' + name;
      if (FS.isDir(FS.stat(p).mode)) { clear(p); FS.rmdir(p); } else { FS.unlink(p); }
    }
  };
  try { FS.mkdir(dir); } catch (e) { clear(dir); }
  for (const [path, content] of Object.entries(files || {})) {
    const parts = path.split('/').filter((p) => p && p !== '.');
    let at = dir;
    for (const part of parts.slice(0, -1)) {
      at += '/' + part;
      try { FS.mkdir(at); } catch (e) { /* already there */ }
    }
    FS.writeFile(dir + '/' + parts.join('/'), content);
  }
}

// `read`: files the command writes (--report FILE, -o FILE), returned as outputs.
function runCommand(engine, args, files, read) {
  writeFiles(engine.FS, files, '/run');
  engine.FS.chdir('/run');
  const code = engine.ccall('arbiter_command', 'number', ['string'], [JSON.stringify(args)]);
  const outputs = {};
  for (const path of read || []) {
    try { outputs[path] = engine.FS.readFile(path, {encoding: 'utf8'}); } catch (e) { /* not written */ }
  }
  return {code, stdout: engineText(engine, 'arbiter_output', 'arbiter_output_size'),
    stderr: engineText(engine, 'arbiter_errors', 'arbiter_errors_size'), outputs};
}

function runApi(engine, m) {
  // The monster data's folder is named relative to /data (setScenarios), when it was given.
  try { engine.FS.chdir('/data'); } catch (e) { /* no scenarios given yet */ }
  const status = engine.ccall('arbiter_api', 'number', ['string', 'string', 'string', 'number', 'number'],
    [m.route, JSON.stringify(m.query || {}), m.body || '', m.limitMs || 0, m.memoryMb || 0]);
  return {status, body: engineText(engine, 'arbiter_output', 'arbiter_output_size')};
}

// The layouts in /vgb, the monster data in /data/NAME (none: withoutData says why), NAME
// being what the player gave ("ghs-data"), as the import's notes name the folder read.
function setScenarios(engine, m) {
  const name = String(m.ghsName || 'ghs-data').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '') || 'ghs-data';
  writeFiles(engine.FS, m.vgb, '/vgb');
  writeFiles(engine.FS, {}, '/data');
  if (m.ghs) writeFiles(engine.FS, m.ghs, '/data/' + name);
  engine.ccall('arbiter_scenarios', null, ['string', 'string', 'string'], ['/vgb', name, m.ghs ? '' : m.withoutData || 'no monster data']);
  return {status: 200};
}

function answer(engine, m) {
  try {
    if (m.kind === 'scenarios') return setScenarios(engine, m);
    return m.kind === 'api' ? runApi(engine, m) : runCommand(engine, m.args, m.files, m.read);
  } catch (e) {
    // The engine aborted (out of its memory, say): this worker is done; the page starts another.
    return m.kind === 'api' ? {status: 500, body: JSON.stringify({error: 'the engine stopped: ' + e})}
      : {code: 2, stdout: '', stderr: 'arbiter: the engine stopped: ' + e + '\n'};
  }
}

if (typeof module !== 'undefined' && module.exports) {
  module.exports = {runCommand, runApi, setScenarios};
} else if (typeof importScripts === 'function') {
  importScripts('arbiter-engine.js');
  /* global createArbiterEngine */
  const ready = createArbiterEngine({print: () => {}, printErr: () => {}});
  self.onmessage = async (event) => {
    const engine = await ready;
    self.postMessage(Object.assign({id: event.data.id}, answer(engine, event.data)));
  };
}
