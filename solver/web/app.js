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

// Everything the page shows. Views read it in render(model) and change it through update()
// and edit() below, never elsewhere.
const model = {
  view: null,     // the view showing the position
  p: null,        // the position: a format-1 file
  rules: '',      // the rule set chosen: '' the file's own, or one of the game's (or 'all')
  ui: {},         // the view's own state: the figure picked, the option or step shown...
  answer: null,   // the server's answer to the position as it is, or null
  ruleSets: {},   // game -> [{name, description}], the default first (GET /api/rules)
};

let snapshot = '';    // the position and rule set now, as JSON: the top of the undo history
const undoStack = [], redoStack = [];
let requestSeq = 0;
let timer = null;

const state = () => JSON.stringify({p: model.p, rules: model.rules});

// ---------------------------------------------------------------- persistence

function encodePosition() {
  const bytes = new TextEncoder().encode(state());
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function decodePosition(s) {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '==='.slice((b64.length + 3) % 4));
  const bytes = Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}
const shareUrl = () => location.origin + location.pathname + '#p=' + encodePosition();
function persist() {
  try { localStorage.setItem(STORE_KEY, state()); } catch (e) { /* private mode */ }
  history.replaceState(null, '', '#p=' + encodePosition());
}
function updateUndoButtons() {
  $('undo').disabled = !undoStack.length;
  $('redo').disabled = !redoStack.length;
}
// An edit was made: one step of undo history, and the link and saved position follow.
function commit() {
  const now = state();
  if (now !== snapshot) {
    undoStack.push(snapshot);
    if (undoStack.length > HISTORY_LIMIT) undoStack.shift();
    redoStack.length = 0;
    snapshot = now;
  }
  persist();
  updateUndoButtons();
}

// ---------------------------------------------------------------- the one render

const render = () => model.view.render(model);

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

async function solve() {
  const seq = ++requestSeq;
  const view = model.view, p = model.p;
  shell.setStatus('busy', 'solving…');
  let res, body;
  try {
    res = await request((view.endpoint || '/api/solve') + '?' + view.query(model), {method: 'POST',
      headers: {'Content-Type': 'application/json'}, body: JSON.stringify(p)});
    body = await res.json();
  } catch (e) {
    if (seq !== requestSeq) return;
    shell.setStatus('error', 'no answer from the server');
    $('status').dataset.seq = seq;
    return;
  }
  if (seq !== requestSeq || view !== model.view) return; // a later edit has its own request
  const ok = res.status === 200;
  shell.showError(ok ? null : body.error || ('HTTP ' + res.status));
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

function load(obj, {record = true} = {}) {
  const p = obj && obj.p ? obj.p : obj;
  const view = viewOf(p);
  if (!view) throw new Error('game "' + gameOf(p) + '" has no view on this page');
  const cells = largestBoard(p);
  if (!(cells <= MAX_DRAWN_CELLS)) {
    throw new Error('a board of ' + cells + ' hexes: the page draws at most ' + MAX_DRAWN_CELLS + ' (arbiter solve reads it)');
  }
  view.check(p);
  model.rules = rulesOf(view, obj, p, model.view === view ? model.rules : undefined);
  model.p = p;
  model.ui = view.fresh(p, model.view === view ? model.ui : null);
  model.answer = null;
  if (model.view !== view) {
    for (const v of VIEWS) $(v.view).hidden = v !== view;
    model.view = view;
  }
  $('game').value = keyOf(view);
  document.title = 'Arbiter: ' + view.title;
  shell.showError(null);
  if (record) commit(); else { snapshot = state(); persist(); updateUndoButtons(); }
  render();
  shell.requestSolve(0);
}
function undoRedo(from, to) {
  if (!from.length) return;
  to.push(snapshot);
  const back = from.pop();
  load(JSON.parse(back), {record: false});
  snapshot = back;
  updateUndoButtons();
}

// The first position: the share link's, else the one kept in the browser, else the example.
// A link or a saved position that cannot be drawn is said so; a saved one is dropped, so that
// the next visit starts afresh.
function openFirst() {
  let loaded = false;
  let dropped = null;  // why a link or the saved position was not drawn
  if (location.hash.startsWith('#p=')) {
    try { load(decodePosition(location.hash.slice(3)), {record: false}); loaded = true; } catch (e) { dropped = 'the link: ' + e.message; }
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
  if (dropped) shell.showError('Not drawn, ' + dropped);
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
  window.addEventListener('hashchange', () => {
    if (!location.hash.startsWith('#p=')) return;
    try {
      const text = JSON.stringify(decodePosition(location.hash.slice(3)));
      if (text === state()) return;
      load(JSON.parse(text));
    } catch (e) { /* ignore a damaged link */ }
  });
}

function bindFiles() {
  $('share').addEventListener('click', async () => {
    const url = shareUrl();
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
      load(JSON.parse(await file.text()));
    } catch (e) {
      shell.showError(file.name + ': ' + e.message);
    }
    $('load-file').value = '';
  });
  $('reset').addEventListener('click', () => load(model.view.example()));
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
  openFirst();
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
