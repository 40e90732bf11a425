// Gloomhaven's view: a board editor, the acting monster's card (gloomhaven-card.js) and the
// answer of POST /api/solve drawn on the board: options, focus ranking, trace, pictures, the
// explanation of a clicked hex and the overlays. The view holds no state: it draws the
// shell's model (model.ui: the tool, the figure whose panel is open, the option shown, the
// hex explained) and changes it through the shell.
import {$, el, html, key, same, isFlatSystem, toAxial as toAxialIn, fromAxial as fromAxialIn, axialPixel, corners, AXIAL_DIRS, listCells, svgPoint, drawFigureNotes, rulesQuery} from './board.js';
import {mountCard, drawCard, drawFigurePanel} from './gloomhaven-card.js';
import {fitted, mountZoom} from './zoom.js';
import {drawPicture} from './overview.js';
import {cellCount, DETAIL_CELLS, onMap, edgeHexes, terrainIndex, mapDims, MAX_SIDE} from './gloomhaven-map.js';

export {mapDims};

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

// Offset systems as in docs/format (rows downwards); *-q flat-topped, others pointy.
const toAxial = (p, h) => toAxialIn(h, p.coordinates);
const fromAxial = (p, a, system) => fromAxialIn(a, system || p.coordinates);
const centerOf = (p) => { const flat = isFlatSystem(p.coordinates); return (h) => axialPixel(toAxial(p, h), flat, R); };

// The map's hexes, written: a rectangle of an offset system, or the file's own list.
const mapHexes = (p) => listCells(p.map.hexes);
// A rectangle for the axial system: the hexes of an even-r rectangle, written axially.
export function setMapSize(p, columns, rows, system) {
  const oldSystem = p.coordinates;
  const convert = (h) => fromAxialIn(toAxialIn(h, oldSystem), system);
  // Everything on the map keeps its place on the table when the system changes (area
  // offsets are axial in every system).
  if (system !== oldSystem) {
    for (const t of Object.keys(p.map.terrain || {})) p.map.terrain[t] = p.map.terrain[t].map(convert);
    p.map.thin_walls = (p.map.thin_walls || []).map((w) => w.map(convert));
    for (const f of p.figures) f.hex = convert(f.hex);
  }
  p.coordinates = system;
  if (system === 'axial') {
    const list = [];
    for (let r = 0; r < rows; r++) for (let c = 0; c < columns; c++) list.push(fromAxialIn(toAxialIn([c, r], 'even-r'), 'axial'));
    p.map.hexes = list;
  } else {
    p.map.hexes = {columns, rows};
  }
  // Drop what fell off the map.
  const on = (h) => onMap(p, h);
  for (const t of Object.keys(p.map.terrain || {})) {
    p.map.terrain[t] = p.map.terrain[t].filter(on);
    if (!p.map.terrain[t].length) delete p.map.terrain[t];
  }
  p.map.thin_walls = (p.map.thin_walls || []).filter((w) => on(w[0]) && on(w[1]));
  p.figures = p.figures.filter((f) => on(f.hex));
  if (!figureById(p, p.turn.figure)) actNext(p);
}
// The ids of the figures a resize to `columns` x `rows` in `system` would leave off the map.
function figuresOff(p, columns, rows, system) {
  const copy = JSON.parse(JSON.stringify({...p, map: {...p.map, terrain: {}, thin_walls: []}}));
  setMapSize(copy, columns, rows, system);
  const kept = new Set(copy.figures.map((f) => f.id));
  return p.figures.filter((f) => !kept.has(f.id)).map((f) => f.id);
}

function terrainAt(p, h) {
  for (const t of Object.keys(p.map.terrain || {})) {
    if (p.map.terrain[t].some((x) => same(x, h))) return t;
  }
  return null;
}
function setTerrain(p, h, type) {
  p.map.terrain = p.map.terrain || {};
  for (const t of Object.keys(p.map.terrain)) {
    p.map.terrain[t] = p.map.terrain[t].filter((x) => !same(x, h));
    if (!p.map.terrain[t].length) delete p.map.terrain[t];
  }
  if (type) (p.map.terrain[type] = p.map.terrain[type] || []).push(h);
  if (!Object.keys(p.map.terrain).length) delete p.map.terrain;
  if (type === 'wall') {
    // A wall hex holds no figure and no thin wall.
    p.figures = p.figures.filter((f) => !same(f.hex, h));
    p.map.thin_walls = (p.map.thin_walls || []).filter((w) => !same(w[0], h) && !same(w[1], h));
  }
}
const figureAt = (p, h) => p.figures.find((f) => same(f.hex, h));
export const figureById = (p, id) => p.figures.find((f) => f.id === id);
// The acting figure when the one acting left: the first monster, else the first figure.
function actNext(p) {
  const m = p.figures.find((x) => x.side === 'monsters') || p.figures[0];
  p.turn.figure = m ? m.id : '';
}
function nextId(p, prefix) {
  for (let i = 1; ; i++) if (!figureById(p, prefix + i)) return prefix + i;
}

// An empty board of the example's size, to build by clicks.
function emptyPosition() {
  return {format: 1, game: 'gloomhaven', name: 'new', coordinates: 'even-q', map: {hexes: {columns: 7, rows: 5}},
    figures: [], turn: {figure: '', move: 2, movement: 'normal', attack: {range: 0, targets: 1}}};
}
// What a board not ready to solve needs, said as a hint (null: solve it).
function hint(m) {
  const monster = m.p.figures.find((f) => f.side === 'monsters');
  if (!m.p.figures.length) return 'An empty board: place a monster (tool "+ monster") and a character ("+ character") to see what the monster does.';
  if (!monster) return 'Place a monster (tool "+ monster") to see what it does.';
  if (!figureById(m.p, m.p.turn.figure)) return 'Pick the acting figure on its card.';
  return null;
}

function check(p) {
  if (!p || typeof p !== 'object' || !p.map || !Array.isArray(p.figures) || !p.turn) throw new Error('not a format-1 Gloomhaven scenario');
  p.map.terrain = p.map.terrain || {};
}
// The tool and the area's melee flag stay as they were when another file opens.
function fresh(p, before) {
  return {tool: before ? before.tool : 'explain', lastAoeMelee: before ? before.lastAoeMelee : true,
    selected: null, step: 0, explainHex: null};
}

// ---------------------------------------------------------------- drawing the board

function drawBoard(m) {
  const p = m.p, svg = $('board'), center = centerOf(p), isFlat = isFlatSystem(p.coordinates);
  svg.textContent = '';
  let minx = Infinity, miny = Infinity, maxx = -Infinity, maxy = -Infinity;
  for (const h of edgeHexes(p)) {
    const [x, y] = center(h);
    minx = Math.min(minx, x); miny = Math.min(miny, y); maxx = Math.max(maxx, x); maxy = Math.max(maxy, y);
  }
  const pad = R + 4;
  const box = [minx - pad, miny - pad, maxx - minx + 2 * pad, maxy - miny + 2 * pad];
  const shown = currentOptions(m).filter((o) => m.ui.step === 0 || o.number === m.ui.step);
  const big = cellCount(p) > DETAIL_CELLS;
  $('board-note').hidden = !big;
  $('board-note').textContent = big ? `A map of ${cellCount(p).toLocaleString('en')} hexes: drawn as a picture of its terrain, one dot a hex, ` +
    `with the figures and the answer over it (hexes one by one, with coordinates, up to ${DETAIL_CELLS.toLocaleString('en')}). ` +
    'The overlays and the rule sets\' pictures are not computed for it. Zoom in to look closer.' : '';
  if (big) drawOverview(p, svg, box);
  else drawHexes(m, svg, center, isFlat, shown);
  // Thin walls: the shared edge of the two hexes, drawn thick.
  for (const w of p.map.thin_walls || []) {
    const [ax, ay] = center(w[0]), [bx, by] = center(w[1]);
    const mx = (ax + bx) / 2, my = (ay + by) / 2;
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const ux = -(by - ay) / len * R / 2, uy = (bx - ax) / len * R / 2;
    el('line', {x1: mx - ux, y1: my - uy, x2: mx + ux, y2: my + uy, class: 'thin-wall', 'data-wall': key(w[0]) + ';' + key(w[1])}, svg);
  }
  drawOptionMarks(m, svg, center, shown);
  drawFigures(m, svg, center, new Set(shown.flatMap((o) => o.targets)));
  fitted(svg, box, R);
}

// A large map as one picture (overview.js), in the terrain colours of games.css.
const TERRAIN_RGB = {none: [242, 239, 230], obstacle: [141, 110, 79], trap: [232, 180, 180], hazardous: [240, 163, 94],
  difficult: [169, 201, 143], icy: [191, 227, 245], wall: [51, 51, 51]};
const drawOverview = (p, svg, box) => drawPicture(svg, box, p.map, p.coordinates === 'axial' ? (h) => fromAxialIn(h, 'even-r') : null, TERRAIN_RGB);

function drawHexes(m, svg, center, isFlat, shown) {
  const ov = m.answer && m.answer.overlays;
  const ovSets = {};
  for (const name of ['see', 'reach', 'range']) {
    ovSets[name] = new Set(ov && ov[name] && $('ov-' + name).checked ? ov[name].map(key) : []);
  }
  const aoeSet = new Set(shown.flatMap((o) => (o.aoe || []).map(key)));
  const gHex = el('g', {class: 'hexes'}, svg);
  const terrain = terrainIndex(m.p);
  for (const h of mapHexes(m.p)) {
    const [x, y] = center(h);
    const t = terrain.get(key(h));
    const classes = ['hex', t ? 't-' + t : 't-none'];
    for (const name of ['see', 'reach', 'range']) if (ovSets[name].has(key(h))) classes.push('ov-' + name);
    if (aoeSet.has(key(h))) classes.push('aoe');
    if (m.ui.explainHex && same(m.ui.explainHex, h)) classes.push('explained');
    el('polygon', {points: corners(x, y, isFlat, R - 0.5), class: classes.join(' '), 'data-hex': key(h)}, gHex);
    if ($('ov-coords').checked) {
      const tx = el('text', {x, y: y + R * 0.62, class: 'coord'}, gHex);
      tx.textContent = key(h);
    }
  }
}

// The answer: paths, attack lines (the solver's sight lines where the picture has them),
// destinations with their option numbers.
function drawOptionMarks(m, svg, center, shown) {
  const gAns = el('g', {class: 'answer'}, svg);
  const sight = sightLines(m.answer, center);
  const destSet = new Map();
  for (const o of shown) {
    if (o.path && o.path.length > 1) {
      el('polyline', {points: o.path.map((h) => center(h).join(',')).join(' '), class: 'path', 'data-option': o.number}, gAns);
    }
    const k = key(o.destination);
    destSet.set(k, (destSet.get(k) || []).concat([o.number]));
    const [dx, dy] = center(o.destination);
    for (const id of o.targets) {
      const f = figureById(m.p, id);
      if (!f) continue;
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
}

function drawFigures(m, svg, center, targets) {
  const names = (f) => (f.conditions || []).map((c) => (typeof c === 'string' ? c : c.name));
  for (const f of m.p.figures) {
    const [x, y] = center(f.hex);
    const cls = ['figure', f.side, f.rank === 'elite' ? 'elite' : f.rank === 'boss' ? 'boss' : ''];
    if (f.id === m.p.turn.figure) cls.push('acting');
    if (targets.has(f.id)) cls.push('target');
    if (f.id === m.ui.selected) cls.push('selected');
    const g = el('g', {class: cls.join(' '), 'data-id': f.id, 'data-hex': key(f.hex), 'data-keep': [x, y, R * 0.55].map((v) => v.toFixed(1)).join(',')}, svg);
    el('circle', {cx: x, cy: y, r: R * 0.55}, g);
    const t = el('text', {x, y: y + 4}, g);
    t.textContent = f.id;
    if (f.initiative !== undefined) {
      const i = el('text', {x: x + R * 0.5, y: y - R * 0.38, class: 'initiative'}, g);
      i.textContent = f.initiative;
    }
    // Hit points under the figure, conditions above it, as every view draws them.
    const hp = f.hp === undefined ? null : f.max_hp !== undefined ? f.hp + '/' + f.max_hp : String(f.hp);
    drawFigureNotes(g, x, y, R * 0.55, {hp, conditions: names(f)});
    g.dataset.hp = f.hp === undefined ? '' : f.hp;
    g.dataset.conditions = names(f).join(',');
  }
}

// The sight lines of the server's picture (`arbiter render`), moved onto this board: the
// picture draws the same hexes at another size and offset, so two hex centres give the
// scale and shift. Keyed "option:target".
function sightLines(ans, center) {
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
function hexAtPoint(p, pt) {
  // The axial hex under the point (cube rounding), then its neighbours: the nearest centre.
  const flat = isFlatSystem(p.coordinates), center = centerOf(p);
  const q = flat ? pt.x * 2 / 3 / R : (Math.sqrt(3) / 3 * pt.x - pt.y / 3) / R;
  const r = flat ? (-pt.x / 3 + Math.sqrt(3) / 3 * pt.y) / R : pt.y * 2 / 3 / R;
  const a = [Math.round(q), Math.round(r)];
  let best = null, bestD = Infinity;
  for (const d of [[0, 0]].concat(AXIAL_DIRS)) {
    const h = fromAxial(p, [a[0] + d[0], a[1] + d[1]]);
    if (!onMap(p, h)) continue;
    const [x, y] = center(h);
    const dist = Math.hypot(pt.x - x, pt.y - y);
    if (dist < bestD) { bestD = dist; best = h; }
  }
  return bestD <= R ? best : null;
}
// The neighbour across the edge nearest to the point (for thin walls).
function edgeNeighbour(p, h, pt) {
  const a = toAxial(p, h), center = centerOf(p);
  let best = null, bestD = Infinity;
  for (const d of AXIAL_DIRS) {
    const n = fromAxial(p, [a[0] + d[0], a[1] + d[1]]);
    if (!onMap(p, n)) continue;
    const [x, y] = center(n);
    const dist = Math.hypot(pt.x - x, pt.y - y);
    if (dist < bestD) { bestD = dist; best = n; }
  }
  return best;
}

// What a click on hex `h` does with each tool: an edit returns false when nothing changed.
// `drag` starts a drag (figure or paint) the pointer's moves continue.
const TOOLS = {
  explain(shell, m, h) {
    const f = figureAt(m.p, h);
    shell.update(() => { if (f) m.ui.selected = f.id; m.ui.explainHex = h; });
    shell.requestSolve(0);
  },
  move(shell, m, h, evt, drag) {
    const f = figureAt(m.p, h);
    if (f) {
      drag({mode: 'figure', id: f.id});
      shell.update(() => { m.ui.selected = f.id; });
    } else if (m.ui.selected && terrainAt(m.p, h) !== 'wall') {
      shell.edit(() => { figureById(m.p, m.ui.selected).hex = h; });
    }
  },
  character: (shell, m, h) => place(shell, m, h, false),
  monster: (shell, m, h) => place(shell, m, h, true),
  remove(shell, m, h) {
    const f = figureAt(m.p, h);
    if (!f) return;
    shell.edit(() => {
      m.p.figures = m.p.figures.filter((x) => x !== f);
      if (m.p.turn.figure === f.id) actNext(m.p);
      if (m.ui.selected === f.id) m.ui.selected = null;
    });
  },
  'thin-wall'(shell, m, h, evt) {
    const n = edgeNeighbour(m.p, h, svgPoint($('board'), evt));
    if (!n || terrainAt(m.p, h) === 'wall' || terrainAt(m.p, n) === 'wall') return;
    shell.edit(() => {
      const walls = m.p.map.thin_walls || [];
      const i = walls.findIndex((w) => (same(w[0], h) && same(w[1], n)) || (same(w[0], n) && same(w[1], h)));
      if (i >= 0) walls.splice(i, 1); else walls.push([h, n]);
      m.p.map.thin_walls = walls;
      if (!walls.length) delete m.p.map.thin_walls;
    });
  },
};
function place(shell, m, h, monster) {
  const there = figureAt(m.p, h);
  if (there || terrainAt(m.p, h) === 'wall') { if (there) shell.update(() => { m.ui.selected = there.id; }); return; }
  shell.edit(() => {
    const f = {id: nextId(m.p, monster ? 'M' : 'C'), side: monster ? 'monsters' : 'players', kind: monster ? 'monster' : 'character', hex: h};
    if (monster) { f.type = 'Monster'; f.rank = 'normal'; }
    f.initiative = monster ? 50 : 20 + m.p.figures.length;
    m.p.figures.push(f);
    if (!figureById(m.p, m.p.turn.figure)) m.p.turn.figure = f.id;
    m.ui.selected = f.id;
  });
}

// Clicks, taps and drags on the board. The drag in progress is the gesture's own, not the
// model's: a moved figure is one edit, at the drop.
function bindBoard(shell) {
  const board = $('board');
  let drag = null; // {mode: 'paint'|'figure', type, id, last, moved}
  const paint = (h) => {
    const m = shell.model;
    if (!drag || (drag.last && same(drag.last, h))) return;
    drag.last = h;
    if (drag.type === 'wall' && figureAt(m.p, h)) return; // never paint a wall under a figure
    if (terrainAt(m.p, h) === drag.type) return;
    shell.edit(() => setTerrain(m.p, h, drag.type));
  };
  board.addEventListener('pointerdown', (evt) => {
    const m = shell.model, h = hexAtPoint(m.p, svgPoint(board, evt));
    if (!h) return;
    evt.preventDefault();
    const tool = m.ui.tool;
    const start = (d) => { drag = d; board.setPointerCapture(evt.pointerId); };
    if (TOOLS[tool]) TOOLS[tool](shell, m, h, evt, start);
    else if (tool.startsWith('terrain:')) {
      const type = tool.slice(8);
      start({mode: 'paint', type: type === 'clear' ? null : type, last: null});
      paint(h);
    }
  });
  board.addEventListener('pointermove', (evt) => {
    if (!drag) return;
    const m = shell.model, h = hexAtPoint(m.p, svgPoint(board, evt));
    if (!h) return;
    if (drag.mode === 'paint') paint(h);
    const f = drag.mode === 'figure' && figureById(m.p, drag.id);
    if (f && !same(f.hex, h) && !figureAt(m.p, h) && terrainAt(m.p, h) !== 'wall') {
      shell.update(() => { f.hex = h; }); // the solve waits for the drop
      drag.moved = true;
    }
  });
  const up = () => {
    if (drag && drag.mode === 'figure' && drag.moved) shell.edit(() => {});
    drag = null;
  };
  board.addEventListener('pointerup', up);
  board.addEventListener('pointercancel', up);
}

// ---------------------------------------------------------------- the answer

const currentOptions = (m) => (m.answer && m.answer.results.length ? m.answer.results[0].decision.options || [] : []);

function drawOptions(m, first) {
  const list = $('options'), opts = first.options || [];
  for (const o of opts) {
    const li = document.createElement('li');
    li.dataset.number = o.number;
    li.dataset.destination = key(o.destination);
    li.dataset.targets = o.targets.join(',');
    li.dataset.focus = o.focus || '';
    if (m.ui.step === o.number) li.className = 'current';
    const moves = o.path && o.path.length > 1;
    let text = (moves ? 'move to [' + o.destination.join(', ') + ']' : 'stay at [' + o.destination.join(', ') + ']');
    text += o.targets.length ? ', attack ' + o.targets.join(', ') : ', no attack';
    if (o.focus) text += ' (focus ' + o.focus + ')';
    if (o.disadvantage && o.disadvantage.length) text += '; disadvantage against ' + o.disadvantage.join(', ');
    li.textContent = text;
    li.tabIndex = 0;
    list.appendChild(li);
  }
  $('opt-current').textContent = m.ui.step === 0 ? `all ${opts.length}` : `${m.ui.step} of ${opts.length}`;
  if (!opts.length) {
    const li = document.createElement('li');
    li.className = 'none';
    li.textContent = 'no options';
    list.appendChild(li);
  }
}

function drawRanking(first) {
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
}

// The explanation of the clicked hex; pictures: one per rule set (all side by side), as
// `arbiter render` draws them.
function drawExplainAndPictures(answer, first) {
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

// The plain sentences first, as `arbiter solve` prints them under "Explanation": whom the
// monster focuses on and why, where it moves and whom it attacks.
function drawExplanation(first) {
  const box = $('explanation');
  box.textContent = '';
  for (const line of first.explanation || []) html('p', {class: 'sentence'}, box, line);
}

function drawAnswer(m) {
  for (const id of ['options', 'pictures', 'ranking', 'trace']) $(id).textContent = '';
  if (!m.answer) {
    const box = $('explanation'), h = hint(m);
    box.textContent = '';
    html('p', {class: 'hint'}, box, h || 'The answer appears here.');
    return;
  }
  const first = m.answer.results[0].decision;
  drawExplanation(first);
  drawOptions(m, first);
  drawRanking(first);
  drawExplainAndPictures(m.answer, first);
}

// ---------------------------------------------------------------- the view

function render(m) {
  for (const b of document.querySelectorAll('#tools button')) b.classList.toggle('active', b.dataset.tool === m.ui.tool);
  drawCard(m);
  drawFigurePanel(m);
  drawBoard(m);
  drawAnswer(m);
}

function mount(shell) {
  const update = (change) => shell.update(change);
  const selectTool = (t) => update((m) => { m.ui.tool = t; });
  for (const b of document.querySelectorAll('#tools button')) b.addEventListener('click', () => selectTool(b.dataset.tool));
  bindBoard(shell);
  mountZoom($('board'), {get: () => shell.model.ui.zoom || null, set: (z) => shell.remember((m) => { m.ui.zoom = z; })});
  // A resize that would drop figures asks first; cancelled, the fields show the map again.
  const resize = () => shell.edit((m) => {
    const cols = Math.min(MAX_SIDE, Math.max(1, parseInt($('map-columns').value, 10) || 1));
    const rows = Math.min(MAX_SIDE, Math.max(1, parseInt($('map-rows').value, 10) || 1));
    const lost = figuresOff(m.p, cols, rows, $('map-coordinates').value);
    if (lost.length && !window.confirm(`A map of ${cols} x ${rows} leaves out ${lost.length} figure${lost.length === 1 ? '' : 's'} ` +
        `(${lost.slice(0, 8).join(', ')}${lost.length > 8 ? ', …' : ''}): remove ${lost.length === 1 ? 'it' : 'them'}?`)) {
      shell.update(() => {});
      return false;
    }
    setMapSize(m.p, cols, rows, $('map-coordinates').value);
  });
  for (const id of ['map-columns', 'map-rows', 'map-coordinates']) $(id).addEventListener('change', resize);
  for (const id of ['ov-see', 'ov-reach', 'ov-range', 'ov-coords']) $(id).addEventListener('change', () => update(() => {}));
  mountCard(shell);
  const pick = (n) => update((m) => { m.ui.step = m.ui.step === n ? 0 : n; });
  $('options').addEventListener('click', (evt) => { const li = evt.target.closest('li[data-number]'); if (li) pick(Number(li.dataset.number)); });
  $('options').addEventListener('keydown', (evt) => {
    const li = evt.target.closest('li[data-number]');
    if (li && (evt.key === 'Enter' || evt.key === ' ')) { evt.preventDefault(); pick(Number(li.dataset.number)); }
  });
  const stepBy = (d) => update((m) => {
    const n = currentOptions(m).length;
    if (n) m.ui.step = (m.ui.step + d + n + 1) % (n + 1);
  });
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

function query(m) {
  const params = rulesQuery(m.rules);
  if (m.ui.explainHex) params.set('explain', key(m.ui.explainHex));
  // A large map's picture and overlays would be megabytes the page does not draw.
  if (cellCount(m.p) > DETAIL_CELLS) { params.set('svg', '0'); params.set('overlays', '0'); }
  return params;
}
function answered(m) {
  if (m.ui.step > currentOptions(m).length) m.ui.step = 0;
}
function status(m) {
  const n = currentOptions(m).length;
  return n + (n === 1 ? ' option' : ' options');
}
// A file's own rule set when it names one of the game's, else the one chosen before.
const rulesFor = (p, names, before) => (names.includes(p.rules) ? p.rules : before !== undefined ? before : 'gloomhaven');

export default {
  game: 'gloomhaven', title: 'Gloomhaven', view: 'view-gloomhaven',
  maxCells: MAX_SIDE * MAX_SIDE / 4,  // a 2048 x 2048 map: larger ones are refused at once
  example: examplePosition, empty: emptyPosition, hint, check, fresh, mount, render, query, status, answered, rulesFor,
  extraRules: ['all'],
  edited: (m) => { m.ui.step = 0; },
  // What a share link and the undo history keep of what the view shows.
  shareUi: (m) => ({step: m.ui.step, explainHex: m.ui.explainHex, zoom: m.ui.zoom || null}),
};
