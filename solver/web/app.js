// The page of `arbiter serve`: a shell over one view per game. The shell owns the model
// (the position, the rule set chosen, the view's own state, the server's answer); a view
// draws the model and changes it only through the shell (update, edit), and every change
// is drawn by one render. The position is always a format-1 scenario object, the very file
// `arbiter solve` reads, so that share links, saved files, undo and the server all see the
// same thing. The shell loads a file or an example, picks the view by the file's `game`
// (as the server does), keeps the share link, the saved position and the undo history, and
// sends POST /api/solve for the view. The rule sets of each game are the engine's
// (GET /api/rules). No library: plain DOM and SVG, one ES module per game over board.js.
import {$} from './board.js';
import {request} from './engine.js';
import gloomhaven from './gloomhaven.js';
import heroscape from './heroscape.js';
import arcadia from './arcadia.js';
import grumblestone from './grumblestone.js';
import round from './round.js';

const STORE_KEY = 'arbiter.position.v1';
// A view takes the files its `matches` accepts, else those of its game; the round view comes
// before Gloomhaven's, whose files it shares (a round file has `round` instead of `turn`).
const VIEWS = [round, gloomhaven, heroscape, arcadia, grumblestone];
const keyOf = (v) => v.key || v.game;
const gameOf = (p) => (p && typeof p === 'object' && typeof p.game === 'string' ? p.game : 'gloomhaven');
const viewOf = (p) => VIEWS.find((v) => (v.matches ? v.matches(p) : v.game === gameOf(p)));
const HISTORY_LIMIT = 200;
const HISTORY_CHARS = 64e6;

// Everything the page shows. Views read it in render(model) and change it through update()
// and edit() below, never elsewhere.
const model = {
  view: null,     // the view showing the position
  p: null,        // the position: a format-1 file
  rules: '',      // the rule set chosen: '' the file's own, or one of the game's (or 'all')
  ui: {},         // the view's own state: the figure picked, the option or step shown...
  answer: null,   // the server's answer to the position as it is, or null
  ruleSets: {},   // game -> [{name, description}], the default first (GET /api/rules)
  fileName: null, // the name of the file the player loaded (errors name it), or null
};

let snapshot = '';    // the position and rule set now, as JSON: the top of the undo history
let snapshotFull = ''; // the same with what the view shows (linkState), as undo restores it
const undoStack = [], redoStack = [];
let requestSeq = 0;
let notice = null;    // why a link or the saved position was not opened: shown until the next file
let timer = null;

const state = () => JSON.stringify({p: model.p, rules: model.rules});

// ---------------------------------------------------------------- persistence

// A link carries the position, the rule set and what the view shows (its `shareUi`: the
// round's step, the option chosen, the hex explained, the board's zoom). '#z=' links are
// deflate-compressed (CompressionStream, a fifth of the plain size for a real scenario);
// '#p=' links, plain base64url JSON, are still read.
const b64url = (bytes) => {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
function unb64url(s) {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '==='.slice((b64.length + 3) % 4));
  return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
}
async function pipe(bytes, stream) {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}
const linkState = () => {
  const ui = model.view.shareUi ? model.view.shareUi(model) : null;
  return JSON.stringify(ui ? {p: model.p, rules: model.rules, ui} : {p: model.p, rules: model.rules});
};
async function encodeLink(text) {
  const bytes = new TextEncoder().encode(text);
  if (typeof CompressionStream !== 'function') return '#p=' + b64url(bytes);
  return '#z=' + b64url(await pipe(bytes, new CompressionStream('deflate-raw')));
}
// The link's state ({p, rules, ui}); throws, saying why, when it cannot be read.
async function decodeLink(hash) {
  let bytes;
  try {
    bytes = unb64url(hash.slice(3));
    if (hash.startsWith('#z=')) bytes = await pipe(bytes, new DecompressionStream('deflate-raw'));
  } catch (e) {
    throw new Error('it is damaged or cut short, and cannot be read');
  }
  try { return JSON.parse(new TextDecoder().decode(bytes)); } catch (e) { throw new Error('it is not a position (' + e.message + ')'); }
}
// A position larger than this (a large map) goes in no link: an address of hundreds of
// kilobytes holds the tab for seconds and no one can paste it; "Save file" keeps it.
const MAX_LINK_STATE = 256 * 1024;
const isLink = (hash) => hash.startsWith('#p=') || hash.startsWith('#z=');
async function shareUrl() {
  return location.origin + location.pathname + await encodeLink(linkState());
}
// The address bar follows the position and the view; the link is built off the event (it is
// compressed asynchronously), the last one wins.
let linkSeq = 0;
let linkShown = '';
async function updateLink(text) {
  const seq = ++linkSeq;
  if (text.length > MAX_LINK_STATE) {
    linkShown = '';
    history.replaceState(null, '', location.pathname);
    return;
  }
  const hash = await encodeLink(text);
  if (seq !== linkSeq) return;
  linkShown = hash;
  history.replaceState(null, '', hash);
}
function persist(text = linkState()) {
  try { localStorage.setItem(STORE_KEY, text); } catch (e) { /* private mode, or a map past the quota */ }
  updateLink(text);
}
function updateUndoButtons() {
  $('undo').disabled = !undoStack.length;
  $('redo').disabled = !redoStack.length;
}
// An edit was made: one step of undo history (what the view showed kept with it), and the link
// and saved position follow.
function commit() {
  const now = state();
  if (now !== snapshot) {
    undoStack.push(snapshotFull);
    // At most HISTORY_LIMIT steps, and HISTORY_CHARS characters (a large map's steps are big).
    let chars = undoStack.reduce((n, x) => n + x.length, 0);
    while (undoStack.length > HISTORY_LIMIT || (undoStack.length > 1 && chars > HISTORY_CHARS)) chars -= undoStack.shift().length;
    redoStack.length = 0;
    snapshot = now;
  }
  snapshotFull = linkState();
  persist(snapshotFull);
  updateUndoButtons();
}

// ---------------------------------------------------------------- the one render

const render = () => model.view.render(model);
// What the view shows changed (a step, an option): the link and the saved position follow,
// once a burst of such changes is over.
let persistTimer = null;
function persistSoon() {
  clearTimeout(persistTimer);
  // Not while a figure is dragged (the position moved, not yet an edit): the drop commits.
  persistTimer = setTimeout(() => { if (state() === snapshot) { snapshotFull = linkState(); persist(snapshotFull); } }, 150);
}

// What a view may do (its `mount` receives this).
const shell = {
  model,
  // The names of a game's rule sets, the default first.
  ruleNames: (game) => (model.ruleSets[game] || []).map((r) => r.name),
  ruleSets: (game) => model.ruleSets[game] || [],
  // A change of what is shown only (the figure picked, the option drawn): one render.
  update(change) {
    change(model);
    render();
    persistSoon();
  },
  // A change of what is shown that the view has drawn itself (the board's zoom): kept in the
  // model, the link and the saved position, no render.
  remember(change) {
    change(model);
    persistSoon();
  },
  // A change of the position or the rule set: the view's own state follows (its `edited`),
  // one step of undo history, one render, and a solve after the burst of edits.
  edit(change) {
    if (change(model) === false) return;
    if (model.view.edited) model.view.edited(model);
    commit();
    render();
    shell.requestSolve(120);
  },
  setStatus(st, text) {
    const s = $('status');
    s.dataset.state = st;
    s.textContent = text;
  },
  showError(text) {
    const err = $('error');
    err.hidden = !text;
    err.textContent = text || '';
  },
  // Opens a file as the Load file button does (a scenario imported by a view).
  open(obj) { load(obj); },
  // Solves the position after `delay` ms (edits come in bursts: the last one wins).
  requestSolve(delay) {
    clearTimeout(timer);
    timer = setTimeout(solve, delay || 0);
  },
};

// The solve in flight: a later one (or a hint) aborts it, so that the page never waits on a
// solve it has abandoned, nor holds a connection for it.
let solving = new AbortController();
function abortSolve() {
  solving.abort();
  solving = new AbortController();
}

// A message of the server about the position, naming the player's file (the server calls
// every body "request.json").
const named = (text) => String(text).replace(/\brequest\.json\b/g, model.fileName || 'this position');

async function solve() {
  const seq = ++requestSeq;
  const view = model.view, p = model.p;
  // A board not ready to solve (empty, no monster yet) gets a hint, not a request.
  const hint = view.hint ? view.hint(model) : null;
  abortSolve();
  if (hint) {
    model.answer = null;
    shell.showError(notice);
    render();
    shell.setStatus('ok', hint);
    $('status').dataset.seq = seq;
    return;
  }
  shell.setStatus('busy', 'solving…');
  let res, body;
  try {
    res = await request((view.endpoint || '/api/solve') + '?' + view.query(model), {method: 'POST',
      headers: {'Content-Type': 'application/json'}, body: JSON.stringify(p), signal: solving.signal});
    body = await res.json();
  } catch (e) {
    if (seq !== requestSeq) return;
    shell.setStatus('error', 'no answer from the server');
    $('status').dataset.seq = seq;
    return;
  }
  if (seq !== requestSeq || view !== model.view) return; // a later edit has its own request
  const ok = res.status === 200;
  shell.showError(ok ? notice : named(body.error || ('HTTP ' + res.status)));
  model.answer = ok ? body : null;
  if (view.answered) view.answered(model);
  render();
  if (ok) shell.setStatus('ok', view.status(model));
  else shell.setStatus('error', 'position not solvable: see the message');
  $('status').dataset.seq = seq;
}

// ---------------------------------------------------------------- loading

// The rule set a loaded file opens with: the link's, when it is one of the game's (or one the
// view adds, such as 'all'); else the view's own choice (`rulesFor`), else the file's.
function rulesOf(view, obj, p, before) {
  const names = shell.ruleNames(view.game).concat(view.extraRules || []);
  if (obj.p && names.includes(obj.rules)) return obj.rules;
  return view.rulesFor ? view.rulesFor(p, names, before) : '';
}

// Shows `obj` ({p, rules} or a bare scenario) in its game's view; throws when no view takes it.
// The largest board the page draws: a link or a saved position may name any size (a link of
// 472 characters named 4096 x 4096 hexes and hung the page); past it the position is refused.
const MAX_DRAWN_CELLS = 65536;
function largestBoard(p) {
  let most = 0;
  const visit = (v, depth) => {
    if (!v || typeof v !== 'object' || depth > 3) return;
    if (Array.isArray(v)) { most = Math.max(most, v.length); return; }
    if (typeof v.columns === 'number' && typeof v.rows === 'number') most = Math.max(most, v.columns * v.rows);
    for (const k of Object.keys(v)) visit(v[k], depth + 1);
  };
  visit(p, 0);
  return most;
}

function load(obj, {record = true, keepName = false} = {}) {
  const p = obj && obj.p ? obj.p : obj;
  const view = viewOf(p);
  if (!view) throw new Error('game "' + gameOf(p) + '" has no view on this page');
  const cells = largestBoard(p), limit = view.maxCells || MAX_DRAWN_CELLS;
  if (!(cells <= limit)) {
    throw new Error('a board of ' + cells + ' hexes: the page draws at most ' + limit + ' (arbiter solve reads it)');
  }
  view.check(p);
  model.rules = rulesOf(view, obj, p, model.view === view ? model.rules : undefined);
  model.p = p;
  model.ui = view.fresh(p, model.view === view ? model.ui : null);
  // What a link or the undo history says the view showed (the answer, when it comes, keeps
  // it valid: a step past the round's end goes back to its end).
  if (obj && obj.p && obj.ui && typeof obj.ui === 'object' && view.shareUi) {
    for (const k of Object.keys(view.shareUi(model))) if (k in obj.ui) model.ui[k] = obj.ui[k];
  }
  model.answer = null;
  if (model.view !== view) {
    for (const v of VIEWS) $(v.view).hidden = v !== view;
    model.view = view;
  }
  $('game').value = keyOf(view);
  document.title = 'Arbiter: ' + view.title;
  notice = null;
  if (!keepName) model.fileName = null;
  shell.showError(null);
  if (record) commit(); else { snapshot = state(); snapshotFull = linkState(); persist(snapshotFull); updateUndoButtons(); }
  render();
  shell.requestSolve(0);
}
function undoRedo(from, to) {
  if (!from.length) return;
  to.push(snapshotFull);
  const back = from.pop();
  load(JSON.parse(back), {record: false, keepName: true});
  updateUndoButtons();
}

// The first position: the share link's, else the one kept in the browser, else the example.
// A link or a saved position that cannot be drawn is said so; a saved one is dropped, so that
// the next visit starts afresh.
async function openFirst() {
  let loaded = false;
  let dropped = null;  // why a link or the saved position was not drawn
  if (isLink(location.hash)) {
    try { load(await decodeLink(location.hash), {record: false}); loaded = true; } catch (e) { dropped = 'the link: ' + e.message; }
  }
  if (!loaded) {
    try {
      const saved = localStorage.getItem(STORE_KEY);
      if (saved) { load(JSON.parse(saved), {record: false}); loaded = true; }
    } catch (e) {
      try { localStorage.removeItem(STORE_KEY); } catch (e2) { /* private mode */ }
      dropped = 'the saved position: ' + e.message;
    }
  }
  if (!loaded) load(gloomhaven.example(), {record: false});
  if (dropped) {
    notice = 'Not opened, ' + dropped;
    shell.showError(notice);
  }
}

function bindHistory() {
  $('undo').addEventListener('click', () => undoRedo(undoStack, redoStack));
  $('redo').addEventListener('click', () => undoRedo(redoStack, undoStack));
  document.addEventListener('keydown', (evt) => {
    if (!(evt.ctrlKey || evt.metaKey) || evt.target.closest('input, select, textarea')) return;
    if (evt.key === 'z' && !evt.shiftKey) undoRedo(undoStack, redoStack);
    else if (evt.key === 'y' || (evt.key === 'Z' && evt.shiftKey)) undoRedo(redoStack, undoStack);
    else return;
    evt.preventDefault();
  });
  // A link pasted into the address bar of the open page (not the page's own updates).
  window.addEventListener('hashchange', async () => {
    const hash = location.hash;
    if (!isLink(hash) || hash === linkShown) return;
    try {
      const obj = await decodeLink(hash);
      if (JSON.stringify({p: obj.p, rules: obj.rules}) === state()) return;
      load(obj);
    } catch (e) {
      notice = 'Not opened, the link: ' + e.message;
      shell.showError(notice);
    }
  });
}

function bindFiles() {
  $('share').addEventListener('click', async () => {
    if (linkState().length > MAX_LINK_STATE) { shell.setStatus('ok', 'too large for a link: save the file instead'); return; }
    const url = await shareUrl();
    history.replaceState(null, '', url);
    try { await navigator.clipboard.writeText(url); shell.setStatus('ok', 'link copied'); } catch (e) { shell.setStatus('ok', 'link in the address bar'); }
  });
  $('save-file').addEventListener('click', () => {
    const blob = new Blob([JSON.stringify(model.p, null, 2) + '\n'], {type: 'application/json'});
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = (model.p.name || 'position') + '.json';
    document.body.appendChild(a); a.click(); a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  });
  $('load-file').addEventListener('change', async () => {
    const file = $('load-file').files[0];
    if (!file) return;
    try {
      const obj = JSON.parse(await file.text());
      load(obj);
      model.fileName = file.name;
    } catch (e) {
      shell.showError(file.name + ': ' + e.message);
    }
    $('load-file').value = '';
  });
  $('reset').addEventListener('click', () => load(model.view.example()));
  // A new board: the view's empty position (else its example), to build by clicks.
  $('new').addEventListener('click', () => load(model.view.empty ? model.view.empty() : model.view.example()));
}

// Every game's rule sets, from the engine; none (only "the file's") when the server is old.
async function fetchRuleSets() {
  try {
    const res = await request('/api/rules');
    const body = await res.json();
    for (const g of body.games) model.ruleSets[g.game] = g.rule_sets;
  } catch (e) { /* the views offer the file's own rule set only */ }
}

async function init() {
  await fetchRuleSets();
  for (const v of VIEWS) v.mount(shell);
  await openFirst();
  // The picker lists Gloomhaven's turn before its round (VIEWS puts the round first to match).
  for (const v of [gloomhaven, round, heroscape, arcadia, grumblestone]) {
    const o = document.createElement('option');
    o.value = keyOf(v); o.textContent = v.title;
    $('game').appendChild(o);
  }
  $('game').value = keyOf(model.view);
  $('game').addEventListener('change', () => load(VIEWS.find((v) => keyOf(v) === $('game').value).example()));
  bindHistory();
  bindFiles();
  // For tests and the console: the position exactly as the server receives it.
  // Beside the engine's API that engine.js puts there (docs/page.md).
  window.arbiter = Object.assign(window.arbiter || {}, {
    position: () => JSON.parse(JSON.stringify(model.p)),
    rules: () => model.rules,
    game: () => model.view.game,
    view: () => keyOf(model.view),
    shareUrl,
    undo: () => undoRedo(undoStack, redoStack),
    redo: () => undoRedo(redoStack, undoStack),
    history: () => [undoStack.length, redoStack.length],
  });
  updateUndoButtons();
}

init();
