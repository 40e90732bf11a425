// Arcadia Quest's view: the square board with walls, closed doors and blocked cells; heroes
// (the acting one, its guild's, rivals) and monsters with their hit points; every attack
// option (cell, card, target) with its guards, payback, overkill, rewards and exact odds
// (docs/output.md, "Arcadia Quest"). Click a figure, then a cell, to move it. The view
// holds no state: it draws the shell's model (model.ui: the figure picked, the option drawn).
import {$, el, html, key, same, squareGrid, listCells, drawGrid, drawEdge, drawFigure, onCellPointer, toDecimal, rulesQuery, fillSelect} from './board.js';
import {mountZoom} from './zoom.js';
import {rulesSelect, decisionOf, bindEdit} from './view.js';

const OBJECTIVES = ['net', 'kill', 'damage', 'safety', 'coins'];
const ODDS = ['p_kill', 'p_overkill', 'p_payback', 'expected_dealt', 'expected_taken', 'p_hero_killed', 'score'];

function example() {
  return {
    format: 1, game: 'arcadia-quest', name: 'page-arcadia', coordinates: 'square',
    title: 'A guarded goblin and a rival behind a door',
    board: {cells: {columns: 5, rows: 4}, blocked: [[4, 0]], walls: [[[2, 1], [2, 2]]], doors: [[[3, 2], [4, 2]]]},
    dice: {attack: {faces: 6, melee: 2, ranged: 2, crit: 1}, defense: {faces: 6, shield: 2, crit: 1}},
    players: ['yellow', 'blue'],
    heroes: [
      {id: 'Leo', player: 'blue', cell: [0, 2], hp: 7, defense: 2,
       attacks: [{name: 'Sword', kind: 'melee', dice: 3}, {name: 'Crossbow', kind: 'ranged', dice: 2}]},
      {id: 'Mia', player: 'blue', cell: [1, 3], hp: 6, defense: 2, attacks: []},
      {id: 'Yu', player: 'yellow', cell: [3, 1], hp: 6, wounds: 2, defense: 2, attacks: []},
    ],
    monsters: [
      {id: 'Goblin', cell: [2, 2], hp: 2, move: 2, attack: {kind: 'melee', dice: 2}, defense: 1, overkill: 2, coins: 1},
      {id: 'Orc', cell: [3, 2], hp: 4, move: 1, attack: {kind: 'melee', dice: 3}, defense: 2, overkill: 3, coins: 2},
    ],
    turn: {hero: 'Leo', move: 2},
  };
}

const gridOf = (p) => squareGrid(listCells(p.board.cells), 48);
const figures = (p) => p.heroes.map((h) => ({f: h, hero: true})).concat(p.monsters.map((m) => ({f: m, hero: false})));
const byId = (p, id) => figures(p).find((x) => x.f.id === id);
const occupants = (p, c) => figures(p).filter((x) => same(x.f.cell, c));

function check(p) {
  if (!p.board || !p.board.cells || !Array.isArray(p.heroes) || !Array.isArray(p.monsters)) {
    throw new Error('not a format-1 Arcadia Quest scenario (board.cells, heroes, monsters)');
  }
}
// picked: the figure clicked last (moves to the next cell clicked); chosen: the option row
// drawn (1-based), 0: none.
const fresh = () => ({picked: null, chosen: 0});

function mount(shell) {
  $('view-arcadia-quest').innerHTML = `
  <section class="board-section" aria-label="Arcadia Quest board">
    <div class="game-toolbar">
      <label>acting hero <select id="aq-hero"></select></label>
      <label>move <input id="aq-move" type="number" min="0" max="20"></label>
      <label>objective <select id="aq-objective">${OBJECTIVES.map((o) => `<option>${o}</option>`).join('')}</select></label>
      <label>rule set ${rulesSelect('aq-rules', shell.ruleSets('arcadia-quest'))}</label>
      <span class="hint">Click a figure, then a cell, to move it.</span>
    </div>
    <svg id="aq-board" class="game-board" role="img" aria-label="The board"></svg>
    <p class="legend">thick line: wall · dashed brown: closed door · dark: blocked · blue: the acting guild's heroes ·
      green: rivals · red: monsters · under each figure: hit points left of its total · above a hero: its guild ·
      above a monster: ok<i>N</i> its overkill reward, c<i>N</i> the coins it gives, "villain" · thick ring: the acting hero ·
      red ring: the option's target · dashed orange ring: a guard · blue square: the option's cell</p>
    <div id="aq-figure" class="figure-card" hidden></div>
  </section>
  <section class="answer-section" aria-label="The answer">
    <h2>What the figure does</h2>
    <div id="aq-plain" class="explanation"></div>
    <h3>Attack options <span id="aq-summary" class="hint"></span></h3>
    <div class="table-wrap"><table id="aq-options" class="odds"></table></div>
    <div id="aq-detail"></div>
  </section>`;
  mountZoom($('aq-board'), {get: () => shell.model.ui.zoom || null, set: (z) => shell.remember((m) => { m.ui.zoom = z; })});
  onCellPointer($('aq-board'), () => gridOf(shell.model.p), (c, figId) => onBoard(shell, c, figId));
  bindEdit(shell, 'aq-hero', (m, v) => { m.p.turn.hero = v; });
  bindEdit(shell, 'aq-move', (m, v) => { m.p.turn.move = Math.max(0, parseInt(v, 10) || 0); });
  bindEdit(shell, 'aq-objective', (m, v) => { m.p.turn.objective = v; });
  bindEdit(shell, 'aq-rules', (m, v) => { m.rules = v; });
  $('aq-options').addEventListener('click', (evt) => {
    const tr = evt.target.closest('tr[data-row]');
    if (tr) shell.update((m) => { const i = Number(tr.dataset.row); m.ui.chosen = m.ui.chosen === i ? 0 : i; });
  });
  $('aq-figure').addEventListener('change', (evt) => {
    if (evt.target.id !== 'aq-wounds') return;
    shell.edit((m) => {
      const f = byId(m.p, m.ui.picked).f;
      const n = Math.min(Math.max(0, parseInt(evt.target.value, 10) || 0), f.hp - 1);
      if (n) f.wounds = n; else delete f.wounds;
    });
  });
  $('aq-figure').addEventListener('click', (evt) => {
    if (evt.target.id === 'aq-attacks') shell.edit((m) => { m.p.turn.hero = m.ui.picked; m.ui.picked = null; });
  });
}

function onBoard(shell, c, figId) {
  const m = shell.model;
  if (figId) { shell.update(() => { m.ui.picked = m.ui.picked === figId ? null : figId; }); return; }
  const x = m.ui.picked && byId(m.p, m.ui.picked);
  if (!x || !gridOf(m.p).has(c)) return;
  const blocked = (m.p.board.blocked || []).some((b) => same(b, c));
  const others = occupants(m.p, c).filter((o) => o.f !== x.f);
  if (blocked || others.length >= 2) return; // a cell holds at most two figures
  shell.edit(() => { x.f.cell = c; m.ui.picked = null; });
}

function render(m) {
  const p = m.p, grid = gridOf(p), answer = decisionOf(m);
  const blocked = new Set((p.board.blocked || []).map(key));
  const L = drawGrid($('aq-board'), grid, {cellClass: (c) => (blocked.has(key(c)) ? ['blocked'] : []), label: (c) => key(c), labelAt: [-0.66, 0.85]});
  for (const w of p.board.walls || []) drawEdge(L.marks, grid, w[0], w[1], 'wall', {'data-wall': key(w[0]) + ';' + key(w[1])});
  for (const d of p.board.doors || []) drawEdge(L.marks, grid, d[0], d[1], 'door', {'data-door': key(d[0]) + ';' + key(d[1])});
  const o = answer && m.ui.chosen ? (answer.options || [])[m.ui.chosen - 1] : null;
  if (o) drawPick(p, grid, L, answer, o);
  drawFigures(p, grid, L, o, m.ui.picked);
  fillSelect($('aq-hero'), p.heroes, (h) => h.player, p.turn.hero);
  $('aq-move').value = p.turn.move || 0;
  $('aq-objective').value = p.turn.objective || 'net';
  $('aq-rules').value = m.rules;
  drawFigurePanel(m.ui.picked && byId(p, m.ui.picked));
  drawAnswer(answer, m.ui.chosen);
}

function drawPick(p, grid, L, answer, o) {
  el('polygon', {points: grid.outline(o.destination, 3), class: 'chosen-cell'}, L.top);
  const t = byId(p, o.target);
  if (t) {
    const [x1, y1] = grid.center(o.destination), [x2, y2] = grid.center(t.f.cell);
    el('line', {x1, y1, x2, y2, class: 'attack-line'}, L.top);
  }
  const pb = o.payback && answer.paybacks[o.payback.index];
  const move = pb && pb.moves.find((x) => x.preferred);
  if (move) el('polygon', {points: grid.outline(move.cell, 7), class: 'guard-cell'}, L.top);
}

// Figures, two to a cell side by side.
function drawFigures(p, grid, L, o, picked) {
  const acting = p.heroes.find((h) => h.id === p.turn.hero);
  const perCell = new Map();
  for (const x of figures(p)) {
    const k = key(x.f.cell);
    perCell.set(k, (perCell.get(k) || []).concat([x]));
  }
  for (const list of perCell.values()) {
    list.forEach((x, i) => {
      const f = x.f, cls = [x.hero ? 'aq-hero' : 'aq-monster'];
      if (x.hero && acting && f.player !== acting.player) cls.push('rival');
      if (f.id === p.turn.hero) cls.push('acting');
      if (f.id === picked) cls.push('selected');
      if (o && o.target === f.id) cls.push('target');
      if (o && o.guards.includes(f.id)) cls.push('guard');
      const notes = x.hero ? [f.player] : ['ok' + f.overkill, 'c' + f.coins].concat(f.villain ? ['villain'] : []);
      drawFigure(L.figures, grid, [f.cell], {id: f.id, cls, hp: (f.hp - (f.wounds || 0)) + '/' + f.hp, conditions: notes,
        slot: i, of: list.length});
    });
  }
}

function drawFigurePanel(x) {
  const box = $('aq-figure');
  box.hidden = !x;
  box.textContent = '';
  if (!x) return;
  const f = x.f;
  html('h3', {}, box, f.id + ' on [' + f.cell.join(', ') + ']');
  html('p', {}, box, x.hero
    ? `${f.player}'s hero: ${f.hp} hp, defence ${f.defense}; cards: ` + (f.attacks.map((a) => `${a.name} (${a.kind} ${a.dice})`).join(', ') || 'none')
    : `monster: ${f.hp} hp, move ${f.move}, ${f.attack.kind} ${f.attack.dice}, defence ${f.defense}, overkill ${f.overkill}, coins ${f.coins}`);
  const label = html('label', {}, box, 'wounds ');
  const w = html('input', {type: 'number', min: 0, max: Math.max(0, f.hp - 1), id: 'aq-wounds'}, label);
  w.value = f.wounds || 0;
  if (x.hero) html('button', {type: 'button', id: 'aq-attacks'}, box, 'This hero attacks');
}

function paybackText(answer, o) {
  if (!o.payback) return '—';
  const pb = answer.paybacks[o.payback.index];
  const pref = pb ? pb.moves.filter((m) => m.preferred) : [];
  const m = pref[0];
  return `${o.payback.controller} moves ${o.payback.monster}` + (m ? ` to [${m.cell.join(', ')}]` +
    (m.attacks ? ', attacks ' + (m.hits.join(', ') || '-') : ', no attack') : '') + ` (P ${o.p_payback})`;
}
function drawAnswer(answer, chosen) {
  const t = $('aq-options'), detail = $('aq-detail');
  t.textContent = ''; detail.textContent = ''; $('aq-plain').textContent = '';
  $('aq-summary').textContent = answer ? `(${answer.figure}, ${answer.rules}, objective ${answer.objective}; reactions by ${answer.controller})` : '';
  if (!answer) return;
  // The best option in words, before the numbers.
  const best = (answer.options || [])[0];
  html('p', {class: 'sentence'}, $('aq-plain'), best ? best.text : `${answer.figure} has no attack option.`);
  const head = t.insertRow();
  for (const h of ['rank', 'cell', 'card', 'target', 'guards', 'payback', 'P(kill)', 'P(overkill)', 'P(payback)',
    'E[dealt]', 'E[taken]', 'P(hero killed)', 'score', 'coins']) html('th', {}, head, h);
  (answer.options || []).forEach((o, i) => {
    const tr = t.insertRow();
    tr.className = 'option' + (chosen === i + 1 ? ' current' : '');
    tr.dataset.row = i + 1;
    tr.dataset.destination = key(o.destination);
    tr.dataset.card = o.card;
    tr.dataset.target = o.target;
    tr.dataset.guards = o.guards.join(',');
    const cells = [['rank', o.rank], ['destination', '[' + o.destination.join(', ') + ']'], ['card', o.card],
      ['target', o.target], ['guards', o.guards.join(', ') || '—'], ['payback', paybackText(answer, o)]]
      .concat(ODDS.map((k) => [k, o[k]]))
      .concat([['coins', Object.entries(o.coins).filter(([, v]) => v !== '0').map(([p, v]) => p + ' ' + v).join(', ') || '—']]);
    for (const [name, v] of cells) {
      const td = tr.insertCell();
      td.className = name; td.textContent = v;
      if (ODDS.includes(name)) td.title = toDecimal(v);
    }
  });
  const o = chosen ? answer.options[chosen - 1] : answer.options[0];
  if (o) {
    html('h3', {}, detail, chosen ? 'Option ' + chosen : 'The first option');
    html('p', {class: 'words'}, detail, o.text);
    html('p', {}, detail, 'wounds dealt (P of 0, 1, …; the last: that many or more): ' + o.wounds.join(', '));
    if (o.if_killed) html('p', {}, detail, o.if_killed);
  }
  for (const r of answer.respawn || []) {
    html('p', {}, detail, `respawn ${r.monster}: ` + r.cells.map((c) => `[${c.cell.join(', ')}] ${c.p}`).join(', ') + `; box ${r.box}`);
  }
}

function answered(m) {
  const answer = decisionOf(m);
  if (m.ui.chosen > (answer ? answer.options.length : 0)) m.ui.chosen = 0;
}
function status(m) {
  const n = decisionOf(m).options.length;
  return n + (n === 1 ? ' option' : ' options');
}

export default {
  game: 'arcadia-quest', title: 'Arcadia Quest', view: 'view-arcadia-quest',
  example, check, fresh, mount, render, status, answered,
  edited: (m) => { m.ui.chosen = 0; },
  query: (m) => rulesQuery(m.rules),
  shareUi: (m) => ({chosen: m.ui.chosen, zoom: m.ui.zoom || null}),
};
