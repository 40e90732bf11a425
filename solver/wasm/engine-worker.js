// The engine's Web Worker (the static site; scripts/build-web.sh copies it there): loads the
// WebAssembly engine (arbiter-engine.js, .wasm) once and answers the page's messages one at a
// time, so that a long solve never freezes the page. The page (solver/web/arbiter.mjs) holds
// the time limit: past it, or on cancel, it terminates this worker and starts another.
//
// Messages in: {id, kind: 'api', route, query: {KEY: VALUE}, body, limitMs, memoryMb}, answered
// {id, status, body} as `arbiter serve` answers that route; {id, kind: 'command', args,
// files: {PATH: text or bytes}, read: [PATH]}, answered {id, code, stdout, stderr, outputs} as `arbiter ARGS...` run
// in a folder holding those files. The same functions run under Node (tests/web/).
'use strict';

// The engine's output of its last call, as text (UTF-8).
function engineText(engine, pointerFn, sizeFn) {
  const ptr = engine['_' + pointerFn](), n = engine['_' + sizeFn]();
  return new TextDecoder().decode(engine.HEAPU8.subarray(ptr, ptr + n));
}

// Writes `files` (paths relative to the command's folder) into a fresh folder of the
// in-memory file system and makes it the current one.
function writeFiles(FS, files) {
  const dir = '/run';
  const clear = (path) => {
    for (const name of FS.readdir(path)) {
      if (name === '.' || name === '..') continue;
      const p = path + '/' + name;
      if (FS.isDir(FS.stat(p).mode)) { clear(p); FS.rmdir(p); } else { FS.unlink(p); }
    }
  };
  try { FS.mkdir(dir); } catch (e) { clear(dir); }
  FS.chdir(dir);
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
  writeFiles(engine.FS, files);
  const code = engine.ccall('arbiter_command', 'number', ['string'], [JSON.stringify(args)]);
  const outputs = {};
  for (const path of read || []) {
    try { outputs[path] = engine.FS.readFile(path, {encoding: 'utf8'}); } catch (e) { /* not written */ }
  }
  return {code, stdout: engineText(engine, 'arbiter_output', 'arbiter_output_size'),
    stderr: engineText(engine, 'arbiter_errors', 'arbiter_errors_size'), outputs};
}

function runApi(engine, m) {
  const status = engine.ccall('arbiter_api', 'number', ['string', 'string', 'string', 'number', 'number'],
    [m.route, JSON.stringify(m.query || {}), m.body || '', m.limitMs || 0, m.memoryMb || 0]);
  return {status, body: engineText(engine, 'arbiter_output', 'arbiter_output_size')};
}

function answer(engine, m) {
  try {
    return m.kind === 'api' ? runApi(engine, m) : runCommand(engine, m.args, m.files, m.read);
  } catch (e) {
    // The engine aborted (out of its memory, say): this worker is done; the page starts another.
    return m.kind === 'api' ? {status: 500, body: JSON.stringify({error: 'the engine stopped: ' + e})}
      : {code: 2, stdout: '', stderr: 'arbiter: the engine stopped: ' + e + '\n'};
  }
}

if (typeof module !== 'undefined' && module.exports) {
  module.exports = {runCommand, runApi};
} else if (typeof importScripts === 'function') {
  importScripts('arbiter-engine.js');
  /* global createArbiterEngine */
  const ready = createArbiterEngine({print: () => {}, printErr: () => {}});
  self.onmessage = async (event) => {
    const engine = await ready;
    self.postMessage(Object.assign({id: event.data.id}, answer(engine, event.data)));
  };
}
