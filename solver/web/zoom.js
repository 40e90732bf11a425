// Zoom and pan of a board, for every view: the wheel (around the pointer), two fingers
// (pinch and drag), the middle mouse button (drag) and the buttons of a small bar above the
// board. The view is the model's (model.ui.zoom: [scale, centre x, centre y] in the board's
// units, null: fitted), so that the link and undo keep it; the board is drawn fitted and
// this module moves its viewBox. Figures and labels stay readable at every zoom: marks with
// data-keep (a figure's group: its centre and radius in board units) are scaled up when they
// would be drawn smaller than MIN_PX on the screen, and the small labels are hidden then.
import {html, svgPoint} from './board.js';

const MIN_PX = 11;        // the smallest radius a figure is drawn with, in screen pixels
const LABEL_PX = 6;       // below this size on the screen, cell labels are hidden
const boards = new WeakMap(); // svg -> {fit: [x, y, w, h], R, get, set}

const clampScale = (b, s) => Math.max(1, Math.min(s, Math.max(1, b.fit[2] / (b.R * 6))));

// The viewBox of zoom `z` over the fitted box.
function boxOf(b, z) {
  const [fx, fy, fw, fh] = b.fit;
  if (!z) return b.fit;
  const s = clampScale(b, z[0]), w = fw / s, h = fh / s;
  const cx = Math.max(fx + w / 2, Math.min(fx + fw - w / 2, z[1]));
  const cy = Math.max(fy + h / 2, Math.min(fy + fh - h / 2, z[2]));
  return [cx - w / 2, cy - h / 2, w, h];
}

// Scales the figures that would be too small, hides labels that would be unreadable.
function keepReadable(svg, box) {
  const px = svg.clientWidth || svg.getBoundingClientRect().width;
  if (!px) return;
  const unitsPerPx = Math.max(box[2] / px, box[3] / (svg.clientHeight || px));
  svg.classList.toggle('tiny-labels', 7 / unitsPerPx < LABEL_PX);
  for (const g of svg.querySelectorAll('[data-keep]')) {
    const [x, y, r] = g.dataset.keep.split(',').map(Number);
    const s = Math.max(1, MIN_PX * unitsPerPx / r);
    if (s > 1.01) g.setAttribute('transform', `translate(${x} ${y}) scale(${s.toFixed(3)}) translate(${-x} ${-y})`);
    else g.removeAttribute('transform');
  }
}

function apply(svg, z) {
  const b = boards.get(svg);
  if (!b) return;
  const box = boxOf(b, z);
  svg.setAttribute('viewBox', box.map((v) => v.toFixed(2)).join(' '));
  if (b.bar) b.bar.querySelector('.zoom-level').textContent = z && z[0] > 1 ? '×' + clampScale(b, z[0]).toFixed(1) : 'fitted';
  keepReadable(svg, box);
}

// After a render: the board's fitted box (board units) and its cell radius; the model's zoom
// is applied over it.
export function fitted(svg, fit, R) {
  const b = boards.get(svg);
  if (!b) { svg.setAttribute('viewBox', fit.join(' ')); return; }
  b.fit = fit; b.R = R;
  apply(svg, b.get());
  // Once the render that called this has drawn the figures too.
  queueMicrotask(() => apply(svg, b.get()));
}

// Scales `z` (or the fitted view) by `factor` around the board point (px, py).
function zoomAt(b, factor, px, py) {
  const [x, y, w, h] = boxOf(b, b.get());
  const s = clampScale(b, (b.get() ? b.get()[0] : 1) * factor);
  const nw = b.fit[2] / s, nh = b.fit[3] / s;
  const left = px - (px - x) * nw / w, top = py - (py - y) * nh / h;
  return s <= 1 ? null : [s, left + nw / 2, top + nh / 2];
}
function panBy(b, dx, dy) {
  const z = b.get();
  if (!z) return null;
  return [z[0], z[1] + dx, z[2] + dy];
}

// Makes `svg` zoomable: `get()` the model's zoom, `set(z)` stores a new one (not redrawn:
// this module moves the viewBox). A bar of buttons goes before the board.
export function mountZoom(svg, {get, set}) {
  const b = {fit: [0, 0, 1, 1], R: 24, get, set};
  boards.set(svg, b);
  const change = (z) => { set(z); apply(svg, z); };
  const bar = html('div', {class: 'zoom-bar', role: 'group', 'aria-label': 'Zoom'});
  svg.parentNode.insertBefore(bar, svg);
  b.bar = bar;
  const button = (text, label, fn) => html('button', {type: 'button', 'aria-label': label, title: label}, bar, text).addEventListener('click', fn);
  const centre = () => { const [x, y, w, h] = boxOf(b, get()); return [x + w / 2, y + h / 2]; };
  button('+', 'zoom in', () => change(zoomAt(b, 1.6, ...centre())));
  button('−', 'zoom out', () => change(zoomAt(b, 1 / 1.6, ...centre())));
  button('fit', 'fit the board', () => change(null));
  html('span', {class: 'zoom-level'}, bar, 'fitted');
  html('span', {class: 'hint'}, bar, 'wheel or pinch to zoom; two fingers or the middle button drag');
  svg.addEventListener('wheel', (evt) => {
    evt.preventDefault();
    const p = svgPoint(svg, evt);
    change(zoomAt(b, Math.exp(-evt.deltaY * 0.0015), p.x, p.y));
  }, {passive: false});
  // Pointers down on the board: two of them pinch and drag; the middle button drags.
  const down = new Map();
  let last = null; // {x, y, d}: the pointers' centre and spread, in board units
  const gesture = () => {
    const pts = [...down.values()].map((e) => svgPoint(svg, e));
    const x = pts.reduce((a, p) => a + p.x, 0) / pts.length, y = pts.reduce((a, p) => a + p.y, 0) / pts.length;
    const d = pts.length > 1 ? Math.hypot(pts[0].x - pts[1].x, pts[0].y - pts[1].y) : 0;
    return {x, y, d};
  };
  svg.addEventListener('pointerdown', (evt) => {
    if (evt.pointerType === 'mouse' && evt.button !== 1) return;
    down.set(evt.pointerId, evt);
    if (down.size >= 2 || evt.button === 1) { evt.stopImmediatePropagation(); evt.preventDefault(); last = gesture(); }
  }, true);
  svg.addEventListener('pointermove', (evt) => {
    if (!down.has(evt.pointerId)) return;
    down.set(evt.pointerId, evt);
    if (!last) return;
    evt.stopImmediatePropagation();
    const now = gesture();
    let z = panBy(b, last.x - now.x, last.y - now.y) || get();
    if (last.d && now.d) z = zoomAt({...b, get: () => z}, now.d / last.d, now.x, now.y);
    change(z);
    last = gesture();
  }, true);
  const up = (evt) => { down.delete(evt.pointerId); if (down.size < 2 && !(evt.pointerType === 'mouse' && down.size)) last = null; };
  svg.addEventListener('pointerup', up, true);
  svg.addEventListener('pointercancel', up, true);
  new ResizeObserver(() => apply(svg, get())).observe(svg);
}
