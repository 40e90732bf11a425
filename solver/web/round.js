// The Gloomhaven round, step by step: a round file (docs/format.md, "Gloomhaven rounds") set
// up (characters' initiatives, second cards, long rests; each monster type's card) and the
// answer of POST /api/round, which is what `arbiter round --format json` prints, stepped
// through one activation at a time: who acts and why now, the move drawn on the board, each
// attack with its exact odds, hit points and conditions on the figures, doors opened and the
// rooms behind them revealed, summons placed. Where the players choose, the choice is offered
// and written into the file's round.choose, so that the file, the link and the command line
// all play the same round. The view holds no state: it draws the shell's model (model.ui:
// the step shown, the figure picked, the end boards of every choice path).
import {$, el, html, key, hexGrid, listCells, drawGrid, drawEdge, drawText, drawFigure, onCellPointer, toDecimal, rulesQuery} from './board.js';
import {mountZoom} from './zoom.js';
import {rulesSelect} from './view.js';
import {mountSetup, drawSetup, seededDraws, DEFAULT_SEED} from './round-setup.js';
import {request} from './engine.js';

function example() {
  return {
    format: 1, game: 'gloomhaven', name: 'page-round', coordinates: 'even-q',
    title: 'A door opened: the Imp acts at once, the Ogre in its place',
    map: {hexes: {columns: 9, rows: 5}, terrain: {wall: [[4, 0], [4, 1], [4, 3], [4, 4]], obstacle: [[2, 4]]},
      doors: [{hex: [4, 2], room: [[5, 0], [5, 1], [5, 2], [5, 3], [5, 4], [6, 0], [6, 1], [6, 2], [6, 3], [6, 4],
        [7, 0], [7, 1], [7, 2], [7, 3], [7, 4], [8, 0], [8, 1], [8, 2], [8, 3], [8, 4]],
      monsters: [{hex: [5, 3], type: 'Imp', rank: 'normal', id: 'I1'}, {hex: [7, 2], type: 'Ogre', rank: 'normal', id: 'O1'}]}]},
    monster_types: {
      Guard: {normal: {hp: 6, move: 2, attack: 2, range: 0}, card: {initiative: 35, actions: [{move: '+0'}, {attack: '+0'}]}},
      Imp: {normal: {hp: 3, move: 2, attack: 1, range: 0}, card: {initiative: 15, actions: [{attack: '+0'}]}},
      Ogre: {normal: {hp: 10, move: 1, attack: 3, range: 0}, card: {initiative: 70, actions: [{shield: 1}]}},
    },
    figures: [
      {id: 'C1', side: 'players', kind: 'character', hex: [3, 2], initiative: 30, hp: 10, max_hp: 10, actions: [{move: [[4, 2]]}]},
      {id: 'C2', side: 'players', kind: 'character', hex: [1, 2], initiative: 40, hp: 8, max_hp: 8},
      {id: 'G1', side: 'monsters', kind: 'monster', hex: [0, 0], type: 'Guard', rank: 'normal', standee: 1},
    ],
    round: {draws: ['+0', '+1', '-1']},
  };
}

const isRound = (p) => !!p && typeof p === 'object' && (p.game || 'gloomhaven') === 'gloomhaven' && !!p.round;
const gridOf = (p) => hexGrid(p.coordinates || 'even-q', listCells(p.map.hexes), 24);
const answerOf = (m) => (m.answer && m.answer.timeline ? m.answer : null);
const activations = (m) => (answerOf(m) ? m.answer.timeline : []);
const conditionNames = (list) => (list || []).map((c) => (typeof c === 'string' ? c : c.name));

function check(p) {
  if (!isRound(p) || !p.map || !Array.isArray(p.figures) || !p.monster_types) {
    throw new Error('not a Gloomhaven round file (map, figures, monster_types, round)');
  }
  // A round without draws applies no damage: the page draws a seeded shuffle of the deck
  // instead, written into the file (shown, editable, and in the link).
  if (!Array.isArray(p.round.draws)) {
    const draws = seededDraws(p, DEFAULT_SEED);
    if (draws) p.round.draws = draws;
  }
}
// step: the activations played on the board (0: the start); picked: the figure clicked (its
// panel open; a click on a hex moves it); branches: GET of every choice path, or null.
const fresh = () => ({step: 0, picked: null, branches: null, deckSeed: DEFAULT_SEED});

function mount(shell) {
  $('view-round').innerHTML = `
  <section class="board-section" aria-label="The round on the board">
    <div class="game-toolbar">
      <div class="stepper">
        <button type="button" id="rd-first" aria-label="the start of the round">|◀</button>
        <button type="button" id="rd-prev" aria-label="previous activation">◀</button>
        <span id="rd-step">start</span>
        <button type="button" id="rd-next" aria-label="next activation">▶</button>
        <button type="button" id="rd-last" aria-label="the end of the round">▶|</button>
      </div>
      <label>rule set ${rulesSelect('rd-rules', shell.ruleSets('gloomhaven'))}</label>
      <span class="hint">← → step through the round</span>
    </div>
    <svg id="rd-board" class="game-board" role="img" aria-label="The board"></svg>
    <p class="legend">blue: characters and their summons · grey: monsters (gold elite, violet boss) · under each figure: hit points ·
      above: conditions · brown dashed hex: a closed door; dark hexes: rooms not yet revealed · green hex: a starting hex (at the start) · dashed line: the move; red: attacks · click a figure, then a hex, to move it</p>
    <ol id="rd-order" class="round-order"></ol>
  </section>
  <section class="answer-section" aria-label="The round">
    <h2 id="rd-title">The round</h2>
    <div id="rd-activation"></div>
    <div id="rd-choices"></div>
    <details id="rd-branches-box"><summary>Every combination of the players' choices</summary>
      <button type="button" id="rd-branches-run">Walk every choice path</button>
      <div class="table-wrap"><table id="rd-branches" class="odds"></table></div>
    </details>
    <details id="rd-setup-box" open><summary>Set up the round</summary><div id="rd-open-box" hidden></div><div id="rd-setup"></div></details>
    <div id="rd-notes"></div>
  </section>`;
  const go = (n) => shell.update((m) => { m.ui.step = Math.max(0, Math.min(activations(m).length, n)); });
  $('rd-first').addEventListener('click', () => go(0));
  $('rd-prev').addEventListener('click', () => go(shell.model.ui.step - 1));
  $('rd-next').addEventListener('click', () => go(shell.model.ui.step + 1));
  $('rd-last').addEventListener('click', () => go(activations(shell.model).length));
  $('rd-rules').addEventListener('change', () => shell.edit((m) => { m.rules = $('rd-rules').value; }));
  mountZoom($('rd-board'), {get: () => shell.model.ui.zoom || null, set: (z) => shell.remember((m) => { m.ui.zoom = z; })});
  onCellPointer($('rd-board'), () => gridOf(shell.model.p), (c, figId) => onBoard(shell, c, figId));
  $('rd-branches-run').addEventListener('click', () => walkBranches(shell));
  $('rd-order').addEventListener('click', (evt) => {
    const li = evt.target.closest('li[data-index]');
    if (li) go(Number(li.dataset.index) + 1);
  });
  mountSetup(shell);
  document.addEventListener('keydown', (evt) => {
    if ($('view-round').hidden || evt.ctrlKey || evt.metaKey || evt.target.closest('input, select, textarea')) return;
    if (evt.key === 'ArrowRight') go(shell.model.ui.step + 1);
    else if (evt.key === 'ArrowLeft') go(shell.model.ui.step - 1);
    else return;
    evt.preventDefault();
  });
}

// A click on a figure opens its panel; then a click on a free hex moves it there. Figures
// move on the board as the round starts: the view goes back to the start.
function onBoard(shell, c, figId) {
  const m = shell.model, p = m.p;
  if (figId) {
    const own = p.figures.some((f) => f.id === figId);
    shell.update(() => { m.ui.picked = own && m.ui.picked !== figId ? figId : null; m.ui.step = 0; });
    return;
  }
  const f = m.ui.picked && p.figures.find((x) => x.id === m.ui.picked);
  if (!f || !gridOf(p).has(c) || m.ui.step !== 0) return;
  const k = key(c);
  const blocked = ['wall', 'obstacle'].some((t) => ((p.map.terrain || {})[t] || []).some((h) => key(h) === k));
  const hidden = (p.map.doors || []).some((d) => (d.room || []).some((h) => key(h) === k));
  if (blocked || hidden || p.figures.some((x) => key(x.hex) === k)) return;
  shell.edit(() => { f.hex = c; });
}

// ---------------------------------------------------------------- the board at a step

// A stat card's hit points: a number, or a boss's "NxC" / "N+MxC" (C: the characters).
function statHp(p, t, rank) {
  const s = p.monster_types[t] && p.monster_types[t][rank];
  if (!s) return null;
  if (typeof s.hp === 'number') return s.hp;
  const x = /^(\d+)(?:\+(\d+))?x ?C$/.exec(String(s.hp));
  const c = p.round.characters || p.figures.filter((f) => f.kind === 'character').length;
  return x ? (x[2] ? Number(x[1]) + Number(x[2]) * c : Number(x[1]) * c) : null;
}
// The figures on the board after `n` activations: the file's at the start, else the
// activation's `after` (figures removed are not drawn).
function figuresAt(m, n) {
  if (n > 0) return activations(m)[n - 1].after.filter((f) => !f.removed);
  return m.p.figures.map((f) => {
    const max = f.max_hp !== undefined ? f.max_hp : f.kind === 'monster' ? statHp(m.p, f.type, f.rank) : null;
    return {id: f.id, hex: f.hex, hp: f.hp !== undefined ? f.hp : max, max_hp: max, conditions: conditionNames(f.conditions)};
  });
}
// The file's own figure (side, rank), or a revealed / summoned monster's.
function describe(p, id) {
  const f = p.figures.find((x) => x.id === id);
  if (f) return f;
  for (const d of p.map.doors || []) {
    const x = (d.monsters || []).find((y) => y.id === id);
    if (x) return Object.assign({side: 'monsters', kind: 'monster'}, x);
  }
  return {side: 'monsters', kind: 'monster'};
}
// Doors open after `n` activations: those a figure has stepped on this round.
function openDoors(m, n) {
  const stepped = new Set();
  for (const a of activations(m).slice(0, n)) for (const x of a.actions) for (const h of x.path) stepped.add(key(h));
  return new Set((m.p.map.doors || []).map((d) => key(d.hex)).filter((k) => stepped.has(k)));
}

// A label that fits a hex: "Bandit Guard 3" is drawn "BG3" (the full id in the panels).
const shortLabel = (id) => (id.length <= 4 ? id : id.split(/\s+/).map((w) => (/^\d+$/.test(w) ? w : w[0])).join(''));

// Until the answer comes, the start of the round is drawn (a link's step waits for it).
function render(shown) {
  const m = answerOf(shown) || !shown.ui.step ? shown : Object.assign({}, shown, {ui: Object.assign({}, shown.ui, {step: 0})});
  const step = m.ui.step, a = step > 0 ? activations(m)[step - 1] : null;
  const figs = figuresAt(m, step);
  const L = drawMap(m, figs);
  const grid = gridOf(m.p);
  if (a) drawMoves(m, grid, L, a, figs);
  for (const f of figs) {
    const d = describe(m.p, f.id);
    const cls = [d.side, d.rank === 'elite' ? 'elite' : d.rank === 'boss' ? 'boss' : ''].filter(Boolean);
    if (a && f.id === a.figure) cls.push('acting');
    if (step === 0 && f.id === m.ui.picked) cls.push('selected');
    const hp = f.hp === null || f.hp === undefined ? null : f.max_hp ? f.hp + '/' + f.max_hp : String(f.hp);
    const g = drawFigure(L.figures, grid, [f.hex], {id: f.id, label: shortLabel(f.id), cls, hp, conditions: f.conditions});
    g.dataset.hp = f.hp === null || f.hp === undefined ? '' : f.hp;
    g.dataset.conditions = f.conditions.join(',');
  }
  $('rd-rules').value = m.rules;
  drawOrder(m);
  drawActivation(m, a);
  drawChoices(m);
  drawBranches(m);
  drawSetup(m);
}

// The map at the step shown: terrain, doors (rooms behind closed ones dark), starting hexes.
function drawMap(m, figs) {
  const p = m.p, step = m.ui.step;
  const open = openDoors(m, step);
  const doorAt = new Map((p.map.doors || []).map((d) => [key(d.hex), d]));
  const hidden = new Set();
  for (const d of p.map.doors || []) if (!open.has(key(d.hex))) for (const h of d.room || []) hidden.add(key(h));
  const starts = new Set((p.map.starting_hexes || []).map(key));
  const terrain = new Map();
  for (const [t, hexes] of Object.entries(p.map.terrain || {})) for (const h of hexes) terrain.set(key(h), t);
  const occupied = new Set(figs.map((f) => key(f.hex)));
  const grid = gridOf(p);
  const L = drawGrid($('rd-board'), grid, {
    cellClass: (c) => {
      const k = key(c), cls = ['hex', 't-' + (terrain.get(k) || 'none')];
      if (hidden.has(k)) cls.push('fog');
      if (doorAt.has(k)) cls.push(open.has(k) ? 'door-open' : 'door-closed');
      if (step === 0 && starts.has(k)) cls.push('start');
      return cls;
    },
    // Coordinates where no figure stands (its hit points are written there).
    label: (c) => (hidden.has(key(c)) || occupied.has(key(c)) ? '' : key(c)), labelAt: [0, 0.7],
    fitTo: (c) => !hidden.has(key(c)),  // the rooms revealed
  });
  for (const w of p.map.thin_walls || []) drawEdge(L.marks, grid, w[0], w[1], 'wall');
  for (const h of p.map.money || []) if (!hidden.has(key(h))) drawText(L.marks, grid, h, '$', 'money', -0.2);
  return L;
}

// The activation's moves and attack lines.
function drawMoves(m, grid, L, a, figs) {
  const at = new Map(figs.map((f) => [f.id, f.hex]));
  for (const x of a.actions) {
    if (x.path.length > 1) el('polyline', {points: x.path.map((h) => grid.center(h).join(',')).join(' '), class: 'path'}, L.top);
    for (const t of x.attacks) {
      const from = at.get(t.attacker), to = at.get(t.target) || (figuresAt(m, m.ui.step - 1).find((f) => f.id === t.target) || {}).hex;
      if (!from || !to) continue;
      const [x1, y1] = grid.center(from), [x2, y2] = grid.center(to);
      el('line', {x1, y1, x2, y2, class: 'attack-line', 'data-attacker': t.attacker, 'data-target': t.target}, L.top);
    }
  }
}

// ---------------------------------------------------------------- the panels

function drawOrder(m) {
  const ol = $('rd-order'), step = m.ui.step;
  ol.textContent = '';
  activations(m).forEach((a, i) => {
    const li = html('li', {'data-figure': a.figure, 'data-index': i, class: step === i + 1 ? 'current' : ''}, ol, `${i + 1}. ${a.figure} (${a.initiative})`);
    li.tabIndex = 0;
  });
  const n = activations(m).length;
  $('rd-step').textContent = step === 0 ? `start of ${n}` : `${step} of ${n}`;
  $('rd-step').dataset.step = step;
  $('rd-prev').disabled = $('rd-first').disabled = step === 0;
  $('rd-next').disabled = $('rd-last').disabled = step >= n;
}

function attackTable(box, attacks) {
  html('summary', {}, box, 'odds and modifier cards drawn');
  const t = html('table', {class: 'odds'}, html('div', {class: 'table-wrap'}, box));
  const head = t.insertRow();
  for (const h of ['attacker', 'target', 'attack', 'shield', 'P(damage)', 'E[damage]', 'P(kill)', 'drawn', 'damage']) html('th', {}, head, h);
  for (const x of attacks) {
    const tr = t.insertRow();
    tr.className = 'attack';
    const mods = (x.advantage ? ' adv.' : '') + (x.disadvantage ? ' disadv.' : '');
    const dist = Object.entries(x.damage_odds).map(([d, p]) => `${d}: ${p}`).join(', ');
    const cells = [['attacker', x.attacker], ['target', x.target], ['attack', x.attack + mods], ['shield', x.shield],
      ['damage_odds', dist], ['expected_damage', x.expected_damage], ['kill_chance', x.kill_chance === null ? '—' : x.kill_chance],
      ['drawn', x.drawn.join(' ') || '—'],
      ['damage', (x.damage === null ? '—' : x.damage) + (x.killed ? ', killed' : '') + (x.conditions.length ? ', ' + x.conditions.join(' ') : '') +
        (x.retaliated ? `, retaliated ${x.retaliated}` : '')]];
    for (const [name, v] of cells) {
      const td = tr.insertCell();
      td.className = name; td.textContent = v;
      if (name === 'expected_damage' || name === 'kill_chance') td.title = toDecimal(v);
    }
  }
}

function drawActivation(m, a) {
  const box = $('rd-activation'), answer = answerOf(m);
  box.textContent = '';
  if (!answer) { $('rd-title').textContent = 'The round'; return; }
  if (!a) {
    $('rd-title').textContent = `The round (${answer.rules}): ${activations(m).length} activations`;
    html('p', {class: 'words'}, box, 'Order: ' + answer.order.join(', ') + '. Step forward to play it.');
    return;
  }
  $('rd-title').textContent = `${m.ui.step}. ${a.figure} acts (initiative ${a.initiative})`;
  html('p', {class: 'why'}, box, 'Why now: ' + a.why);
  for (const x of a.actions) {
    const div = html('div', {class: 'action', 'data-kind': x.kind}, box);
    html('h3', {}, div, `action ${x.number}: ${x.kind}` + (x.options ? ` (option ${x.option} of ${x.options})` : ''));
    const ul = html('ul', {}, div);
    for (const line of x.lines) html('li', {}, ul, line);
    if (x.choice) choiceSelect(m, div, x.choice);
    // The numbers (odds, draws) fold below the sentences.
    if (x.attacks.length) attackTable(html('details', {class: 'numbers'}, div, ''), x.attacks);
  }
  if (!a.actions.length) html('p', {}, box, 'no actions');
}

let editRound = null; // the shell's edit (mountSetup's shell), for the choices drawn below

// A choice of the players: its options (chosen: the round's), and the round played again
// from it. Later choices may not exist in the new round: they are dropped from the file.
function choiceSelect(m, box, k) {
  const choices = m.answer.choices || [];
  const c = choices.find((x) => x.key === k);
  if (!c) return;
  const label = html('label', {class: 'choice'}, box, `players choose (${c.key}): ${c.what} `);
  const sel = html('select', {'data-choice': c.key}, label);
  c.options.forEach((o, i) => html('option', {value: i + 1}, sel, `${i + 1}. ${o}`));
  sel.value = c.chosen;
  sel.addEventListener('change', () => editRound((mm) => {
    const later = choices.slice(choices.indexOf(c) + 1).map((x) => x.key);
    const choose = Object.assign({}, mm.p.round.choose || {});
    for (const k2 of later) delete choose[k2];
    choose[c.key] = Number(sel.value);
    mm.p.round.choose = choose;
  }));
}

function drawChoices(m) {
  const box = $('rd-choices');
  box.textContent = '';
  const inActions = new Set();
  for (const a of activations(m)) for (const x of a.actions) if (x.choice) inActions.add(x.choice);
  // Choices of the order (tied initiatives) belong to no action: offered here, always.
  const rest = ((answerOf(m) && m.answer.choices) || []).filter((c) => !inActions.has(c.key));
  if (rest.length) html('h3', {}, box, 'The players choose the order');
  for (const c of rest) choiceSelect(m, box, c.key);
}

// `arbiter round --branches`: the distinct end-of-round boards over every combination of
// the players' choices; "play this" writes that board's choices into round.choose.
async function walkBranches(shell) {
  const p = shell.model.p, q = rulesQuery(shell.model.rules);
  q.set('branches', '1');
  shell.update((m) => { m.ui.branches = {state: 'busy'}; });
  let res, body;
  try {
    res = await request('/api/round?' + q, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(p)});
    body = await res.json();
  } catch (e) { body = {error: 'no answer from the server'}; }
  if (shell.model.p !== p) return; // another file since
  const ok = res && res.status === 200;
  shell.update((m) => { m.ui.branches = {state: 'done', error: ok ? null : body.error || 'HTTP ' + res.status, branches: ok ? body.branches : null}; });
}

function drawBranches(m) {
  const t = $('rd-branches'), got = m.ui.branches;
  t.textContent = '';
  if (!got) { delete t.dataset.state; return; }
  t.dataset.state = got.state;
  if (got.state !== 'done') return;
  if (got.error) { html('caption', {}, t, got.error); return; }
  const b = got.branches;
  html('caption', {}, t, `${b.boards.length} distinct end boards from ${b.paths} choice paths` + (b.bound_hit ? ` (stopped at ${b.bound})` : ''));
  const head = t.insertRow();
  for (const h of ['paths', 'choices', 'the board at the end', '']) html('th', {}, head, h);
  for (const board of b.boards) {
    const tr = t.insertRow();
    tr.className = 'branch';
    tr.dataset.choose = JSON.stringify(board.choose);
    tr.insertCell().textContent = board.paths;
    tr.insertCell().textContent = Object.entries(board.choose).map(([k, v]) => k + '=' + v).join(', ') || 'none';
    html('pre', {}, tr.insertCell(), board.summary.trim());
    const play = html('button', {type: 'button', class: 'play'}, tr.insertCell(), 'play this');
    play.addEventListener('click', () => editRound((mm) => { mm.p.round.choose = Object.assign({}, board.choose); }));
  }
}

function answered(m) {
  if (m.ui.step > activations(m).length) m.ui.step = activations(m).length;
}
const status = (m) => (answerOf(m) ? `${m.answer.timeline.length} activations` : '');

export default {
  game: 'gloomhaven', key: 'gloomhaven-round', title: 'Gloomhaven round', view: 'view-round', endpoint: '/api/round',
  matches: isRound, example, check, fresh, render, status, answered,
  mount(shell) { editRound = (change) => shell.edit(change); mount(shell); },
  query: (m) => rulesQuery(m.rules),
  shareUi: (m) => ({step: m.ui.step, deckSeed: m.ui.deckSeed, zoom: m.ui.zoom || null}),
};
