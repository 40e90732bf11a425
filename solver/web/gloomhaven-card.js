// Gloomhaven's editors beside the board: the panel of the clicked figure and the acting
// monster's card (move, attack, area pattern, conditions, rule set). They draw the shell's
// model (drawFigurePanel, drawCard: part of the Gloomhaven view's render) and change it
// through the shell (mountCard binds the fields once).
import {$, el, key, same, axialPixel, corners, axialDistance, isFlatSystem} from './board.js';
import {setField} from './view.js';
import {figureById, mapDims} from './gloomhaven.js';

const FIGURE_CONDITIONS = ['invisible', 'muddle', 'disarm', 'immobilize', 'stun', 'poison', 'wound'];
const ACTOR_CONDITIONS = ['muddle', 'disarm', 'immobilize', 'stun'];

function toggleCondition(f, c, on) {
  const list = (f.conditions || []).filter((x) => x !== c);
  if (on) list.push(c);
  if (list.length) f.conditions = list; else delete f.conditions;
}
// Check boxes of `names` into `box`, each with data-condition; ticked: `has(name)`.
function conditionBoxes(box, names, has, disabled) {
  box.textContent = '';
  for (const c of names) {
    const label = document.createElement('label');
    const cb = document.createElement('input');
    cb.type = 'checkbox'; cb.disabled = disabled;
    cb.checked = has(c);
    cb.dataset.condition = c;
    label.append(cb, ' ' + c);
    box.appendChild(label);
  }
}

// ---------------------------------------------------------------- figure panel

export function drawFigurePanel(m) {
  const f = m.ui.selected && figureById(m.p, m.ui.selected);
  const panel = $('figure-panel');
  panel.hidden = !f;
  if (!f) return;
  $('fig-title').textContent = f.id + ' at [' + f.hex.join(', ') + ']';
  setField('fig-id', f.id);
  setField('fig-side', f.side);
  setField('fig-kind', f.kind);
  setField('fig-initiative', f.initiative !== undefined ? f.initiative : '');
  setField('fig-rank', f.rank || '');
  setField('fig-standee', f.standee !== undefined ? f.standee : '');
  setField('fig-hp', f.hp !== undefined ? f.hp : '');
  setField('fig-max-hp', f.max_hp !== undefined ? f.max_hp : '');
  conditionBoxes($('fig-conditions'), FIGURE_CONDITIONS, (c) => (f.conditions || []).includes(c), false);
}

function bindFigurePanel(shell) {
  // An edit of the open figure; `fn` returns false to leave the file as it was.
  const edit = (fn) => () => shell.edit((m) => {
    const f = figureById(m.p, m.ui.selected);
    return f ? fn(f, m) : false;
  });
  $('fig-id').addEventListener('change', edit((f, m) => {
    const v = $('fig-id').value.trim();
    if (!v || figureById(m.p, v)) { $('fig-id').value = f.id; return false; }
    if (m.p.turn.figure === f.id) m.p.turn.figure = v;
    for (const o of m.p.figures) if (o.summoner === f.id) o.summoner = v;
    f.id = v; m.ui.selected = v;
  }));
  $('fig-side').addEventListener('change', edit((f) => { f.side = $('fig-side').value; }));
  $('fig-kind').addEventListener('change', edit((f) => { f.kind = $('fig-kind').value; }));
  $('fig-initiative').addEventListener('change', edit((f) => {
    const v = parseInt($('fig-initiative').value, 10);
    if (v >= 1 && v <= 99) f.initiative = v; else delete f.initiative;
  }));
  $('fig-rank').addEventListener('change', edit((f) => { if ($('fig-rank').value) f.rank = $('fig-rank').value; else delete f.rank; }));
  $('fig-standee').addEventListener('change', edit((f) => {
    const v = parseInt($('fig-standee').value, 10);
    if (v >= 1) f.standee = v; else delete f.standee;
  }));
  for (const [id, field] of [['fig-hp', 'hp'], ['fig-max-hp', 'max_hp']]) {
    $(id).addEventListener('change', edit((f) => {
      const v = parseInt($(id).value, 10);
      if (v >= 1 && v <= 999) f[field] = v; else delete f[field];
    }));
  }
  $('fig-conditions').addEventListener('change', (evt) => {
    const c = evt.target.dataset.condition;
    if (c) edit((f) => toggleCondition(f, c, evt.target.checked))();
  });
  $('fig-act').addEventListener('click', edit((f, m) => { m.p.turn.figure = f.id; }));
}

// ---------------------------------------------------------------- the card

export function drawCard(m) {
  const t = m.p.turn;
  const sel = $('turn-figure');
  sel.textContent = '';
  for (const f of m.p.figures) {
    const o = document.createElement('option');
    o.value = f.id; o.textContent = f.id + ' (' + f.side + ')';
    sel.appendChild(o);
  }
  sel.value = t.figure;
  $('actor-name').textContent = t.figure || '-';
  setField('turn-move', t.move);
  $('turn-movement').value = t.movement;
  $('turn-flying').checked = !!t.flying;
  const a = t.attack;
  $('turn-attacks').checked = !!a;
  for (const id of ['turn-range', 'turn-targets', 'turn-all', 'aoe-melee']) $(id).disabled = !a;
  setField('turn-range', a ? a.range : 0);
  $('turn-all').checked = !!a && a.targets === 'all';
  setField('turn-targets', a && a.targets !== 'all' ? a.targets : 1);
  $('turn-targets').disabled = !a || a.targets === 'all';
  $('aoe-melee').checked = a && a.aoe ? !!a.aoe.melee : m.ui.lastAoeMelee;
  drawAoe(m);
  const actor = figureById(m.p, t.figure);
  conditionBoxes($('actor-conditions'), ACTOR_CONDITIONS, (c) => !!actor && (actor.conditions || []).includes(c), !actor);
  $('rules').value = m.rules;
  const [cols, rows] = mapDims(m.p);
  setField('map-columns', cols); setField('map-rows', rows); $('map-coordinates').value = m.p.coordinates;
}
// The area pattern on a small axial grid of radius 3 around [0, 0].
function drawAoe(m) {
  const svg = $('aoe-grid');
  svg.textContent = '';
  // Drawn the way the board is (flat- or pointy-topped), so the pattern looks as it will.
  const r = 13, N = 3, ext = r * 1.8 * N + r, isFlat = isFlatSystem(m.p.coordinates);
  svg.setAttribute('viewBox', `${-ext} ${-ext} ${2 * ext} ${2 * ext}`);
  const a = m.p.turn.attack;
  const cells = new Set(a && a.aoe ? a.aoe.hexes.map(key) : []);
  const melee = $('aoe-melee').checked;
  for (let q = -N; q <= N; q++) {
    for (let s = -N; s <= N; s++) {
      if (axialDistance([q, s], [0, 0]) > N) continue;
      const [x, y] = axialPixel([q, s], isFlat, r);
      const cls = ['aoe-cell'];
      if (cells.has(key([q, s]))) cls.push('on');
      if (melee && q === 0 && s === 0) cls.push('self');
      el('polygon', {points: corners(x, y, isFlat, r - 1), class: cls.join(' '), 'data-offset': key([q, s])}, svg);
    }
  }
}

// The rule set picker: the engine's rule sets of Gloomhaven (GET /api/rules), then all of
// them side by side.
function fillRules(shell) {
  const sel = $('rules'), sets = shell.ruleSets('gloomhaven');
  sel.textContent = '';
  for (const r of sets) {
    const o = document.createElement('option');
    o.value = r.name; o.textContent = r.name + ': ' + r.description;
    sel.appendChild(o);
  }
  const all = document.createElement('option');
  all.value = 'all'; all.textContent = `all ${sets.length} side by side`;
  sel.appendChild(all);
}

function bindTurn(shell) {
  const edit = (id, fn) => $(id).addEventListener('change', () => shell.edit((m) => fn(m.p.turn, m)));
  const attack = (id, fn) => edit(id, (t) => { if (t.attack) fn(t.attack); });
  edit('turn-figure', (t) => { t.figure = $('turn-figure').value; });
  edit('turn-move', (t) => { t.move = Math.max(0, parseInt($('turn-move').value, 10) || 0); });
  edit('turn-movement', (t) => { t.movement = $('turn-movement').value; });
  edit('turn-flying', (t) => { if ($('turn-flying').checked) t.flying = true; else delete t.flying; });
  edit('turn-attacks', (t) => { t.attack = $('turn-attacks').checked ? {range: 0, targets: 1} : null; });
  attack('turn-range', (a) => { a.range = Math.max(0, parseInt($('turn-range').value, 10) || 0); });
  attack('turn-targets', (a) => { a.targets = Math.max(1, parseInt($('turn-targets').value, 10) || 1); });
  attack('turn-all', (a) => { a.targets = $('turn-all').checked ? 'all' : 1; });
  edit('aoe-melee', (t, m) => {
    m.ui.lastAoeMelee = $('aoe-melee').checked;
    if (t.attack && t.attack.aoe) t.attack.aoe.melee = m.ui.lastAoeMelee;
  });
  edit('rules', (t, m) => { m.rules = $('rules').value; });
  $('actor-conditions').addEventListener('change', (evt) => {
    const c = evt.target.dataset.condition;
    if (c) shell.edit((m) => toggleCondition(figureById(m.p, m.p.turn.figure), c, evt.target.checked));
  });
}

function bindAoe(shell) {
  $('aoe-clear').addEventListener('click', () => shell.edit((m) => { if (m.p.turn.attack) delete m.p.turn.attack.aoe; }));
  $('aoe-grid').addEventListener('click', (evt) => {
    const cell = evt.target.closest('[data-offset]');
    const a = shell.model.p.turn.attack;
    if (!cell || !a) return;
    const off = cell.dataset.offset.split(',').map(Number);
    if ($('aoe-melee').checked && off[0] === 0 && off[1] === 0) return; // the monster's own hex
    shell.edit(() => {
      const aoe = a.aoe || {melee: $('aoe-melee').checked, hexes: []};
      const i = aoe.hexes.findIndex((h) => same(h, off));
      if (i >= 0) aoe.hexes.splice(i, 1); else aoe.hexes.push(off);
      if (aoe.hexes.length) a.aoe = aoe; else delete a.aoe;
    });
  });
}

export function mountCard(shell) {
  fillRules(shell);
  bindFigurePanel(shell);
  bindTurn(shell);
  bindAoe(shell);
}
