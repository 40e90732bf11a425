// A large map drawn as one picture, for every view: a canvas with a dot per cell in its
// terrain's colour, stretched over the map's extent (the half-cell offsets of alternate rows or
// columns are not drawn), put into the board as an <image>. One SVG element per cell would
// hold the page for seconds past some tens of thousands of cells; this takes a fraction of one
// for a million. The picture is kept for the map until its terrain changes.
import {el, key} from './board.js';

const pictures = new WeakMap(); // map -> {sig, url}

// Draws `map` ({hexes: a list or {columns, rows}, terrain: {type: [cells]}}) into `svg` over
// `box` ([x, y, w, h], board units); `offset(cell)` gives a listed cell's [column, row] (null:
// as written); `rgb` the colour of each terrain type and of 'none'.
export function drawPicture(svg, box, map, offset, rgb) {
  const sig = JSON.stringify(map.hexes).length + ':' +
    Object.entries(map.terrain || {}).map(([t, l]) => t + l.length + (l.length ? key(l[l.length - 1]) : '')).join(';');
  const kept = pictures.get(map);
  const url = kept && kept.sig === sig ? kept.url : picture(map, offset || ((h) => h), rgb);
  pictures.set(map, {sig, url});
  el('image', {href: url, x: box[0], y: box[1], width: box[2], height: box[3], preserveAspectRatio: 'none', class: 'overview'}, svg);
}

function picture(map, offset, rgb) {
  const spec = map.hexes;
  let cols = 0, rows = 0;
  if (Array.isArray(spec)) for (const h of spec) { const o = offset(h); cols = Math.max(cols, o[0] + 1); rows = Math.max(rows, o[1] + 1); }
  else { cols = spec.columns; rows = spec.rows; }
  const canvas = document.createElement('canvas');
  canvas.width = cols; canvas.height = rows;
  const ctx = canvas.getContext('2d'), img = ctx.createImageData(cols, rows), px = img.data;
  const paint = (h, c) => {
    const [x, y] = offset(h);
    if (x < 0 || y < 0 || x >= cols || y >= rows) return;
    const i = (y * cols + x) * 4;
    px[i] = c[0]; px[i + 1] = c[1]; px[i + 2] = c[2]; px[i + 3] = 255;
  };
  if (Array.isArray(spec)) for (const h of spec) paint(h, rgb.none);
  else for (let i = 0; i < px.length; i += 4) { px[i] = rgb.none[0]; px[i + 1] = rgb.none[1]; px[i + 2] = rgb.none[2]; px[i + 3] = 255; }
  for (const [t, cells] of Object.entries(map.terrain || {})) for (const h of cells) paint(h, rgb[t] || rgb.none);
  ctx.putImageData(img, 0, 0);
  return canvas.toDataURL();
}
