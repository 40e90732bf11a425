// The WebAssembly engine (scripts/build-web.sh) against the native program, byte for byte:
// every .json file under scenarios/ through solve (text and JSON), round (JSON), show, render
// and check, run by both with the same arguments from the repository's root; standard
// output, standard error and the exit status must agree, refusals included (a round file
// given to `solve` is refused by both in the same words).
//   node tests/web/wasm_compare.js ARBITER BUILD_WEB_DIR [FILE_FILTER]
// Exit 0: all agree; 1: some differ (each named); 77: no web build (skipped, reason printed).
'use strict';
const fs = require('fs');
const path = require('path');
const {spawnSync} = require('child_process');

const [arbiter, webDir, filter] = process.argv.slice(2);
const root = path.resolve(__dirname, '..', '..');
const engineJs = path.resolve(webDir || '', 'arbiter-engine.js');
if (!arbiter || !webDir) {
  console.error('usage: node wasm_compare.js ARBITER BUILD_WEB_DIR [FILTER]');
  process.exit(2);
}
if (!fs.existsSync(engineJs)) {
  console.log(`skipped: no WebAssembly engine at ${engineJs} (scripts/build-web.sh builds it when emscripten is installed)`);
  process.exit(77);
}
const {runCommand} = require(path.join(root, 'solver/wasm/engine-worker.js'));

function listJson(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...listJson(p));
    else if (e.name.endsWith('.json')) out.push(p);
  }
  return out;
}

// The commands each file goes through: a round file (a "round" object) through round and
// render --round, any other through solve, show and render; every file through check.
function commandsFor(rel, text) {
  let round = false;
  try { round = Boolean(JSON.parse(text).round); } catch (e) { /* refused alike by both */ }
  const c = round
    ? [['round', rel, '--format', 'json'], ['round', rel], ['render', rel, '--round']]
    : [['solve', rel, '--format', 'json'], ['solve', rel], ['show', rel], ['render', rel]];
  c.push(['check', rel, '--jobs', '1']);
  return c;
}

async function main() {
  const createArbiterEngine = require(engineJs);
  // The .wasm read here: given a path, the runtime would try fetch(), which Node has too.
  const engine = await createArbiterEngine({print: () => {}, printErr: () => {},
    wasmBinary: fs.readFileSync(engineJs.replace(/\.js$/, '.wasm'))});
  const files = listJson(path.join(root, 'scenarios')).filter((f) => !filter || f.includes(filter));
  let runs = 0, differ = 0, nativeMs = 0, wasmMs = 0;
  for (const file of files) {
    const rel = path.relative(root, file);
    const text = fs.readFileSync(file);
    for (const args of commandsFor(rel, text.toString())) {
      let t = process.hrtime.bigint();
      const n = spawnSync(arbiter, args, {cwd: root, maxBuffer: 1 << 28, env: Object.assign({}, process.env, {NO_COLOR: '1'})});
      nativeMs += Number(process.hrtime.bigint() - t) / 1e6;
      t = process.hrtime.bigint();
      const w = runCommand(engine, args, {[rel]: new Uint8Array(text)});
      wasmMs += Number(process.hrtime.bigint() - t) / 1e6;
      ++runs;
      const same = n.status === w.code && n.stdout.toString() === w.stdout && n.stderr.toString() === w.stderr;
      if (!same) {
        ++differ;
        console.log(`DIFFERS: arbiter ${args.join(' ')}: exit ${n.status} vs ${w.code}`);
        if (n.stdout.toString() !== w.stdout) console.log(`  stdout: native ${n.stdout.length} bytes, wasm ${w.stdout.length}; native starts ${JSON.stringify(n.stdout.toString().slice(0, 200))}, wasm ${JSON.stringify(w.stdout.slice(0, 200))}`);
        if (n.stderr.toString() !== w.stderr) console.log(`  stderr: native ${JSON.stringify(n.stderr.toString().slice(0, 300))}\n          wasm   ${JSON.stringify(w.stderr.slice(0, 300))}`);
      }
    }
  }
  console.log(`${files.length} files, ${runs} commands: ${runs - differ} byte-identical, ${differ} differ` +
    ` (native ${Math.round(nativeMs)} ms with process start-up, wasm ${Math.round(wasmMs)} ms)`);
  if (files.length === 0) { console.log('no scenario files found'); process.exit(1); }
  process.exit(differ ? 1 : 0);
}
main().catch((e) => { console.error(e); process.exit(1); });
