// The WebAssembly engine as a command line under Node, for measurements and by hand:
//   node tests/web/wasm_cli.js BUILD_WEB_DIR ARGS...
// runs `arbiter ARGS...` in the engine; every argument naming a file or folder below the
// current directory (a relative path) is copied into the engine's in-memory file system
// first. Prints what the command prints and exits with its status. With --time, the
// command's own time (without Node's start-up and the copy: wall, and the process's CPU,
// which includes the WebAssembly compiler's threads) goes to stderr for a first run and a
// second one (the engine's code compiled by then). With --runs-on-stdin, the engine is
// loaded once and the command runs once per line read from standard input, each run
// answered by one line of JSON (its CPU and wall milliseconds, exit status and the sha256
// of what it printed): scripts/wasm-speed.py times it that way beside the native program.
'use strict';
const fs = require('fs');
const path = require('path');
const {runCommand} = require(path.join(__dirname, '..', '..', 'solver/wasm/engine-worker.js'));

const argv = process.argv.slice(2);
const timed = argv[0] === '--time';
const onStdin = argv[0] === '--runs-on-stdin';
if (timed || onStdin) argv.shift();
const [webDir, ...args] = argv;
if (!webDir) {
  console.error('usage: node wasm_cli.js [--time] BUILD_WEB_DIR ARGS...');
  process.exit(2);
}
function collect(p, files) {
  const st = fs.statSync(p);
  if (st.isDirectory()) {
    for (const name of fs.readdirSync(p)) collect(path.join(p, name), files);
  } else {
    files[p] = new Uint8Array(fs.readFileSync(p));
  }
}
const files = {};
for (const a of args) {
  if (!path.isAbsolute(a) && !a.startsWith('..') && fs.existsSync(a)) collect(a, files);
}
const engineJs = path.resolve(webDir, 'arbiter-engine.js');
require(engineJs)({print: () => {}, printErr: () => {}, wasmBinary: fs.readFileSync(engineJs.replace(/\.js$/, '.wasm'))})
  .then((engine) => {
    if (onStdin) return answerRuns(engine);
    let r;
    for (const run of timed ? ['first', 'second'] : ['only']) {
      const start = process.hrtime.bigint(), cpu = process.cpuUsage();
      r = runCommand(engine, args, files);
      const ms = Number(process.hrtime.bigint() - start) / 1e6, used = process.cpuUsage(cpu);
      if (timed) {
        process.stderr.write(`wasm_cli: ${run} run: ${ms.toFixed(1)} ms wall, ` +
          `${((used.user + used.system) / 1000).toFixed(1)} ms CPU\n`);
      }
    }
    process.stdout.write(r.stdout);
    process.stderr.write(r.stderr);
    process.exitCode = r.code;
  });

// One run of the command per line of standard input, answered as a line of JSON.
function answerRuns(engine) {
  const crypto = require('crypto');
  const readline = require('readline');
  const lines = readline.createInterface({input: process.stdin});
  lines.on('line', () => {
    const start = process.hrtime.bigint(), cpu = process.cpuUsage();
    const r = runCommand(engine, args, files);
    const wall = Number(process.hrtime.bigint() - start) / 1e6, used = process.cpuUsage(cpu);
    const sha256 = crypto.createHash('sha256').update(r.stdout).digest('hex');
    process.stdout.write(JSON.stringify({cpu_ms: (used.user + used.system) / 1000,
      wall_ms: wall, code: r.code, sha256}) + '\n');
  });
}
