// Gloomhaven's view: a board editor, the acting monster's card (gloomhaven-card.js) and the
// answer of POST /api/solve drawn on the board: options, focus ranking, trace, pictures, the
// explanation of a clicked hex and the overlays.
import {$, el, key, same, isFlatSystem, toAxial as toAxialIn, fromAxial as fromAxialIn, axialPixel, corners, AXIAL_DIRS, listCells, svgPoint, drawFigureNotes, rulesQuery} from './board.js';
import {useState, openFigure, bindFigurePanel, drawCard, bindCard} from './gloomhaven-card.js';

const RULES = ['gloomhaven', 'jotl', 'frosthaven', 'gloomhaven2e', 'gloomhaven-seed'];
const R = 24; // hex radius in board pixels

// ---------------------------------------------------------------- the position

function examplePosition() {
  return {
    format: 1, game: 'gloomhaven', name: 'page', coordinates: 'even-q',
    map: {hexes: {columns: 7, rows: 5},
          terrain: {obstacle: [[2, 1]], trap: [[2, 3]], wall: [[6, 0], [6, 1]]},
          thin_walls: [[[4, 3], [5, 3]]]},
    figures: [
      {id: 'A', side: 'monsters', kind: 'monster', hex: [1, 2], type: 'Cultist', rank: 'normal', standee: 1, initiative: 60},
      {id: 'C1', side: 'players', kind: 'character', hex: [4, 1], initiative: 10},
      {id: 'C2', side: 'players', kind: 'character', hex: [4, 2], initiative: 40},
      {id: 'C3', side: 'players', kind: 'character', hex: [6, 4], initiative: 5},
    ],
    turn: {figure: 'A', move: 2, movement: 'normal',
           attack: {range: 0, targets: 1, aoe: {melee: true, hexes: [[1, -1], [1, 0]]}}},
  };
}

let pos = null;            // the scenario object
let rules = 'gloomhaven';  // or 'all'
let tool = 'explain';
let selected = null;       // id of the figure whose panel is open
let answer = null;         // last successful API answer
let step = 0;              // 0: every option; n: option n only
let explainHex = null;     // [col, row] written, or null
let lastAoeMelee = true;   // remembered while the attack has no area
let shell = null;          // the page's shell (app.js): history, status, solving

// Offset systems as in docs/format (rows downwards); *-q flat-topped, others pointy.
const flat = () => isFlatSystem(pos.coordinates);
const toAxial = (h) => toAxialIn(h, pos.coordinates);
const fromAxial = (a, system) => fromAxialIn(a, system || pos.coordinates);
const center = (h) => axialPixel(toAxial(h), flat(), R);

// The map's hexes, written: a rectangle of an offset system, or the file's own list.
const mapHexes = () => listCells(pos.map.hexes);
// A rectangle for the axial system: the hexes of an even-r rectangle, written axially.
function setMapSize(columns, rows, system) {
  const oldSystem = pos.coordinates;
  const convert = (h) => fromAxial(toAxialIn(h, oldSystem), system);
  // Everything on the map keeps its place on the table when the system changes.
  if (system !== oldSystem) {
    for (const t of Object.keys(pos.map.terrain || {})) pos.map.terrain[t] = pos.map.terrain[t].map(convert);
    pos.map.thin_walls = (pos.map.thin_walls || []).map((w) => w.map(convert));
    for (const f of pos.figures) f.hex = convert(f.hex);
    const aoe = pos.turn.attack && pos.turn.attack.aoe;
    void aoe; // area offsets are axial in every system
  }
  pos.coordinates = system;
  if (system === 'axial') {
    const list = [];
    for (let r = 0; r < rows; r++) for (let c = 0; c < columns; c++) list.push(fromAxial(toAxialIn([c, r], 'even-r'), 'axial'));
    pos.map.hexes = list;
  } else {
    pos.map.hexes = {columns, rows};
  }
  // Drop what fell off the map.
  const onMap = new Set(mapHexes().map(key));
  for (const t of Object.keys(pos.map.terrain || {})) {
    pos.map.terrain[t] = pos.map.terrain[t].filter((h) => onMap.has(key(h)));
    if (!pos.map.terrain[t].length) delete pos.map.terrain[t];
  }
  pos.map.thin_walls = (pos.map.thin_walls || []).filter((w) => onMap.has(key(w[0])) && onMap.has(key(w[1])));
  pos.figures = pos.figures.filter((f) => onMap.has(key(f.hex)));
  if (!figureById(pos.turn.figure)) {
    const m = pos.figures.find((x) => x.side === 'monsters') || pos.figures[0];
    pos.turn.figure = m ? m.id : '';
  }
}
function mapDims() {
  const h = pos.map.hexes;
  if (!Array.isArray(h)) return [h.columns, h.rows];
  let cols = 1, rows = 1;
  if (pos.coordinates === 'axial') {
    for (const x of h) {
      const o = fromAxial(x, 'even-r');
      cols = Math.max(cols, o[0] + 1); rows = Math.max(rows, o[1] + 1);
    }
  } else {
    for (const x of h) { cols = Math.max(cols, x[0] + 1); rows = Math.max(rows, x[1] + 1); }
  }
  return [cols, rows];
}

function terrainAt(h) {
  for (const t of Object.keys(pos.map.terrain || {})) {
    if (pos.map.terrain[t].some((x) => same(x, h))) return t;
  }
  return null;
}
function setTerrain(h, type) {
  pos.map.terrain = pos.map.terrain || {};
  for (const t of Object.keys(pos.map.terrain)) {
    pos.map.terrain[t] = pos.map.terrain[t].filter((x) => !same(x, h));
    if (!pos.map.terrain[t].length) delete pos.map.terrain[t];
  }
  if (type) (pos.map.terrain[type] = pos.map.terrain[type] || []).push(h);
  if (!Object.keys(pos.map.terrain).length) delete pos.map.terrain;
  if (type === 'wall') {
    // A wall hex holds no figure and no thin wall.
    pos.figures = pos.figures.filter((f) => !same(f.hex, h));
    pos.map.thin_walls = (pos.map.thin_walls || []).filter((w) => !same(w[0], h) && !same(w[1], h));
  }
}
const figureAt = (h) => pos.figures.find((f) => same(f.hex, h));
const figureById = (id) => pos.figures.find((f) => f.id === id);

function nextId(prefix) {
  for (let i = 1; ; i++) if (!figureById(prefix + i)) return prefix + i;
}

function adopt(obj) {
  const p = obj.p || obj;
  if (!p || typeof p !== 'object' || !p.map || !Array.isArray(p.figures) || !p.turn) throw new Error('not a format-1 Gloomhaven scenario');
  pos = p;
  pos.map.terrain = pos.map.terrain || {};
  if (obj.rules && (RULES.includes(obj.rules) || obj.rules === 'all')) rules = obj.rules;
  else if (p.rules && RULES.includes(p.rules)) rules = p.rules;
  selected = null; step = 0; explainHex = null;
}

// ---------------------------------------------------------------- drawing the board

let boardBox = null; // [minx, miny] of the viewBox, to map pointer positions
function drawBoard() {
  const svg = $('board');
  svg.textContent = '';
  const hexes = mapHexes();
  const isFlat = flat();
  let minx = Infinity, miny = Infinity, maxx = -Infinity, maxy = -Infinity;
  for (const h of hexes) {
    const [x, y] = center(h);
    minx = Math.min(minx, x); miny = Math.min(miny, y); maxx = Math.max(maxx, x); maxy = Math.max(maxy, y);
  }
  const pad = R + 4;
  boardBox = [minx - pad, miny - pad];
  svg.setAttribute('viewBox', `${minx - pad} ${miny - pad} ${maxx - minx + 2 * pad} ${maxy - miny + 2 * pad}`);

  const ov = answer && answer.overlays;
  const ovSets = {};
  for (const name of ['see', 'reach', 'range']) {
    ovSets[name] = new Set(ov && ov[name] && $('ov-' + name).checked ? ov[name].map(key) : []);
  }
  const opts = currentOptions();
  const shown = opts.filter((o) => step === 0 || o.number === step);
  const aoeSet = new Set(), pathSet = new Set(), destSet = new Map(), targetSet = new Set();
  for (const o of shown) {
    for (const h of o.aoe || []) aoeSet.add(key(h));
    for (const h of o.path || []) pathSet.add(key(h));
    const k = key(o.destination);
    destSet.set(k, (destSet.get(k) || []).concat([o.number]));
    for (const t of o.targets) targetSet.add(t);
  }

  const gHex = el('g', {class: 'hexes'}, svg);
  for (const h of hexes) {
    const [x, y] = center(h);
    const t = terrainAt(h);
    const classes = ['hex', t ? 't-' + t : 't-none'];
    if (ovSets.see.has(key(h))) classes.push('ov-see');
    if (ovSets.reach.has(key(h))) classes.push('ov-reach');
    if (ovSets.range.has(key(h))) classes.push('ov-range');
    if (aoeSet.has(key(h))) classes.push('aoe');
    if (explainHex && same(explainHex, h)) classes.push('explained');
    el('polygon', {points: corners(x, y, isFlat, R - 0.5), class: classes.join(' '), 'data-hex': key(h)}, gHex);
    if ($('ov-coords').checked) {
      const tx = el('text', {x, y: y + R * 0.62, class: 'coord'}, gHex);
      tx.textContent = key(h);
    }
  }
  // Thin walls: the shared edge of the two hexes, drawn thick.
  for (const w of pos.map.thin_walls || []) {
    const [ax, ay] = center(w[0]), [bx, by] = center(w[1]);
    const mx = (ax + bx) / 2, my = (ay + by) / 2;
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const ux = -(by - ay) / len * R / 2, uy = (bx - ax) / len * R / 2;
    el('line', {x1: mx - ux, y1: my - uy, x2: mx + ux, y2: my + uy, class: 'thin-wall', 'data-wall': key(w[0]) + ';' + key(w[1])}, svg);
  }
  // The answer: paths, attack lines, destinations.
  const gAns = el('g', {class: 'answer'}, svg);
  const sight = sightLines(answer);
  for (const o of shown) {
    if (o.path && o.path.length > 1) {
      el('polyline', {points: o.path.map((h) => center(h).join(',')).join(' '), class: 'path', 'data-option': o.number}, gAns);
    }
    const [dx, dy] = center(o.destination);
    for (const id of o.targets) {
      const f = figureById(id);
      if (!f) continue;
      // The exact sight line the solver found, when the picture has one; else centre to centre.
      const line = sight.get(o.number + ':' + id);
      const [tx, ty] = center(f.hex);
      const [x1, y1, x2, y2] = line || [dx, dy, tx, ty];
      el('line', {x1, y1, x2, y2, class: line ? 'sight-line' : 'attack-line', 'data-option': o.number, 'data-target': id}, gAns);
    }
  }
  for (const [k, nums] of destSet) {
    const [dx, dy] = center(k.split(',').map(Number));
    el('circle', {cx: dx, cy: dy, r: R * 0.78, class: 'destination'}, gAns);
    const t = el('text', {x: dx, y: dy - R * 0.42, class: 'option-number'}, gAns);
    t.textContent = nums.join(' ');
  }
  // Figures.
  const actor = pos.turn.figure;
  for (const f of pos.figures) {
    const [x, y] = center(f.hex);
    const cls = ['figure', f.side, f.rank === 'elite' ? 'elite' : f.rank === 'boss' ? 'boss' : ''];
    if (f.id === actor) cls.push('acting');
    if (targetSet.has(f.id)) cls.push('target');
    if (f.id === selected) cls.push('selected');
    const g = el('g', {class: cls.join(' '), 'data-id': f.id, 'data-hex': key(f.hex)}, svg);
    el('circle', {cx: x, cy: y, r: R * 0.55}, g);
    const t = el('text', {x, y: y + 4}, g);
    t.textContent = f.id;
    if (f.initiative !== undefined) {
      const i = el('text', {x: x + R * 0.5, y: y - R * 0.38, class: 'initiative'}, g);
      i.textContent = f.initiative;
    }
    // Hit points under the figure, conditions above it, as every view draws them.
    const hp = f.hp === undefined ? null : f.max_hp !== undefined ? f.hp + '/' + f.max_hp : String(f.hp);
    drawFigureNotes(g, x, y, R * 0.55, {hp, conditions: (f.conditions || []).map((c) => (typeof c === 'string' ? c : c.name))});
    g.dataset.hp = f.hp === undefined ? '' : f.hp;
    g.dataset.conditions = (f.conditions || []).map((c) => (typeof c === 'string' ? c : c.name)).join(',');
  }
}

// The sight lines of the server's picture (`arbiter render`), moved onto this board: the
// picture draws the same hexes at another size and offset, so two hex centres give the
// scale and shift. Keyed "option:target".
function sightLines(ans) {
  const out = new Map();
  const svgText = ans && ans.results.length && ans.results[0].svg;
  if (!svgText) return out;
  const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
  const centres = [];
  for (const poly of doc.querySelectorAll('polygon.hex[data-hex]')) {
    const pts = poly.getAttribute('points').trim().split(/\s+/).map((p) => p.split(',').map(Number));
    const cx = pts.reduce((a, p) => a + p[0], 0) / pts.length, cy = pts.reduce((a, p) => a + p[1], 0) / pts.length;
    centres.push({hex: poly.dataset.hex.split(',').map(Number), cx, cy});
    if (centres.length === 2) break;
  }
  if (centres.length < 2) return out;
  const [a, b] = centres, [ax, ay] = center(a.hex), [bx, by] = center(b.hex);
  const scale = Math.hypot(bx - ax, by - ay) / (Math.hypot(b.cx - a.cx, b.cy - a.cy) || 1);
  const map = (x, y) => [ax + (x - a.cx) * scale, ay + (y - a.cy) * scale];
  for (const l of doc.querySelectorAll('line.sight')) {
    const g = (n) => Number(l.getAttribute(n));
    out.set(l.dataset.option + ':' + l.dataset.target, [...map(g('x1'), g('y1')), ...map(g('x2'), g('y2'))]);
  }
  return out;
}

// ---------------------------------------------------------------- board input

// The map hex under a point (nearest centre within a hex's radius).
function hexAtPoint(p) {
  let best = null, bestD = Infinity;
  for (const h of mapHexes()) {
    const [x, y] = center(h);
    const d = Math.hypot(p.x - x, p.y - y);
    if (d < bestD) { bestD = d; best = h; }
  }
  return bestD <= R ? best : null;
}
// The neighbour across the edge nearest to the point (for thin walls).
function edgeNeighbour(h, p) {
  const a = toAxial(h);
  let best = null, bestD = Infinity;
  const onMap = new Set(mapHexes().map(key));
  for (const d of AXIAL_DIRS) {
    const n = fromAxial([a[0] + d[0], a[1] + d[1]]);
    if (!onMap.has(key(n))) continue;
    const [x, y] = center(n);
    const dist = Math.hypot(p.x - x, p.y - y);
    if (dist < bestD) { bestD = dist; best = n; }
  }
  return best;
}

let drag = null; // {mode: 'paint'|'figure', id, last}
function onPointerDown(evt) {
  const p = svgPoint($('board'), evt);
  const h = hexAtPoint(p);
  if (!h) return;
  evt.preventDefault();
  if (tool === 'explain') {
    const f = figureAt(h);
    if (f) openFigure(f.id);
    explainHex = h;
    changed(false);
    return;
  }
  if (tool === 'move') {
    const f = figureAt(h);
    if (f) {
      drag = {mode: 'figure', id: f.id};
      openFigure(f.id);
      $('board').setPointerCapture(evt.pointerId);
    } else if (selected && terrainAt(h) !== 'wall') {
      figureById(selected).hex = h;
      changed(true);
    }
    return;
  }
  if (tool === 'character' || tool === 'monster') {
    if (figureAt(h) || terrainAt(h) === 'wall') { const f = figureAt(h); if (f) openFigure(f.id); return; }
    const monster = tool === 'monster';
    const f = {id: nextId(monster ? 'M' : 'C'), side: monster ? 'monsters' : 'players', kind: monster ? 'monster' : 'character', hex: h};
    if (monster) { f.type = 'Monster'; f.rank = 'normal'; }
    f.initiative = monster ? 50 : 20 + pos.figures.length;
    pos.figures.push(f);
    if (!figureById(pos.turn.figure)) pos.turn.figure = f.id;
    openFigure(f.id);
    changed(true);
    return;
  }
  if (tool === 'remove') {
    const f = figureAt(h);
    if (!f) return;
    pos.figures = pos.figures.filter((x) => x !== f);
    if (pos.turn.figure === f.id) {
      const m = pos.figures.find((x) => x.side === 'monsters') || pos.figures[0];
      pos.turn.figure = m ? m.id : '';
    }
    if (selected === f.id) selected = null;
    changed(true);
    return;
  }
  if (tool === 'thin-wall') {
    const n = edgeNeighbour(h, p);
    if (!n || terrainAt(h) === 'wall' || terrainAt(n) === 'wall') return;
    const walls = pos.map.thin_walls || [];
    const i = walls.findIndex((w) => (same(w[0], h) && same(w[1], n)) || (same(w[0], n) && same(w[1], h)));
    if (i >= 0) walls.splice(i, 1); else walls.push([h, n]);
    pos.map.thin_walls = walls;
    if (!walls.length) delete pos.map.thin_walls;
    changed(true);
    return;
  }
  if (tool.startsWith('terrain:')) {
    const type = tool.slice(8);
    drag = {mode: 'paint', type: type === 'clear' ? null : type, last: null};
    $('board').setPointerCapture(evt.pointerId);
    paint(h);
  }
}
function paint(h) {
  if (!drag || (drag.last && same(drag.last, h))) return;
  drag.last = h;
  if (drag.type === 'wall' && figureAt(h)) return; // never paint a wall under a figure
  if (terrainAt(h) === drag.type) return;
  setTerrain(h, drag.type);
  changed(true);
}
function onPointerMove(evt) {
  if (!drag) return;
  const h = hexAtPoint(svgPoint($('board'), evt));
  if (!h) return;
  if (drag.mode === 'paint') paint(h);
  if (drag.mode === 'figure') {
    const f = figureById(drag.id);
    if (f && !same(f.hex, h) && !figureAt(h) && terrainAt(h) !== 'wall') {
      f.hex = h;
      drawBoard(); // the solve waits for the drop
      drag.moved = true;
    }
  }
}
function onPointerUp() {
  if (drag && drag.mode === 'figure' && drag.moved) changed(true);
  drag = null;
}

// ---------------------------------------------------------------- the answer

const currentOptions = () => (answer && answer.results.length ? answer.results[0].decision.options || [] : []);

function drawAnswer() {
  const list = $('options');
  list.textContent = '';
  $('pictures').textContent = '';
  $('ranking').textContent = '';
  $('trace').textContent = '';
  if (!answer) return;
  const first = answer.results[0].decision;
  const opts = first.options || [];
  if (step > opts.length) step = 0;
  for (const o of opts) {
    const li = document.createElement('li');
    li.dataset.number = o.number;
    li.dataset.destination = key(o.destination);
    li.dataset.targets = o.targets.join(',');
    li.dataset.focus = o.focus || '';
    if (step === o.number) li.className = 'current';
    const moves = o.path && o.path.length > 1;
    let text = (moves ? 'move to [' + o.destination.join(', ') + ']' : 'stay at [' + o.destination.join(', ') + ']');
    text += o.targets.length ? ', attack ' + o.targets.join(', ') : ', no attack';
    if (o.focus) text += ' (focus ' + o.focus + ')';
    if (o.disadvantage && o.disadvantage.length) text += '; disadvantage against ' + o.disadvantage.join(', ');
    li.textContent = text;
    li.tabIndex = 0;
    const pick = () => { step = step === o.number ? 0 : o.number; redraw(); };
    li.addEventListener('click', pick);
    li.addEventListener('keydown', (evt) => { if (evt.key === 'Enter' || evt.key === ' ') { evt.preventDefault(); pick(); } });
    list.appendChild(li);
  }
  $('opt-current').textContent = step === 0 ? `all ${opts.length}` : `${step} of ${opts.length}`;
  if (!opts.length) {
    const li = document.createElement('li');
    li.className = 'none';
    li.textContent = 'no options';
    list.appendChild(li);
  }
  // Focus ranking.
  const table = $('ranking');
  const head = table.insertRow();
  for (const h of ['figure', 'negative hexes', 'path', 'proximity', 'order', 'dropped at']) {
    const th = document.createElement('th'); th.textContent = h; head.appendChild(th);
  }
  for (const r of first.ranking || []) {
    const tr = table.insertRow();
    tr.dataset.figure = r.figure;
    const dropped = r.dropped_at === 0 ? 'focus' : r.dropped_at < 0 ? 'not a candidate' : 'stage 2.' + r.dropped_at;
    for (const v of [r.figure, r.negative_hexes, r.path_length, r.proximity, r.order_rule || '', dropped]) {
      tr.insertCell().textContent = v === undefined || v === null ? '' : v;
    }
  }
  for (const line of first.trace || []) {
    const li = document.createElement('li');
    li.dataset.step = line.step;
    const b = document.createElement('b'); b.textContent = line.step;
    li.append(b, ' ' + line.text);
    $('trace').appendChild(li);
  }
  // The explanation of the clicked hex.
  const ex = $('explain');
  if (first.explain_hex) {
    const e = first.explain_hex;
    ex.dataset.hex = key(e.hex);
    ex.dataset.verdict = e.verdict;
    ex.innerHTML = '';
    const b = document.createElement('b'); b.textContent = 'Hex [' + e.hex.join(', ') + ']: ';
    const span = document.createElement('span'); span.className = 'explain-text'; span.textContent = e.text;
    ex.append(b, span);
  }
  // Pictures: one per rule set (all five side by side), as `arbiter render` draws them.
  const pics = $('pictures');
  pics.classList.toggle('side-by-side', answer.results.length > 1);
  for (const r of answer.results) {
    const fig = document.createElement('figure');
    fig.dataset.rules = r.decision.rules;
    const cap = document.createElement('figcaption');
    const n = (r.decision.options || []).length;
    cap.textContent = r.decision.rules + ': ' + n + (n === 1 ? ' option' : ' options') + ' — ' +
      (r.decision.options || []).map((o) => '[' + o.destination.join(', ') + '] ' + (o.targets.join(', ') || '-')).join('; ');
    fig.appendChild(cap);
    if (r.svg) {
      const holder = document.createElement('div');
      holder.innerHTML = r.svg;  // the server's own SVG (names in it are escaped)
      fig.appendChild(holder);
    }
    pics.appendChild(fig);
  }
  if (answer.results.length > 1) pics.parentElement.open = true;
}

function redraw() {
  drawBoard();
  drawAnswer();
}

// ---------------------------------------------------------------- solving

// Redraws the editors and the board and asks for an answer; `edited`: a change of the
// position (one step of undo history), else only of what is shown.
function changed(edited) {
  if (edited) { step = 0; shell.commit(); }
  drawCard();
  if (selected) openFigure(selected); else $('figure-panel').hidden = true;
  drawBoard();
  shell.requestSolve(edited ? 120 : 0);
}
function query() {
  const params = rulesQuery(rules);
  if (explainHex) params.set('explain', key(explainHex));
  return params;
}
// Draws the server's answer (null: it refused the position); returns the status line.
function showAnswer(body) {
  answer = body;
  redraw();
  if (!body) return '';
  const n = currentOptions().length;
  return n + (n === 1 ? ' option' : ' options');
}

// ---------------------------------------------------------------- wiring

function selectTool(t) {
  tool = t;
  for (const b of document.querySelectorAll('#tools button')) b.classList.toggle('active', b.dataset.tool === t);
}

// The card's module edits the same position: it sees this module's state through `gh`.
const gh = {
  get pos() { return pos; },
  get rules() { return rules; }, set rules(v) { rules = v; },
  get selected() { return selected; }, set selected(v) { selected = v; },
  get lastAoeMelee() { return lastAoeMelee; }, set lastAoeMelee(v) { lastAoeMelee = v; },
  changed, figureById, flat, mapDims,
};

function mount(theShell) {
  shell = theShell;
  useState(gh);
  for (const b of document.querySelectorAll('#tools button')) b.addEventListener('click', () => selectTool(b.dataset.tool));
  const board = $('board');
  board.addEventListener('pointerdown', onPointerDown);
  board.addEventListener('pointermove', onPointerMove);
  board.addEventListener('pointerup', onPointerUp);
  board.addEventListener('pointercancel', onPointerUp);
  const resize = () => {
    const cols = Math.min(60, Math.max(1, parseInt($('map-columns').value, 10) || 1));
    const rows = Math.min(60, Math.max(1, parseInt($('map-rows').value, 10) || 1));
    setMapSize(cols, rows, $('map-coordinates').value);
    changed(true);
  };
  for (const id of ['map-columns', 'map-rows', 'map-coordinates']) $(id).addEventListener('change', resize);
  for (const id of ['ov-see', 'ov-reach', 'ov-range', 'ov-coords']) $(id).addEventListener('change', drawBoard);
  bindFigurePanel();
  bindCard();
  const stepBy = (d) => {
    const n = currentOptions().length;
    if (!n) return;
    step = (step + d + n + 1) % (n + 1);
    redraw();
  };
  $('opt-prev').addEventListener('click', () => stepBy(-1));
  $('opt-next').addEventListener('click', () => stepBy(1));
  document.addEventListener('keydown', (evt) => {
    if ($('view-gloomhaven').hidden || evt.ctrlKey || evt.metaKey || evt.target.closest('input, select, textarea')) return;
    const keys = {e: 'explain', m: 'move', c: 'character', n: 'monster', x: 'remove', w: 'terrain:wall', t: 'thin-wall'};
    if (evt.key === 'ArrowRight') stepBy(1);
    else if (evt.key === 'ArrowLeft') stepBy(-1);
    else if (keys[evt.key]) selectTool(keys[evt.key]);
    else return;
    evt.preventDefault();
  });
}

export default {
  game: 'gloomhaven', title: 'Gloomhaven', view: 'view-gloomhaven',
  example: examplePosition, adopt, mount, query, answer: showAnswer,
  refresh: () => changed(false),
  position: () => pos, rules: () => rules,
};
