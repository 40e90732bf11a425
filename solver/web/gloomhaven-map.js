// The Gloomhaven map's geometry for the view (gloomhaven.js): its size, whether a hex is on
// it, its edge, its terrain by hex, all without a list of every hex (a generated map may hold
// a million).
import {key, fromAxial} from './board.js';

export const cellCount = (p) => (Array.isArray(p.map.hexes) ? p.map.hexes.length : p.map.hexes.columns * p.map.hexes.rows);
// Past this many hexes the board is drawn as a picture of its terrain (one dot a hex), the
// figures and the answer over it: one element a hex would hold the page for seconds.
export const DETAIL_CELLS = 20000;
const listSets = new WeakMap();
// Whether `h` is on the map (a rectangle's bounds, or the file's list).
export function onMap(p, h) {
  const spec = p.map.hexes;
  if (!Array.isArray(spec)) return h[0] >= 0 && h[1] >= 0 && h[0] < spec.columns && h[1] < spec.rows;
  if (!listSets.has(spec)) listSets.set(spec, new Set(spec.map(key)));
  return listSets.get(spec).has(key(h));
}
// The map's edge hexes (a rectangle's border rows and columns): enough to fit the view.
export function edgeHexes(p) {
  const spec = p.map.hexes;
  if (Array.isArray(spec)) return spec;
  const out = [];
  for (let c = 0; c < spec.columns; c++) out.push([c, 0], [c, spec.rows - 1]);
  for (let r = 0; r < spec.rows; r++) out.push([0, r], [spec.columns - 1, r]);
  return out;
}
// hex key -> terrain type, once a render (a lookup per hex, not a scan of every list).
export function terrainIndex(p) {
  const out = new Map();
  for (const [t, hexes] of Object.entries(p.map.terrain || {})) for (const h of hexes) out.set(key(h), t);
  return out;
}

// The largest side the map fields take (the engine's own limit for a generated map).
export const MAX_SIDE = 4096;
export function mapDims(p) {
  const h = p.map.hexes;
  if (!Array.isArray(h)) return [h.columns, h.rows];
  let cols = 1, rows = 1;
  for (const x of h) {
    const o = p.coordinates === 'axial' ? fromAxial(x, 'even-r') : x;
    cols = Math.max(cols, o[0] + 1); rows = Math.max(rows, o[1] + 1);
  }
  return [cols, rows];
}
