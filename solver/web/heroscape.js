// Heroscape's view: the map with its levels (shaded by height), water, road, glyphs and
// obstacles on hexes and edges; single- and double-space figures with their card's numbers;
// every reachable destination with its cost and risk dice, and the ranked move-and-attack
// choices with their exact odds (docs/output.md, "Heroscape"). Click a figure, then a hex,
// to move it; the figure panel edits its wounds and who acts. The view holds no state: it
// draws the shell's model (model.ui: the figure picked, the choice drawn).
import {$, el, html, key, same, parseKey, hexGrid, listCells, toAxial, fromAxial, drawGrid, drawEdge, drawText, drawFigure, onCellPointer, toDecimal, rulesQuery, fillSelect} from './board.js';
import {mountZoom} from './zoom.js';
import {rulesSelect, decisionOf, bindEdit} from './view.js';

const OBJECTIVES = ['net', 'damage', 'safety'];
const ODDS = ['expected', 'p_wound', 'p_destroy', 'expected_taken', 'p_destroyed', 'score'];

function example() {
  return {
    format: 1, game: 'heroscape', name: 'page-heroscape', coordinates: 'even-q',
    title: 'A ridge, a river and a road',
    map: {
      hexes: {columns: 7, rows: 5},
      levels: {'2': [[2, 1], [3, 1], [2, 2], [3, 2]], '3': [[3, 0], [4, 0]], '4': [[2, 0]]},
      terrain: {water: [[5, 2], [5, 3], [6, 3]], road: [[0, 4], [1, 4], [2, 4], [3, 4], [4, 4]]},
      obstacles: [{kind: 'ruin', hex: [4, 2], height: 3}, {kind: 'wall', edge: [[1, 1], [1, 2]], height: 2}],
      glyphs: [[6, 0]],
    },
    figures: [
      {id: 'Knight', side: 'red', hexes: [[0, 4]], height: 5, move: 5, range: 1, attack: 3, defense: 4, life: 4},
      {id: 'Archer', side: 'red', hexes: [[1, 3]], height: 5, move: 4, range: 7, attack: 3, defense: 2, life: 1},
      {id: 'Drake', side: 'blue', hexes: [[4, 1], [5, 1]], height: 7, move: 6, range: 1, attack: 4, defense: 3, life: 5, wounds: 2},
      {id: 'Scout', side: 'blue', hexes: [[3, 3]], height: 4, move: 6, range: 5, attack: 2, defense: 1, life: 1},
    ],
    turn: {figure: 'Knight', objective: 'net'},
  };
}

const gridOf = (p) => hexGrid(p.coordinates || 'axial', listCells(p.map.hexes), 26);
const figById = (p, id) => p.figures.find((f) => f.id === id);
const figAt = (p, h) => p.figures.find((f) => (f.hexes || []).some((x) => same(x, h)));
function levelOf(p, h) {
  for (const [lv, hexes] of Object.entries(p.map.levels || {})) if (hexes.some((x) => same(x, h))) return Number(lv);
  return p.map.default_level !== undefined ? p.map.default_level : 1;
}
function terrainOf(p, h) {
  for (const [t, hexes] of Object.entries(p.map.terrain || {})) if (hexes.some((x) => same(x, h))) return t;
  return 'grass';
}

function check(p) {
  if (!p.map || !p.map.hexes || !Array.isArray(p.figures)) throw new Error('not a format-1 Heroscape scenario (map.hexes, figures)');
}
// picked: the figure clicked last (moves to the next hex clicked); chosen: the option row
// drawn (1-based), 0: none.
const fresh = () => ({picked: null, chosen: 0});
const toggle = (m, id) => { m.ui.picked = m.ui.picked === id ? null : id; };

// ---------------------------------------------------------------- the view

function mount(shell) {
  $('view-heroscape').innerHTML = `
  <section class="board-section" aria-label="Heroscape map">
    <div class="game-toolbar">
      <label>acting figure <select id="hs-turn"></select></label>
      <label>objective <select id="hs-objective">${OBJECTIVES.map((o) => `<option>${o}</option>`).join('')}</select></label>
      <label>rule set ${rulesSelect('hs-rules', shell.ruleSets('heroscape'))}</label>
      <span class="hint">Click a figure, then a hex, to move it.</span>
    </div>
    <svg id="hs-board" class="game-board" role="img" aria-label="The map"></svg>
    <p class="legend"><b>L</b>n: level · <span class="sw water"></span> water · <span class="sw road"></span> road · ✶ glyph ·
      brown block: an obstacle (its name) · thick line on an edge: a wall or ruin · blue figures: the acting side, red: its enemies
      (a two-hex figure drawn across both) · under each figure: life left · green hex: reachable, orange: reachable with risk dice,
      marked <b>cost</b>/<b>risk dice</b> · blue outline: the choice drawn · red line: its attack · thick ring: the acting figure</p>
    <div id="hs-figure" class="figure-card" hidden></div>
    <div class="table-wrap"><table id="hs-figures" class="odds"></table></div>
  </section>
  <section class="answer-section" aria-label="The answer">
    <h2>What the figure does</h2>
    <div id="hs-plain" class="explanation"></div>
    <h3>Ranked choices <span id="hs-summary" class="hint"></span></h3>
    <div class="table-wrap"><table id="hs-options" class="odds"></table></div>
    <h3>Reachable destinations</h3>
    <div class="table-wrap"><table id="hs-destinations" class="odds"></table></div>
  </section>`;
  mountZoom($('hs-board'), {get: () => shell.model.ui.zoom || null, set: (z) => shell.remember((m) => { m.ui.zoom = z; })});
  onCellPointer($('hs-board'), () => gridOf(shell.model.p), (h, figId) => onBoard(shell, h, figId));
  bindEdit(shell, 'hs-turn', (m, v) => { m.p.turn.figure = v; });
  bindEdit(shell, 'hs-objective', (m, v) => { m.p.turn.objective = v; });
  bindEdit(shell, 'hs-rules', (m, v) => { m.rules = v; });
  // The panel and the tables are drawn anew by each render; their events are caught here.
  $('hs-figures').addEventListener('click', (evt) => {
    const tr = evt.target.closest('tr[data-id]');
    if (tr) shell.update((m) => toggle(m, tr.dataset.id));
  });
  $('hs-options').addEventListener('click', (evt) => {
    const tr = evt.target.closest('tr[data-row]');
    if (tr) shell.update((m) => { const i = Number(tr.dataset.row); m.ui.chosen = m.ui.chosen === i ? 0 : i; });
  });
  $('hs-figure').addEventListener('change', (evt) => {
    if (evt.target.id !== 'hs-wounds') return;
    shell.edit((m) => {
      const f = figById(m.p, m.ui.picked);
      const n = Math.min(Math.max(0, parseInt(evt.target.value, 10) || 0), f.life - 1);
      if (n) f.wounds = n; else delete f.wounds;
    });
  });
  $('hs-figure').addEventListener('click', (evt) => {
    if (evt.target.id === 'hs-acts') shell.edit((m) => { m.p.turn.figure = m.ui.picked; m.ui.picked = null; });
  });
}

function onBoard(shell, h, figId) {
  const m = shell.model;
  const f = figId ? figById(m.p, figId) : figAt(m.p, h);
  if (f) { shell.update(() => toggle(m, f.id)); return; }
  if (!m.ui.picked || !gridOf(m.p).has(h)) return;
  shell.edit(() => {
    if (!moveFigure(m.p, figById(m.p, m.ui.picked), h)) return false;
    m.ui.picked = null;
  });
}
// A single-space figure to `h`; a double-space one with its first hex on `h` and its other
// hex where it lay relative to the first, or else on any free neighbour of the same level.
function moveFigure(p, f, h) {
  const grid = gridOf(p);
  const free = (x) => grid.has(x) && (!figAt(p, x) || figAt(p, x) === f) && !(p.map.obstacles || []).some((o) => o.hex && same(o.hex, x));
  if (!f || !free(h)) return false;
  if (f.hexes.length === 1) { f.hexes = [h]; return true; }
  const sys = p.coordinates || 'axial';
  const a0 = toAxial(f.hexes[0], sys), a1 = toAxial(f.hexes[1], sys), ah = toAxial(h, sys);
  const kept = fromAxial([ah[0] + a1[0] - a0[0], ah[1] + a1[1] - a0[1]], sys);
  const tail = [kept].concat(grid.neighbours(h)).find((x) => free(x) && levelOf(p, x) === levelOf(p, h));
  if (!tail) return false;
  f.hexes = [h, tail];
  return true;
}

function render(m) {
  const L = drawMap(m.p);
  const answer = decisionOf(m);
  const pick = answer && m.ui.chosen ? (answer.options || [])[m.ui.chosen - 1] : null;
  if (answer) drawDestinations(m.p, L, answer);
  if (pick) drawPick(m.p, L, pick);
  const mover = figById(m.p, m.p.turn.figure);
  const grid = gridOf(m.p);
  for (const f of m.p.figures) {
    const cls = ['hs-fig', mover && f.side === mover.side ? 'friend' : 'enemy'];
    if (f.id === m.p.turn.figure) cls.push('acting');
    if (f.id === m.ui.picked) cls.push('selected');
    if (pick && pick.target === f.id) cls.push('target');
    drawFigure(L.figures, grid, f.hexes || [], {id: f.id, cls, hp: (f.life - (f.wounds || 0)) + '/' + f.life,
      conditions: (f.traits || []).includes('flying') ? ['flying'] : []});
  }
  fillSelect($('hs-turn'), m.p.figures, (f) => f.side, m.p.turn.figure);
  $('hs-objective').value = m.p.turn.objective || 'net';
  $('hs-rules').value = m.rules;
  drawFigureTable(m.p);
  drawFigurePanel(m.p, m.ui.picked && figById(m.p, m.ui.picked));
  drawAnswer(answer, m.ui.chosen);
}

// The map: levels shaded by height, terrain, glyphs and obstacles; returns the layers.
function drawMap(p) {
  const grid = gridOf(p);
  const levels = grid.cells.map((h) => levelOf(p, h)), lo = Math.min(...levels), hi = Math.max(...levels);
  const shade = (lv) => (hi === lo ? 0 : (lv - lo) / (hi - lo));
  const L = drawGrid($('hs-board'), grid, {
    cellClass: (h) => ['hs-' + terrainOf(p, h)],
    label: (h) => 'L' + levelOf(p, h),
  });
  for (const poly of L.cells.querySelectorAll('polygon')) {
    const h = parseKey(poly.dataset.cell), lv = levelOf(p, h), t = terrainOf(p, h);
    poly.dataset.level = lv;
    if (t !== 'water' && t !== 'road') poly.style.fill = `hsl(${95 - 60 * shade(lv)}, 30%, ${86 - 40 * shade(lv)}%)`;
  }
  for (const g of p.map.glyphs || []) drawText(L.marks, grid, g, '✶', 'glyph', -0.15);
  for (const o of p.map.obstacles || []) {
    if (o.hex) {
      el('polygon', {points: grid.outline(o.hex, 6), class: 'obstacle ' + o.kind, 'data-obstacle': key(o.hex)}, L.marks);
      drawText(L.marks, grid, o.hex, o.kind + ' ' + o.height, 'obstacle-label', 0.1);
    } else if (o.edge) {
      drawEdge(L.marks, grid, o.edge[0], o.edge[1], 'edge-obstacle', {'data-obstacle': key(o.edge[0]) + ';' + key(o.edge[1])});
    }
  }
  return L;
}
function drawDestinations(p, L, answer) {
  const grid = gridOf(p);
  for (const d of answer.destinations || []) {
    const cells = Array.isArray(d.destination[0]) ? d.destination : [d.destination];
    const g = el('g', {class: 'reach', 'data-destination': cells.map(key).join(';'), 'data-cost': d.cost, 'data-dice': d.dice}, L.marks);
    for (const c of cells) el('polygon', {points: grid.outline(c, 3), class: 'reach-cell' + (d.dice ? ' risky' : '')}, g);
    const t = drawText(g, grid, cells[0], d.cost + '/' + d.dice, 'reach-label', -0.55);
    t.appendChild(el('title', {})).textContent = 'cost ' + d.cost + ', ' + d.dice + ' risk dice' + (d.reasons.length ? ': ' + d.reasons.join('; ') : '');
  }
}
function drawPick(p, L, pick) {
  const grid = gridOf(p);
  const cells = Array.isArray(pick.destination[0]) ? pick.destination : [pick.destination];
  for (const c of cells) el('polygon', {points: grid.outline(c, 2), class: 'chosen-cell'}, L.top);
  const t = pick.target && figById(p, pick.target);
  if (t) {
    const [x1, y1] = grid.center(cells[0]), [x2, y2] = grid.center(t.hexes[0]);
    el('line', {x1, y1, x2, y2, class: 'attack-line'}, L.top);
  }
}

function drawFigureTable(p) {
  const t = $('hs-figures');
  t.textContent = '';
  const head = t.insertRow();
  for (const h of ['figure', 'side', 'on', 'level', 'height', 'move', 'range', 'attack', 'defence', 'life']) html('th', {}, head, h);
  for (const f of p.figures) {
    const tr = t.insertRow();
    tr.dataset.id = f.id;
    const on = (f.hexes || []).map((h) => '[' + h.join(', ') + ']').join(' + ');
    for (const v of [f.id, f.side, on, (f.hexes || []).map((h) => levelOf(p, h)).join('+'), f.height, f.move, f.range, f.attack, f.defense,
      (f.life - (f.wounds || 0)) + ' of ' + f.life]) tr.insertCell().textContent = v;
  }
}

function drawFigurePanel(p, f) {
  const box = $('hs-figure');
  box.hidden = !f;
  box.textContent = '';
  if (!f) return;
  html('h3', {}, box, f.id + ' (' + f.side + ') on ' + f.hexes.map((h) => '[' + h.join(', ') + ']').join(' + '));
  html('p', {}, box, `height ${f.height}, move ${f.move}, range ${f.range}, attack ${f.attack}, defence ${f.defense}, life ${f.life}` +
    ((f.traits || []).length ? ', ' + f.traits.join(', ') : '') + '. Click a hex to move it there.');
  const label = html('label', {}, box, 'wounds ');
  const w = html('input', {type: 'number', min: 0, max: Math.max(0, f.life - 1), id: 'hs-wounds'}, label);
  w.value = f.wounds || 0;
  html('button', {type: 'button', id: 'hs-acts'}, box, 'This figure acts');
}

// The best choice in words, before the numbers.
function plainSentence(box, answer) {
  const o = (answer.options || [])[0];
  if (!o) { html('p', {class: 'sentence'}, box, `${answer.figure} has no choice.`); return; }
  const where = o.cost ? `${answer.figure} moves to ${dest(o.destination)} (${o.cost} movement, ${o.dice} risk dice)`
    : `${answer.figure} stays at ${dest(o.destination)}`;
  const attack = o.target ? ` and attacks ${o.target} with ${o.attack_dice} attack dice against ${o.defense_dice} defence: ` +
    `${o.expected} wounds expected, a wound with probability ${o.p_wound}, destroyed with ${o.p_destroy}.` : ' and attacks no one.';
  html('p', {class: 'sentence'}, box, where + attack);
  const d = (answer.destinations || []).find((x) => JSON.stringify(x.destination) === JSON.stringify(o.destination));
  if (d && d.reasons.length) html('p', {class: 'sentence'}, box, d.reasons.join('; ') + '.');
}

const dest = (d) => (Array.isArray(d[0]) ? d.map((h) => '[' + h.join(', ') + ']').join(' + ') : '[' + d.join(', ') + ']');
function drawAnswer(answer, chosen) {
  const t = $('hs-options'), dt = $('hs-destinations');
  t.textContent = ''; dt.textContent = '';
  $('hs-summary').textContent = answer ? `(${answer.figure}, ${answer.rules}, objective ${answer.objective})` : '';
  $('hs-plain').textContent = '';
  if (!answer) return;
  plainSentence($('hs-plain'), answer);
  const head = t.insertRow();
  for (const h of ['rank', 'destination', 'target', 'cost', 'risk dice', 'attack v defence', 'E[wounds]', 'P(wound)',
    'P(destroy)', 'E[taken]', 'P(destroyed)', 'score']) html('th', {}, head, h);
  (answer.options || []).forEach((o, i) => {
    const tr = t.insertRow();
    tr.className = 'option' + (chosen === i + 1 ? ' current' : '');
    tr.dataset.row = i + 1;
    tr.dataset.destination = JSON.stringify(o.destination);
    tr.dataset.target = o.target || '';
    const cells = [o.rank, dest(o.destination), o.target || '—', o.cost, o.dice,
      o.target ? o.attack_dice + ' v ' + o.defense_dice : ''].concat(ODDS.map((k) => o[k]));
    const names = ['rank', 'destination', 'target', 'cost', 'dice', 'dice-vs'].concat(ODDS);
    cells.forEach((v, j) => {
      const td = tr.insertCell();
      td.className = names[j];
      td.textContent = v;
      if (ODDS.includes(names[j])) td.title = toDecimal(v);
    });
  });
  const dh = dt.insertRow();
  for (const h of ['destination', 'cost', 'risk dice', 'engaged', 'why']) html('th', {}, dh, h);
  for (const d of answer.destinations || []) {
    const tr = dt.insertRow();
    for (const v of [dest(d.destination), d.cost, d.dice, d.engaged.join(', '), d.reasons.join('; ')]) tr.insertCell().textContent = v;
  }
}

function answered(m) {
  const answer = decisionOf(m);
  if (m.ui.chosen > (answer ? (answer.options || []).length : 0)) m.ui.chosen = 0;
}
function status(m) {
  const answer = decisionOf(m);
  const n = (answer.options || []).length;
  return n + (n === 1 ? ' choice' : ' choices') + ', ' + (answer.destinations || []).length + ' destinations';
}

export default {
  game: 'heroscape', title: 'Heroscape', view: 'view-heroscape',
  example, check, fresh, mount, render, status, answered,
  edited: (m) => { m.ui.chosen = 0; },
  query: (m) => rulesQuery(m.rules),
  shareUi: (m) => ({chosen: m.ui.chosen, zoom: m.ui.zoom || null}),
};
