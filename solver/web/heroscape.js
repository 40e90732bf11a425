// Heroscape's view: the map with its levels (shaded by height), water, road, glyphs and
// obstacles on hexes and edges; single- and double-space figures with their card's numbers;
// every reachable destination with its cost and risk dice, and the ranked move-and-attack
// choices with their exact odds (docs/output.md, "Heroscape"). Click a figure, then a hex,
// to move it; the figure panel edits its wounds and who acts.
import {$, el, html, key, same, parseKey, hexGrid, listCells, toAxial, fromAxial, drawGrid, drawEdge, drawText, drawFigure, onCellPointer, toDecimal, rulesQuery, fillSelect} from './board.js';

const RULES = ['heroscape', 'heroscape-seed', 'heroscape-3dice'];
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

let pos = null, rules = '', shell = null;
let answer = null;     // the decision shown
let picked = null;     // the figure clicked last (moves to the next hex clicked)
let chosen = 0;        // the option row picked (1-based), 0: none
let grid = null;

const figById = (id) => pos.figures.find((f) => f.id === id);
const figAt = (h) => pos.figures.find((f) => (f.hexes || []).some((x) => same(x, h)));
function levelOf(h) {
  for (const [lv, hexes] of Object.entries(pos.map.levels || {})) if (hexes.some((x) => same(x, h))) return Number(lv);
  return pos.map.default_level !== undefined ? pos.map.default_level : 1;
}
function terrainOf(h) {
  for (const [t, hexes] of Object.entries(pos.map.terrain || {})) if (hexes.some((x) => same(x, h))) return t;
  return 'grass';
}

function adopt(obj) {
  const p = obj.p || obj;
  if (!p.map || !p.map.hexes || !Array.isArray(p.figures)) throw new Error('not a format-1 Heroscape scenario (map.hexes, figures)');
  pos = p;
  rules = obj.p && RULES.includes(obj.rules) ? obj.rules : '';
  answer = null; picked = null; chosen = 0;
}

// ---------------------------------------------------------------- the view

function mount(theShell) {
  shell = theShell;
  const v = $('view-heroscape');
  v.innerHTML = `
  <section class="board-section" aria-label="Heroscape map">
    <div class="game-toolbar">
      <label>acting figure <select id="hs-turn"></select></label>
      <label>objective <select id="hs-objective">${OBJECTIVES.map((o) => `<option>${o}</option>`).join('')}</select></label>
      <label>rule set <select id="hs-rules"><option value="">the file's</option>${RULES.map((r) => `<option>${r}</option>`).join('')}</select></label>
      <span class="hint">Click a figure, then a hex, to move it.</span>
    </div>
    <svg id="hs-board" class="game-board" role="img" aria-label="The map"></svg>
    <p class="legend"><b>L</b>n: level · <span class="sw water"></span> water · <span class="sw road"></span> road · ✶ glyph ·
      in a reachable hex: <b>cost</b>/<b>risk dice</b></p>
    <div id="hs-figure" class="figure-card" hidden></div>
    <table id="hs-figures" class="odds"></table>
  </section>
  <section class="answer-section" aria-label="The answer">
    <h2>Ranked choices <span id="hs-summary" class="hint"></span></h2>
    <table id="hs-options" class="odds"></table>
    <h3>Reachable destinations</h3>
    <table id="hs-destinations" class="odds"></table>
  </section>`;
  onCellPointer($('hs-board'), () => grid, onBoard);
  $('hs-turn').addEventListener('change', () => { pos.turn.figure = $('hs-turn').value; edited(); });
  $('hs-objective').addEventListener('change', () => { pos.turn.objective = $('hs-objective').value; edited(); });
  $('hs-rules').addEventListener('change', () => { rules = $('hs-rules').value; edited(); });
}

function onBoard(h, figId) {
  const f = figId ? figById(figId) : figAt(h);
  if (f) { picked = picked === f.id ? null : f.id; draw(); return; }
  if (!picked || !grid.has(h)) return;
  if (moveFigure(figById(picked), h)) { picked = null; edited(); }
}
// A single-space figure to `h`; a double-space one with its first hex on `h` and its other
// hex where it lay relative to the first, or else on any free neighbour of the same level.
function moveFigure(f, h) {
  const free = (x) => grid.has(x) && (!figAt(x) || figAt(x) === f) && !(pos.map.obstacles || []).some((o) => o.hex && same(o.hex, x));
  if (!f || !free(h)) return false;
  if (f.hexes.length === 1) { f.hexes = [h]; return true; }
  const sys = pos.coordinates || 'axial';
  const a0 = toAxial(f.hexes[0], sys), a1 = toAxial(f.hexes[1], sys), ah = toAxial(h, sys);
  const kept = fromAxial([ah[0] + a1[0] - a0[0], ah[1] + a1[1] - a0[1]], sys);
  const tail = [kept].concat(grid.neighbours(h)).find((x) => free(x) && levelOf(x) === levelOf(h));
  if (!tail) return false;
  f.hexes = [h, tail];
  return true;
}

function edited() {
  chosen = 0;
  shell.commit();
  draw();
  shell.requestSolve(120);
}
function refresh() { draw(); shell.requestSolve(0); }

function draw() {
  grid = hexGrid(pos.coordinates || 'axial', listCells(pos.map.hexes), 26);
  const levels = grid.cells.map(levelOf), lo = Math.min(...levels), hi = Math.max(...levels);
  const shade = (lv) => (hi === lo ? 0 : (lv - lo) / (hi - lo));
  const L = drawGrid($('hs-board'), grid, {
    cellClass: (h) => ['hs-' + terrainOf(h)],
    label: (h) => 'L' + levelOf(h),
  });
  for (const poly of L.cells.querySelectorAll('polygon')) {
    const h = parseKey(poly.dataset.cell);
    poly.dataset.level = levelOf(h);
    if (terrainOf(h) !== 'water' && terrainOf(h) !== 'road') poly.style.fill = `hsl(${95 - 60 * shade(levelOf(h))}, 30%, ${86 - 40 * shade(levelOf(h))}%)`;
  }
  for (const g of pos.map.glyphs || []) drawText(L.marks, grid, g, '✶', 'glyph', -0.15);
  for (const o of pos.map.obstacles || []) {
    if (o.hex) {
      el('polygon', {points: grid.outline(o.hex, 6), class: 'obstacle ' + o.kind, 'data-obstacle': key(o.hex)}, L.marks);
      drawText(L.marks, grid, o.hex, o.kind + ' ' + o.height, 'obstacle-label', 0.1);
    } else if (o.edge) {
      drawEdge(L.marks, grid, o.edge[0], o.edge[1], 'edge-obstacle', {'data-obstacle': key(o.edge[0]) + ';' + key(o.edge[1])});
    }
  }
  const opts = answer ? answer.options || [] : [];
  const pick = chosen ? opts[chosen - 1] : null;
  if (answer) {
    for (const d of answer.destinations || []) {
      const cells = Array.isArray(d.destination[0]) ? d.destination : [d.destination];
      const g = el('g', {class: 'reach', 'data-destination': cells.map(key).join(';'), 'data-cost': d.cost, 'data-dice': d.dice}, L.marks);
      for (const c of cells) el('polygon', {points: grid.outline(c, 3), class: 'reach-cell' + (d.dice ? ' risky' : '')}, g);
      const t = drawText(g, grid, cells[0], d.cost + '/' + d.dice, 'reach-label', -0.55);
      t.appendChild(el('title', {})).textContent = 'cost ' + d.cost + ', ' + d.dice + ' risk dice' + (d.reasons.length ? ': ' + d.reasons.join('; ') : '');
    }
  }
  if (pick) {
    const cells = Array.isArray(pick.destination[0]) ? pick.destination : [pick.destination];
    for (const c of cells) el('polygon', {points: grid.outline(c, 2), class: 'chosen-cell'}, L.top);
    const t = pick.target && figById(pick.target);
    if (t) {
      const [x1, y1] = grid.center(cells[0]), [x2, y2] = grid.center(t.hexes[0]);
      el('line', {x1, y1, x2, y2, class: 'attack-line'}, L.top);
    }
  }
  const mover = figById(pos.turn.figure);
  for (const f of pos.figures) {
    const cls = ['hs-fig', mover && f.side === mover.side ? 'friend' : 'enemy'];
    if (f.id === pos.turn.figure) cls.push('acting');
    if (f.id === picked) cls.push('selected');
    if (pick && pick.target === f.id) cls.push('target');
    drawFigure(L.figures, grid, f.hexes || [], {id: f.id, cls, hp: (f.life - (f.wounds || 0)) + '/' + f.life,
      conditions: (f.traits || []).includes('flying') ? ['flying'] : []});
  }
  drawControls();
  drawFigureTable();
  drawFigurePanel();
  drawAnswer();
}

function drawControls() {
  const sel = $('hs-turn');
  fillSelect(sel, pos.figures, (f) => f.side, pos.turn.figure);
  $('hs-objective').value = pos.turn.objective || 'net';
  $('hs-rules').value = rules;
}

function drawFigureTable() {
  const t = $('hs-figures');
  t.textContent = '';
  const head = t.insertRow();
  for (const h of ['figure', 'side', 'on', 'level', 'height', 'move', 'range', 'attack', 'defence', 'life']) html('th', {}, head, h);
  for (const f of pos.figures) {
    const tr = t.insertRow();
    tr.dataset.id = f.id;
    const on = (f.hexes || []).map((h) => '[' + h.join(', ') + ']').join(' + ');
    for (const v of [f.id, f.side, on, (f.hexes || []).map(levelOf).join('+'), f.height, f.move, f.range, f.attack, f.defense,
      (f.life - (f.wounds || 0)) + ' of ' + f.life]) tr.insertCell().textContent = v;
    tr.addEventListener('click', () => { picked = picked === f.id ? null : f.id; draw(); });
  }
}

function drawFigurePanel() {
  const box = $('hs-figure'), f = picked && figById(picked);
  box.hidden = !f;
  box.textContent = '';
  if (!f) return;
  html('h3', {}, box, f.id + ' (' + f.side + ') on ' + f.hexes.map((h) => '[' + h.join(', ') + ']').join(' + '));
  html('p', {}, box, `height ${f.height}, move ${f.move}, range ${f.range}, attack ${f.attack}, defence ${f.defense}, life ${f.life}` +
    ((f.traits || []).length ? ', ' + f.traits.join(', ') : '') + '. Click a hex to move it there.');
  const label = html('label', {}, box, 'wounds ');
  const w = html('input', {type: 'number', min: 0, max: Math.max(0, f.life - 1), id: 'hs-wounds'}, label);
  w.value = f.wounds || 0;
  w.addEventListener('change', () => {
    const n = Math.min(Math.max(0, parseInt(w.value, 10) || 0), f.life - 1);
    if (n) f.wounds = n; else delete f.wounds;
    edited();
  });
  const act = html('button', {type: 'button', id: 'hs-acts'}, box, 'This figure acts');
  act.addEventListener('click', () => { pos.turn.figure = f.id; picked = null; edited(); });
}

const dest = (d) => (Array.isArray(d[0]) ? d.map((h) => '[' + h.join(', ') + ']').join(' + ') : '[' + d.join(', ') + ']');
function drawAnswer() {
  const t = $('hs-options'), dt = $('hs-destinations');
  t.textContent = ''; dt.textContent = '';
  $('hs-summary').textContent = answer ? `(${answer.figure}, ${answer.rules}, objective ${answer.objective})` : '';
  if (!answer) return;
  const head = t.insertRow();
  for (const h of ['rank', 'destination', 'target', 'cost', 'risk dice', 'attack v defence', 'E[wounds]', 'P(wound)',
    'P(destroy)', 'E[taken]', 'P(destroyed)', 'score']) html('th', {}, head, h);
  (answer.options || []).forEach((o, i) => {
    const tr = t.insertRow();
    tr.className = 'option' + (chosen === i + 1 ? ' current' : '');
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
    tr.addEventListener('click', () => { chosen = chosen === i + 1 ? 0 : i + 1; draw(); });
  });
  const dh = dt.insertRow();
  for (const h of ['destination', 'cost', 'risk dice', 'engaged', 'why']) html('th', {}, dh, h);
  for (const d of answer.destinations || []) {
    const tr = dt.insertRow();
    for (const v of [dest(d.destination), d.cost, d.dice, d.engaged.join(', '), d.reasons.join('; ')]) tr.insertCell().textContent = v;
  }
}

function query() {
  return rulesQuery(rules);
}
function showAnswer(body) {
  answer = body ? body.results[0].decision : null;
  if (chosen > (answer ? (answer.options || []).length : 0)) chosen = 0;
  draw();
  if (!answer) return '';
  const n = (answer.options || []).length;
  return n + (n === 1 ? ' choice' : ' choices') + ', ' + (answer.destinations || []).length + ' destinations';
}

export default {
  game: 'heroscape', title: 'Heroscape', view: 'view-heroscape',
  example, adopt, mount, query, answer: showAnswer, refresh,
  position: () => pos, rules: () => rules,
};
