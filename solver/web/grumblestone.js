// Grumblestone's view: every player's golem board (printed icons and the tiles laid), hearts,
// grumble, shield and tokens; the dice (click one to change its number); the market; and the
// answer (docs/output.md, "Grumblestone"): the first actions ranked with their exact values,
// the assign-now plans with their rumble and purchase, the purchase's tile placement drawn
// on the acting player's board, and each market tile's best placements. The view holds no
// state: it draws the shell's model (model.ui.chosen: the plan drawn on the board, 1-based).
import {$, el, html, key, squareGrid, drawGrid, drawText, toDecimal, rulesQuery, fillSelect} from './board.js';
import {rulesSelect, decisionOf, bindEdit} from './view.js';

const OBJECTIVES = ['mix', 'damage', 'hearts', 'grumble', 'power'];
const CELLS = [];
for (let r = 1; r <= 6; r++) for (let c = 1; c <= 6; c++) CELLS.push([c, r]);

function example() {
  return {
    format: 1, game: 'grumblestone', name: 'page-grumblestone', title: 'Attack or build?',
    players: [
      {id: 'P1', golem: 'crumbleclad', hearts: 6, grumble: 4, tokens: {attack: 1},
       board: {icons: ['A.H..S', '.G..A.', 'S..H..', '..A..G', 'H....A', '.S.G..'],
               tiles: [{id: 'bar', at: [1, 1], rows: ['A_', '_H']}]}},
      {id: 'P2', golem: 'amber', hearts: 5, shield: 1},
      {id: 'P3', golem: 'cyclonia', hearts: 3},
    ],
    market: {slots: [{cost: 3, tile: {name: 'domino', rows: ['AA']}}, {cost: 4, tile: {name: 'ell', rows: ['H_', '.S']}}],
             token_prices: {attack: 7, shield: 7}},
    turn: {player: 'P1', dice: [3, 5]},
  };
}

function check(p) {
  if (!Array.isArray(p.players) || !p.turn || !Array.isArray(p.turn.dice)) {
    throw new Error('not a format-1 Grumblestone scenario (players, turn.dice)');
  }
}
const fresh = () => ({chosen: 1});

function mount(shell) {
  $('view-grumblestone').innerHTML = `
  <section class="board-section" aria-label="Grumblestone table">
    <div class="game-toolbar">
      <label>acting player <select id="gs-player"></select></label>
      <label>objective <select id="gs-objective"><option value="">the file's</option>${OBJECTIVES.map((o) => `<option>${o}</option>`).join('')}</select></label>
      <label>rule set ${rulesSelect('gs-rules', shell.ruleSets('grumblestone'))}</label>
    </div>
    <div class="dice" id="gs-dice"></div>
    <p class="legend">Click a die to change its number. Icons: <b class="icon-A">A</b> attack, <b>H</b> heal, <b>S</b> shield,
      <b>G</b> grumble; brown: tiles laid; yellow: the plan's purchase; blue: the plan's lines.</p>
    <div class="players" id="gs-players"></div>
    <h3>Market</h3>
    <div class="market" id="gs-market"></div>
  </section>
  <section class="answer-section" aria-label="The answer">
    <h2>What the player does</h2>
    <div id="gs-plain" class="explanation"></div>
    <h3>Best plan <span id="gs-summary" class="hint"></span></h3>
    <div id="gs-value" class="value-line"></div>
    <h3>First actions</h3>
    <div class="table-wrap"><table id="gs-options" class="odds"></table></div>
    <h3>Assign-now plans <span class="hint">(click one to draw it)</span></h3>
    <div class="table-wrap"><table id="gs-plans" class="odds"></table></div>
    <h3>Placements of each market tile</h3>
    <div class="table-wrap"><table id="gs-placements" class="odds"></table></div>
  </section>`;
  bindEdit(shell, 'gs-player', (m, v) => { m.p.turn.player = v; });
  bindEdit(shell, 'gs-objective', (m, v) => { if (v) m.p.objective = v; else delete m.p.objective; });
  bindEdit(shell, 'gs-rules', (m, v) => { m.rules = v; });
  $('gs-dice').addEventListener('click', (evt) => {
    const b = evt.target.closest('button[data-die]');
    if (b) shell.edit((m) => { const i = Number(b.dataset.die); m.p.turn.dice[i] = (m.p.turn.dice[i] % 6) + 1; });
  });
  $('gs-plans').addEventListener('click', (evt) => {
    const tr = evt.target.closest('tr[data-row]');
    if (tr) shell.update((m) => { m.ui.chosen = Number(tr.dataset.row); });
  });
}

// A 6x6 golem board (or a tile's rows) into `svg`: printed icons, tiles laid, and what the
// chosen plan adds (`placed`: cells and icons; `lines`: the columns and rows that fire).
function drawGolem(svg, board, placed, lines) {
  const grid = squareGrid(CELLS, 30, 1);
  const tiled = new Map();
  for (const t of board.tiles || []) {
    t.rows.forEach((row, dr) => [...row].forEach((ch, dc) => {
      if (ch !== '.') tiled.set(key([t.at[0] + dc, t.at[1] + dr]), ch);
    }));
  }
  const add = new Map((placed || []).map((p) => [key(p[0]), p[1]]));
  const inLine = (c) => lines && (lines.columns.includes(c[0]) || lines.rows.includes(c[1]));
  const L = drawGrid(svg, grid, {cellClass: (c) => (add.has(key(c)) ? ['placed'] : tiled.has(key(c)) ? ['tile'] : inLine(c) ? ['line'] : [])});
  for (const c of CELLS) {
    const ch = add.get(key(c)) || tiled.get(key(c)) || (board.icons ? board.icons[c[1] - 1][c[0] - 1] : '.');
    if (ch !== '.' && ch !== '_') drawText(L.marks, grid, c, ch, 'icon ' + ch, 0.18);
  }
  return L;
}
function drawTile(svg, rows) {
  const cells = [];
  rows.forEach((row, r) => [...row].forEach((ch, c) => { if (ch !== '.') cells.push([c, r]); }));
  const grid = squareGrid(cells, 22);
  const L = drawGrid(svg, grid, {cellClass: () => ['tile']});
  for (const c of cells) {
    const ch = rows[c[1]][c[0]];
    if (ch !== '_') drawText(L.marks, grid, c, ch, 'icon ' + ch, 0.18);
  }
}

function planLines(text) {
  const lines = {columns: [], rows: []};
  for (const m of (text || '').matchAll(/(column|row)s? (\d)(?: and (\d))?/g)) {
    const list = m[1] === 'column' ? lines.columns : lines.rows;
    list.push(Number(m[2]));
    if (m[3]) list.push(Number(m[3]));
  }
  return lines;
}

function render(m) {
  const p = m.p, answer = decisionOf(m);
  fillSelect($('gs-player'), p.players, (x) => x.golem, p.turn.player);
  $('gs-objective').value = typeof p.objective === 'string' ? p.objective : '';
  $('gs-rules').value = m.rules;
  drawDice(p);
  drawPlayers(p, answer && answer.plans && answer.plans[m.ui.chosen - 1]);
  drawMarket(p);
  drawAnswer(answer, m.ui.chosen);
}

function drawDice(p) {
  const dice = $('gs-dice');
  dice.textContent = '';
  html('span', {}, dice, 'dice');
  p.turn.dice.forEach((d, i) => {
    html('button', {type: 'button', class: 'die' + (i === 2 ? ' blue' : ''), 'data-die': i, title: 'click: the next number'}, dice, String(d));
  });
  for (const b of p.turn.blocked || []) html('span', {class: 'hint'}, dice, `${b.number} blocked by ${b.by}`);
}

// Every player's card and golem board; the acting player's shows the plan's lines and tiles.
function drawPlayers(p, plan) {
  const placed = [];
  for (const t of (plan && plan.buy && plan.buy.tiles) || []) {
    if (t.cells) t.cells.forEach((c, i) => placed.push([c, t.icons[i]]));
  }
  const box = $('gs-players');
  box.textContent = '';
  for (const x of p.players) {
    const acting = x.id === p.turn.player;
    const card = html('div', {class: 'player' + (acting ? ' acting' : ''), 'data-player': x.id}, box);
    html('h3', {}, card, `${x.id}: ${x.golem}` + (acting ? ' (acting)' : ''));
    const tokens = x.tokens ? Object.entries(x.tokens).map(([k, v]) => `${v} ${k}`).join(', ') : '';
    html('p', {}, card, `♥ ${x.hearts} · grumble ${x.grumble || 0} · shield ${x.shield || 0}` + (tokens ? ' · tokens ' + tokens : '') +
      (x.power && x.power !== 'none' ? ' · ' + x.power : ''));
    if (x.board) {
      const svg = el('svg', {class: 'golem', id: 'gs-board-' + x.id}, card);
      drawGolem(svg, x.board, acting ? placed : null, acting && plan ? planLines(plan.lines) : null);
    }
  }
}

function drawMarket(p) {
  const market = $('gs-market');
  market.textContent = '';
  ((p.market && p.market.slots) || []).forEach((s, i) => {
    const d = html('div', {class: 'slot', 'data-slot': i + 1}, market);
    html('div', {}, d, `slot ${i + 1}: ${s.tile.name}, ${s.cost} grumble`);
    const svg = el('svg', {}, d);
    drawTile(svg, s.tile.rows);
  });
  const tp = (p.market && p.market.token_prices) || {};
  html('div', {class: 'slot'}, market, `tokens: attack ${tp.attack || 7}, shield ${tp.shield || 7}`);
}

function drawAnswer(answer, chosen) {
  for (const id of ['gs-options', 'gs-plans', 'gs-placements']) $(id).textContent = '';
  $('gs-value').textContent = ''; $('gs-plain').textContent = '';
  $('gs-summary').textContent = answer ? `(${answer.figure}, ${answer.rules}, objective ${answer.objective})` : '';
  if (!answer) return;
  // The best first action in words, before the numbers.
  const best = (answer.options || [])[0];
  html('p', {class: 'sentence'}, $('gs-plain'), best ? `${answer.figure}: ${best.words} first (value ${toDecimal(best.value)}).` : `${answer.figure} has no action.`);
  $('gs-value').textContent = `value ${answer.value} (${toDecimal(answer.value)}) · hearts ${answer.hearts}` +
    (answer.start_heal ? `, healed ${answer.start_heal} at the start` : '') + ` · ${answer.states} states, ${answer.boards} boards`;
  const t = $('gs-options');
  const head = t.insertRow();
  for (const h of ['rank', 'action', 'cost', 'value']) html('th', {}, head, h);
  for (const o of answer.options || []) {
    const tr = t.insertRow();
    tr.dataset.action = o.action;
    for (const [name, v] of [['rank', o.rank], ['words', o.words], ['cost', o.cost], ['value', o.value]]) {
      const td = tr.insertCell(); td.className = name; td.textContent = v;
    }
    tr.cells[3].title = String(o.value_decimal);
  }
  const pt = $('gs-plans');
  const ph = pt.insertRow();
  for (const h of ['rank', 'lines', 'value', 'rumble', 'targets', 'buy']) html('th', {}, ph, h);
  (answer.plans || []).forEach((p, i) => {
    const tr = pt.insertRow();
    tr.className = 'option' + (chosen === i + 1 ? ' current' : '');
    tr.dataset.row = i + 1;
    const rumble = `attack ${p.attack}, heal ${p.heal}, shield ${p.shield}, grumble ${p.grumble}` + (p.boost ? `, boost ${p.boost}` : '') +
      (p.retaliation ? `, retaliation ${p.retaliation}` : '') +
      (p.eliminated ? `, eliminates ${p.eliminated}` : '');
    const targets = p.targets.map((x) => `${x.player} −${x.damage}`).join(', ') || '—';
    const b = p.buy;
    const buy = !b ? '—' : [].concat(b.tiles.map((x) => `slot ${x.slot}` + (x.cells ? ' on ' + x.cells.map((c) => '[' + c.join(', ') + ']').join(' ') : ' (discard)')),
      b.attack_tokens ? [`${b.attack_tokens} attack token(s)`] : [], b.shield_tokens ? [`${b.shield_tokens} shield token(s)`] : [])
      .join('; ') + (b.cost ? ` for ${b.cost}` : '') + (b.power_after && b.power_after !== 'none' ? ` → ${b.power_after}` : '');
    for (const [name, v] of [['rank', p.rank], ['lines', p.lines], ['value', p.value], ['rumble', rumble], ['targets', targets], ['buy', buy || '—']]) {
      const td = tr.insertCell(); td.className = name; td.textContent = v;
    }
  });
  const lt = $('gs-placements');
  const lh = lt.insertRow();
  for (const h of ['slot', 'rank', 'cells', 'value', 'yield +', 'progress +']) html('th', {}, lh, h);
  for (const s of answer.placements || []) {
    for (const p of s.placements.filter((x) => x.rank === 1)) {
      const tr = lt.insertRow();
      const cells = p.discard ? 'discard (heal 1)' : p.cells.map((c) => '[' + c.join(', ') + ']').join(' ');
      for (const v of [s.slot, p.rank, cells, p.value, p.yield_delta, p.progress_delta]) tr.insertCell().textContent = v;
    }
  }
}

function answered(m) {
  const answer = decisionOf(m);
  if (!answer || m.ui.chosen > (answer.plans || []).length) m.ui.chosen = 1;
}
function status(m) {
  const answer = decisionOf(m);
  return 'value ' + answer.value + ', ' + (answer.options || []).length + ' first actions';
}

export default {
  game: 'grumblestone', title: 'Grumblestone', view: 'view-grumblestone',
  example, check, fresh, mount, render, status, answered,
  edited: (m) => { m.ui.chosen = 1; },
  query: (m) => rulesQuery(m.rules),
  shareUi: (m) => ({chosen: m.ui.chosen}),
};
