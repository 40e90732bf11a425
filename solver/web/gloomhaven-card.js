// Gloomhaven's editors beside the board: the panel of the clicked figure and the acting
// monster's ability card (move, attack, area pattern, conditions, rule set). They edit the
// position the Gloomhaven view holds, through its shared state `gh` (gloomhaven.js).
import {$, el, key, same, axialPixel, corners, axialDistance} from './board.js';

const FIGURE_CONDITIONS = ['invisible', 'muddle', 'disarm', 'immobilize', 'stun', 'poison', 'wound'];
const ACTOR_CONDITIONS = ['muddle', 'disarm', 'immobilize', 'stun'];

let gh = null; // {pos, rules, selected, lastAoeMelee, changed, figureById, flat, mapDims}
export function useState(state) { gh = state; }

// ---------------------------------------------------------------- figure panel

export function openFigure(id) {
  gh.selected = id;
  const f = gh.figureById(id);
  const panel = $('figure-panel');
  panel.hidden = !f;
  if (!f) return;
  $('fig-title').textContent = f.id + ' at [' + f.hex.join(', ') + ']';
  $('fig-id').value = f.id;
  $('fig-side').value = f.side;
  $('fig-kind').value = f.kind;
  $('fig-initiative').value = f.initiative !== undefined ? f.initiative : '';
  $('fig-rank').value = f.rank || '';
  $('fig-standee').value = f.standee !== undefined ? f.standee : '';
  $('fig-hp').value = f.hp !== undefined ? f.hp : '';
  $('fig-max-hp').value = f.max_hp !== undefined ? f.max_hp : '';
  const box = $('fig-conditions');
  box.textContent = '';
  for (const c of FIGURE_CONDITIONS) {
    const label = document.createElement('label');
    const cb = document.createElement('input');
    cb.type = 'checkbox';
    cb.checked = (f.conditions || []).includes(c);
    cb.dataset.condition = c;
    cb.addEventListener('change', () => { toggleCondition(f, c, cb.checked); gh.changed(true); });
    label.append(cb, ' ' + c);
    box.appendChild(label);
  }
}
function toggleCondition(f, c, on) {
  const list = (f.conditions || []).filter((x) => x !== c);
  if (on) list.push(c);
  if (list.length) f.conditions = list; else delete f.conditions;
}
export function bindFigurePanel() {
  const edit = (fn) => () => { const f = gh.figureById(gh.selected); if (f) { fn(f); gh.changed(true); } };
  $('fig-id').addEventListener('change', edit((f) => {
    const v = $('fig-id').value.trim();
    if (!v || gh.figureById(v)) { $('fig-id').value = f.id; return; }
    if (gh.pos.turn.figure === f.id) gh.pos.turn.figure = v;
    for (const o of gh.pos.figures) if (o.summoner === f.id) o.summoner = v;
    f.id = v; gh.selected = v;
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
  $('fig-act').addEventListener('click', edit((f) => { gh.pos.turn.figure = f.id; }));
}

// ---------------------------------------------------------------- the card

export function drawCard() {
  const t = gh.pos.turn;
  const sel = $('turn-figure');
  sel.textContent = '';
  for (const f of gh.pos.figures) {
    const o = document.createElement('option');
    o.value = f.id; o.textContent = f.id + ' (' + f.side + ')';
    sel.appendChild(o);
  }
  sel.value = t.figure;
  $('actor-name').textContent = t.figure || '-';
  $('turn-move').value = t.move;
  $('turn-movement').value = t.movement;
  $('turn-flying').checked = !!t.flying;
  const a = t.attack;
  $('turn-attacks').checked = !!a;
  for (const id of ['turn-range', 'turn-targets', 'turn-all', 'aoe-melee']) $(id).disabled = !a;
  $('turn-range').value = a ? a.range : 0;
  $('turn-all').checked = !!a && a.targets === 'all';
  $('turn-targets').value = a && a.targets !== 'all' ? a.targets : 1;
  $('turn-targets').disabled = !a || a.targets === 'all';
  $('aoe-melee').checked = a && a.aoe ? !!a.aoe.melee : gh.lastAoeMelee;
  drawAoe();
  const box = $('actor-conditions');
  box.textContent = '';
  const actor = gh.figureById(t.figure);
  for (const c of ACTOR_CONDITIONS) {
    const label = document.createElement('label');
    const cb = document.createElement('input');
    cb.type = 'checkbox'; cb.disabled = !actor;
    cb.checked = !!actor && (actor.conditions || []).includes(c);
    cb.dataset.condition = c;
    cb.addEventListener('change', () => { toggleCondition(actor, c, cb.checked); gh.changed(true); });
    label.append(cb, ' ' + c);
    box.appendChild(label);
  }
  $('rules').value = gh.rules;
  const [cols, rows] = gh.mapDims();
  $('map-columns').value = cols; $('map-rows').value = rows; $('map-coordinates').value = gh.pos.coordinates;
}
// The area pattern on a small axial grid of radius 3 around [0, 0].
function drawAoe() {
  const svg = $('aoe-grid');
  svg.textContent = '';
  // Drawn the way the board is (flat- or pointy-topped), so the pattern looks as it will.
  const r = 13, N = 3, ext = r * 1.8 * N + r, isFlat = gh.flat();
  svg.setAttribute('viewBox', `${-ext} ${-ext} ${2 * ext} ${2 * ext}`);
  const a = gh.pos.turn.attack;
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
export function bindCard() {
  const t = () => gh.pos.turn;
  $('turn-figure').addEventListener('change', () => { t().figure = $('turn-figure').value; gh.changed(true); });
  $('turn-move').addEventListener('change', () => { t().move = Math.max(0, parseInt($('turn-move').value, 10) || 0); gh.changed(true); });
  $('turn-movement').addEventListener('change', () => { t().movement = $('turn-movement').value; gh.changed(true); });
  $('turn-flying').addEventListener('change', () => { if ($('turn-flying').checked) t().flying = true; else delete t().flying; gh.changed(true); });
  $('turn-attacks').addEventListener('change', () => { t().attack = $('turn-attacks').checked ? {range: 0, targets: 1} : null; gh.changed(true); });
  $('turn-range').addEventListener('change', () => { if (t().attack) t().attack.range = Math.max(0, parseInt($('turn-range').value, 10) || 0); gh.changed(true); });
  $('turn-targets').addEventListener('change', () => { if (t().attack) t().attack.targets = Math.max(1, parseInt($('turn-targets').value, 10) || 1); gh.changed(true); });
  $('turn-all').addEventListener('change', () => { if (t().attack) t().attack.targets = $('turn-all').checked ? 'all' : 1; gh.changed(true); });
  $('aoe-melee').addEventListener('change', () => {
    gh.lastAoeMelee = $('aoe-melee').checked;
    const a = t().attack;
    if (a && a.aoe) a.aoe.melee = gh.lastAoeMelee;
    gh.changed(true);
  });
  $('aoe-clear').addEventListener('click', () => { if (t().attack) delete t().attack.aoe; gh.changed(true); });
  $('aoe-grid').addEventListener('click', (evt) => {
    const cell = evt.target.closest('[data-offset]');
    const a = t().attack;
    if (!cell || !a) return;
    const off = cell.dataset.offset.split(',').map(Number);
    if ($('aoe-melee').checked && off[0] === 0 && off[1] === 0) return; // the monster's own hex
    const aoe = a.aoe || {melee: $('aoe-melee').checked, hexes: []};
    const i = aoe.hexes.findIndex((h) => same(h, off));
    if (i >= 0) aoe.hexes.splice(i, 1); else aoe.hexes.push(off);
    if (aoe.hexes.length) a.aoe = aoe; else delete a.aoe;
    gh.changed(true);
  });
  $('rules').addEventListener('change', () => { gh.rules = $('rules').value; gh.changed(true); });
}
