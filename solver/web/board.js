// Board drawing shared by every game's view: hex grids in the coordinate systems scenario
// files use (even-q, odd-q, even-r, odd-r, axial), square grids, cells, walls on edges,
// figures (one or two cells) with labels, hit points and conditions, and pointer → cell.
// A grid is a plain object: its cells, their centres and outlines; views draw with it.

import {fitted} from './zoom.js';

export const SVGNS = 'http://www.w3.org/2000/svg';
export const $ = (id) => document.getElementById(id);
export function el(name, attrs, parent) {
  const e = document.createElementNS(SVGNS, name);
  for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}
export function html(name, attrs, parent, text) {
  const e = document.createElement(name);
  for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  if (parent) parent.appendChild(e);
  return e;
}
export const key = (h) => h[0] + ',' + h[1];
export const same = (a, b) => a[0] === b[0] && a[1] === b[1];
export const parseKey = (k) => k.split(',').map(Number);
// An exact fraction as the answers write it ("7/12"), in decimals, for a tooltip.
// The query every solve sends: the rule set when one is chosen (else the file's own).
export function rulesQuery(rules) {
  const q = new URLSearchParams();
  if (rules) q.set('rules', rules);
  return q;
}

// A <select> listing items as "ID (what)", the one with id `value` selected.
export function fillSelect(sel, items, what, value) {
  sel.textContent = '';
  for (const x of items) html('option', {value: x.id}, sel, x.id + ' (' + what(x) + ')');
  sel.value = value;
}

export function toDecimal(v) {
  if (typeof v !== 'string' || !v.includes('/')) return String(v);
  const [a, b] = v.split('/').map(Number);
  return (a / b).toFixed(4);
}

// ---------------------------------------------------------------- hex coordinates
// Offset systems as in docs/format.md (rows downwards); *-q flat-topped, the others pointy.

export const isFlatSystem = (system) => system.endsWith('-q');
export function toAxial(h, system) {
  const [c, r] = h;
  switch (system) {
    case 'odd-q': return [c, r - (c - (c & 1)) / 2];
    case 'even-q': return [c, r - (c + (c & 1)) / 2];
    case 'odd-r': return [c - (r - (r & 1)) / 2, r];
    case 'even-r': return [c - (r + (r & 1)) / 2, r];
    default: return [c, r];
  }
}
export function fromAxial(a, system) {
  const [q, r] = a;
  switch (system) {
    case 'odd-q': return [q, r + (q - (q & 1)) / 2];
    case 'even-q': return [q, r + (q + (q & 1)) / 2];
    case 'odd-r': return [q + (r - (r & 1)) / 2, r];
    case 'even-r': return [q + (r + (r & 1)) / 2, r];
    default: return [q, r];
  }
}
export function axialPixel(a, isFlat, radius) {
  const [q, r] = a;
  if (isFlat) return [radius * 1.5 * q, radius * Math.sqrt(3) * (r + q / 2)];
  return [radius * Math.sqrt(3) * (q + r / 2), radius * 1.5 * r];
}
export function corners(x, y, isFlat, radius) {
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const ang = Math.PI / 180 * (60 * i + (isFlat ? 0 : 30));
    pts.push((x + radius * Math.cos(ang)).toFixed(2) + ',' + (y + radius * Math.sin(ang)).toFixed(2));
  }
  return pts.join(' ');
}
export const AXIAL_DIRS = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]];
export function axialDistance(a, b) {
  const dq = a[0] - b[0], dr = a[1] - b[1];
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
// The hexes of a map written as a list or as {columns, rows}.
export function listCells(spec) {
  if (Array.isArray(spec)) return spec;
  const out = [];
  for (let r = 0; r < spec.rows; r++) for (let c = 0; c < spec.columns; c++) out.push([c, r]);
  return out;
}

// ---------------------------------------------------------------- grids

function withIndex(grid) {
  const set = new Set(grid.cells.map(key));
  grid.has = (c) => set.has(key(c));
  return grid;
}
// A hex grid: `cells` written in `system`, drawn with hexes of radius R.
export function hexGrid(system, cells, R = 24) {
  const isFlat = isFlatSystem(system);
  const center = (h) => axialPixel(toAxial(h, system), isFlat, R);
  return withIndex({
    kind: 'hex', system, cells, R, isFlat, center,
    outline: (h, inset = 0.5) => { const [x, y] = center(h); return corners(x, y, isFlat, R - inset); },
    neighbours(h) {
      const a = toAxial(h, system);
      return AXIAL_DIRS.map((d) => fromAxial([a[0] + d[0], a[1] + d[1]], system));
    },
    // The shared edge of two neighbouring hexes, as a segment.
    edge(a, b) {
      const [ax, ay] = center(a), [bx, by] = center(b);
      const mx = (ax + bx) / 2, my = (ay + by) / 2, len = Math.hypot(bx - ax, by - ay) || 1;
      const ux = -(by - ay) / len * R / 2, uy = (bx - ax) / len * R / 2;
      return [mx - ux, my - uy, mx + ux, my + uy];
    },
  });
}
// A square grid: `cells` [x, y] (x to the right, y downwards), `origin` added first (1 for
// the 1-based boards of Grumblestone), squares of side S.
export function squareGrid(cells, S = 44, origin = 0) {
  const center = ([x, y]) => [(x - origin) * S + S / 2, (y - origin) * S + S / 2];
  return withIndex({
    kind: 'square', cells, R: S / 2, center,
    outline(c, inset = 0.5) {
      const [x, y] = center(c), h = S / 2 - inset;
      return [[x - h, y - h], [x + h, y - h], [x + h, y + h], [x - h, y + h]].map((p) => p.join(',')).join(' ');
    },
    neighbours: ([x, y]) => [[x + 1, y], [x, y - 1], [x - 1, y], [x, y + 1]],
    edge(a, b) {
      const [ax, ay] = center(a), [bx, by] = center(b);
      const mx = (ax + bx) / 2, my = (ay + by) / 2;
      return ax === bx ? [mx - S / 2, my, mx + S / 2, my] : [mx, my - S / 2, mx, my + S / 2];
    },
  });
}

// ---------------------------------------------------------------- drawing

// Clears `svg`, fits its viewBox to the grid and draws every cell as a polygon with
// data-cell="c,r". `cellClass(c)` adds classes; `label(c)` a small text (at `labelAt`, in
// radii from the centre; the bottom by default).
// Returns {cells, marks, figures, top}: layers to draw into, in that order.
export function drawGrid(svg, grid, {cellClass, label, labelAt = [0, 0.66], pad = 6, fitTo} = {}) {
  svg.textContent = '';
  let minx = Infinity, miny = Infinity, maxx = -Infinity, maxy = -Infinity;
  // Fitted to the cells `fitTo` keeps (the rooms revealed), else to all of them.
  const shown = fitTo ? grid.cells.filter(fitTo) : grid.cells;
  for (const c of shown.length ? shown : grid.cells) {
    const [x, y] = grid.center(c);
    minx = Math.min(minx, x); miny = Math.min(miny, y); maxx = Math.max(maxx, x); maxy = Math.max(maxy, y);
  }
  if (!grid.cells.length) { minx = miny = maxx = maxy = 0; }
  const p = grid.R + pad;
  fitted(svg, [minx - p, miny - p, maxx - minx + 2 * p, maxy - miny + 2 * p], grid.R);
  const layers = {};
  for (const name of ['cells', 'marks', 'figures', 'top']) layers[name] = el('g', {class: 'layer-' + name}, svg);
  for (const c of grid.cells) {
    const cls = ['cell'].concat(cellClass ? cellClass(c) : []);
    el('polygon', {points: grid.outline(c), class: cls.join(' '), 'data-cell': key(c)}, layers.cells);
    const text = label && label(c);
    if (text !== undefined && text !== null && text !== '') {
      const [x, y] = grid.center(c);
      el('text', {x: x + grid.R * labelAt[0], y: y + grid.R * labelAt[1], class: 'cell-label'}, layers.cells).textContent = text;
    }
  }
  return layers;
}
// A thick line on the edge between two neighbouring cells (walls, doors, obstacles on edges).
export function drawEdge(layer, grid, a, b, cls, attrs = {}) {
  const [x1, y1, x2, y2] = grid.edge(a, b);
  return el('line', Object.assign({x1, y1, x2, y2, class: cls}, attrs), layer);
}
// Text centred on a cell, `dy` in units of the cell's radius.
export function drawText(layer, grid, c, text, cls, dy = 0) {
  const [x, y] = grid.center(c);
  const t = el('text', {x, y: y + dy * grid.R, class: cls}, layer);
  t.textContent = text;
  return t;
}
// A figure on one cell (a disc) or two (a capsule joining them): its label, hit points left
// as "hp" (drawn under it), conditions as small letters above. `slot`/`of` shift it when
// several figures share a cell (Arcadia Quest: up to two).
export function drawFigure(layer, grid, cells, f) {
  const pts = cells.map((c) => grid.center(c));
  const x = pts.reduce((a, p) => a + p[0], 0) / pts.length, y = pts.reduce((a, p) => a + p[1], 0) / pts.length;
  const of = f.of || 1, slot = f.slot || 0;
  const r = grid.R * (of > 1 ? 0.42 : 0.58);
  const dx = of > 1 ? (slot - (of - 1) / 2) * grid.R * 0.95 : 0;
  const g = el('g', {class: ['figure'].concat(f.cls || []).join(' '), 'data-id': f.id, 'data-cell': key(cells[0]),
    'data-keep': [x + dx, y, r].map((v) => v.toFixed(1)).join(',')}, layer);
  if (pts.length === 2) {
    el('line', {x1: pts[0][0], y1: pts[0][1], x2: pts[1][0], y2: pts[1][1], class: 'body', style: 'stroke-width:' + (2 * r).toFixed(1)}, g);
    for (const [px, py] of pts) el('circle', {cx: px, cy: py, r}, g);
  } else {
    el('circle', {cx: x + dx, cy: y, r}, g);
  }
  el('text', {x: x + dx, y: y + 4, class: 'name'}, g).textContent = f.label || f.id;
  drawFigureNotes(g, x + dx, y, r, f);
  return g;
}
// A figure's hit points (`hp`, drawn under the disc of radius r at x, y) and conditions
// (small words above it), into its group `g`.
export function drawFigureNotes(g, x, y, r, {hp, conditions}) {
  if (hp !== undefined && hp !== null) el('text', {x, y: y + r + 9, class: 'hp'}, g).textContent = hp;
  if (conditions && conditions.length) el('text', {x, y: y - r - 3, class: 'conditions'}, g).textContent = conditions.join(' ');
}

// ---------------------------------------------------------------- input

export function svgPoint(svg, evt) {
  const pt = svg.createSVGPoint();
  pt.x = evt.clientX; pt.y = evt.clientY;
  return pt.matrixTransform(svg.getScreenCTM().inverse());
}
// The cell under a point: the nearest centre within the cell's radius.
export function cellAtPoint(grid, p) {
  let best = null, bestD = Infinity;
  for (const c of grid.cells) {
    const [x, y] = grid.center(c);
    const d = Math.hypot(p.x - x, p.y - y);
    if (d < bestD) { bestD = d; best = c; }
  }
  return bestD <= grid.R * 1.05 ? best : null;
}
// Calls `handler(cell, figureId or null, evt)` for a click or a tap on the board (pointer
// events: mouse, pen and touch alike). `getGrid` gives the grid drawn now.
export function onCellPointer(svg, getGrid, handler) {
  svg.addEventListener('pointerdown', (evt) => {
    const grid = getGrid();
    if (!grid) return;
    const c = cellAtPoint(grid, svgPoint(svg, evt));
    const fig = evt.target.closest && evt.target.closest('g.figure');
    if (!c && !fig) return;
    evt.preventDefault();
    handler(c || parseKey(fig.dataset.cell), fig ? fig.dataset.id : null, evt);
  });
}
