// The set-up of a round (round.js's): a real scenario opened from the server's data (GET
// /api/scenarios, POST /api/import: the round file `arbiter import vgb` writes; on the static
// page the engine's worker answers them, scenario-data.js giving it the files), each
// monster type's card picked from its real deck (GET /api/decks), the characters'
// initiatives, second cards and long rests, the modifier draws, and a figure's hex, hit
// points and conditions (click a figure, then a hex to move it: the characters go on the
// starting hexes). Every change is an edit of the round file itself, made through the
// shell (shell.edit) on its model; what is kept here is only the server's data (the list of
// scenarios, the decks fetched), which no edit or undo changes.
import {$, html} from './board.js';
import {isStatic, request} from './engine.js';

export const CONDITIONS = ['poison', 'wound', 'stun', 'immobilize', 'disarm', 'muddle', 'invisible', 'strengthen'];

let shell = null;       // the page's shell (app.js): its model, edit(), status
let scenarios = null;   // GET /api/scenarios's list, or [] when the server has none
const decks = new Map(); // scenario name ("vgb-1") -> its decks (GET /api/decks)

// ---------------------------------------------------------------- the modifier deck

// The monster modifier deck as docs/format.md states it (round.deck absent): six +0, five +1,
// five -1, +2, -2, 2x, null.
const STANDARD_DECK = [].concat(Array(6).fill('+0'), Array(5).fill('+1'), Array(5).fill('-1'), ['+2', '-2', '2x', 'null']);
const DRAWABLE = new Set(['+0', '+1', '-1', '+2', '-2', '2x', 'null', 'bless', 'curse']);
export const DEFAULT_SEED = 1;
// A small seeded generator (mulberry32): the same seed, the same shuffle, in every browser.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function shuffle(cards, next) {
  const out = cards.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
// The round's draws from a seeded shuffle of its deck (the file's round.deck, else the
// standard one, blessings and curses shuffled in), then of the deck again, as a pile run out
// is reshuffled (blessings and curses drawn leave it); null for a deck with cards a draw cannot
// name (rolling modifiers).
export function seededDraws(p, seed) {
  const deck = (p.round && p.round.deck) || {};
  const cards = Array.isArray(deck.cards) ? deck.cards : STANDARD_DECK;
  if (!cards.every((c) => DRAWABLE.has(c))) return null;
  const next = random(seed);
  const first = cards.concat(Array(deck.bless || 0).fill('bless'), Array(deck.curse || 0).fill('curse'));
  return shuffle(first, next).concat(shuffle(cards, next));
}

// ---------------------------------------------------------------- opening a scenario

async function getJson(url, init) {
  const res = await request(url, init);
  const text = await res.text();
  return {status: res.status, text, body: (() => { try { return JSON.parse(text); } catch (e) { return null; } })()};
}

async function listScenarios() {
  try {
    const r = await getJson('/api/scenarios');
    scenarios = r.status === 200 ? r.body.scenarios : [];
  } catch (e) { scenarios = []; }
  decks.clear(); // the data may have changed (the static page's panel)
  const box = $('rd-open-box');
  box.hidden = !scenarios.length && !isStatic;
  const sel = $('rd-scenario');
  sel.textContent = '';
  // Book order (1, 2, … 10, not 1, 10, 100); a layout that does not import says why, in the
  // list itself and below it (a phone shows no tooltips).
  scenarios.sort((a, b) => (a.number - b.number) || String(a.id).localeCompare(String(b.id)));
  const refused = $('rd-refused');
  refused.textContent = '';
  for (const s of scenarios) {
    const o = html('option', {value: s.id}, sel, s.refused ? `${s.number}. ${s.title || s.id}: not importable (${s.refused})` : `${s.number}. ${s.title} (${s.id})`);
    if (s.refused) {
      o.disabled = true;
      html('li', {'data-id': s.id}, refused, `${s.number}. ${s.title || s.id}: ${s.refused}`);
    }
  }
  $('rd-refused-box').hidden = !refused.children.length;
  $('rd-refused-count').textContent = refused.children.length;
  const first = scenarios.find((s) => !s.refused);
  if (first) sel.value = first.id;
  fetchDecks();
}

// The decks of the scenario the position was imported from (its name "vgb-N"), once.
async function fetchDecks() {
  const pos = shell.model.p;
  if (!scenarios || !pos || !pos.round || decks.has(pos.name)) return;
  const s = scenarios.find((x) => x.name === pos.name && !x.refused);
  if (!s) return;
  const level = /level (\d+)/.exec(pos.title || '');
  const q = new URLSearchParams({scenario: s.id, level: level ? level[1] : '1', characters: String(pos.round.characters || 3)});
  const r = await getJson('/api/decks?' + q);
  if (r.status !== 200) return;
  decks.set(pos.name, r.body.decks);
  if (shell.model.p === pos) shell.update(() => {}); // drawn again, with the decks
}

async function openScenario() {
  // A layout that does not import (or none listed) says why at once: the static page with no
  // monster data yet, say.
  const s = (scenarios || []).find((x) => x.id === $('rd-scenario').value);
  if (!s || s.refused) {
    shell.showError(s ? `${s.number}. ${s.title || s.id}: ${s.refused}` : 'no scenario to open: none is listed');
    shell.setStatus('error', 'the scenario did not import: see the message');
    return;
  }
  const q = new URLSearchParams({scenario: $('rd-scenario').value, characters: $('rd-characters').value, level: $('rd-level').value,
    seed: $('rd-seed').value || '1'});
  shell.setStatus('busy', 'importing…');
  const r = await getJson('/api/import?' + q, {method: 'POST'});
  if (r.status !== 200 || !r.body || r.body.error) {
    shell.showError((r.body && r.body.error) || 'HTTP ' + r.status);
    shell.setStatus('error', 'the scenario did not import: see the message');
    return;
  }
  shell.open(r.body);
}

export function mountSetup(theShell) {
  shell = theShell;
  const box = $('rd-open-box');
  box.innerHTML = `<h3>Open a scenario</h3>
    <div class="grid">
      <label>scenario <select id="rd-scenario"></select></label>
      <label>characters <select id="rd-characters">${[1, 2, 3, 4].map((n) => `<option${n === 3 ? ' selected' : ''}>${n}</option>`).join('')}</select></label>
      <label>level <select id="rd-level">${[0, 1, 2, 3, 4, 5, 6, 7].map((n) => `<option${n === 1 ? ' selected' : ''}>${n}</option>`).join('')}</select></label>
      <label title="The seed of the cards drawn (stated in the file's notes); pick the real card below">seed <input id="rd-seed" type="number" min="0" value="1"></label>
      <button type="button" id="rd-open">Open</button>
    </div>
    <details id="rd-refused-box" hidden><summary><span id="rd-refused-count"></span> layouts do not import: why</summary><ul id="rd-refused" class="refused"></ul></details>`;
  $('rd-open').addEventListener('click', openScenario);
  // The static page has no server: its panel gives the engine the layouts and the data first,
  // once the view is first shown (the list imports every layout, seconds of the worker's
  // time that a solve in another view should not wait behind).
  if (!isStatic) {
    listScenarios();
    return;
  }
  box.hidden = false;
  const view = box.closest('.view') || box;
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    seen.disconnect();
    import('./scenario-data.js').then((m) => m.mountData(box, listScenarios));
  });
  seen.observe(view);
}

// ---------------------------------------------------------------- the set-up panel

function numberInput(box, label, value, min, max, set, attrs = {}) {
  const l = html('label', {}, box, label + ' ');
  const i = html('input', Object.assign({type: 'number', min, max}, attrs), l);
  i.value = value === undefined || value === null ? '' : value;
  i.addEventListener('change', () => shell.edit(() => set(i.value === '' ? null : Math.min(max, Math.max(min, parseInt(i.value, 10) || min)))));
  return i;
}

const actionText = (x) => Object.entries(x).map(([k, v]) => k + (typeof v === 'object' ? ' ' + JSON.stringify(v) : ' ' + v)).join(', ');

function cardPicker(p, row, t, mt) {
  const deck = (decks.get(p.name) || {})[t];
  if (!deck) {
    numberInput(row, 'initiative', mt.card.initiative, 1, 99, (v) => { mt.card.initiative = v || 1; }, {'data-field': 'card-initiative'});
    return;
  }
  const l = html('label', {}, row, 'card drawn ');
  const sel = html('select', {'data-field': 'card'}, l);
  for (const c of deck.cards) html('option', {value: c.id}, sel, `${c.initiative} · ${c.name}`);
  const now = deck.cards.find((c) => c.name === mt.card.name);
  sel.value = now ? now.id : '';
  sel.addEventListener('change', () => shell.edit(() => {
    const c = deck.cards.find((x) => String(x.id) === sel.value);
    const card = {initiative: c.initiative, name: c.name, actions: c.actions};
    if (c.not_modelled) card.not_modelled = c.not_modelled;
    mt.card = card;
  }));
}

// The figure clicked on the board: hit points and conditions.
function figurePanel(m, box) {
  const f = m.p.figures.find((x) => x.id === m.ui.picked);
  if (!f) return;
  const div = html('div', {class: 'figure-card', id: 'rd-figure', 'data-figure': f.id}, box);
  html('h3', {}, div, `${f.id} on [${f.hex.join(', ')}]: click a hex to move it`);
  const row = html('div', {class: 'grid'}, div);
  numberInput(row, 'hit points', f.hp, 1, 999, (v) => { if (v === null) delete f.hp; else f.hp = v; }, {'data-field': 'hp'});
  if (f.kind !== 'monster') {
    numberInput(row, 'of', f.max_hp, 1, 999, (v) => { if (v === null) delete f.max_hp; else f.max_hp = v; }, {'data-field': 'max_hp'});
  }
  const checks = html('div', {class: 'checks'}, div);
  const has = (n) => (f.conditions || []).some((c) => (typeof c === 'string' ? c : c.name) === n);
  for (const n of CONDITIONS) {
    const l = html('label', {}, checks, ' ' + n);
    const cb = html('input', {type: 'checkbox', 'data-condition': n});
    l.prepend(cb);
    cb.checked = has(n);
    cb.addEventListener('change', () => shell.edit(() => {
      const rest = (f.conditions || []).filter((c) => (typeof c === 'string' ? c : c.name) !== n);
      if (cb.checked) rest.push(n);
      if (rest.length) f.conditions = rest; else delete f.conditions;
    }));
  }
}

// The modifier draws: a seeded shuffle of the deck by default (the seed shown, a new one
// shuffles again), or the player's own cards typed in, which override it.
function drawDeck(m, box) {
  const pos = m.p;
  html('h3', {}, box, 'Monster modifier cards');
  const row = html('div', {class: 'grid deck'}, box);
  const seedLabel = html('label', {title: 'The same seed, the same shuffle of the standard deck (or the file\'s round.deck)'}, row, 'deck seed ');
  const seed = html('input', {type: 'number', min: 0, max: 4294967295, id: 'rd-deck-seed'}, seedLabel);
  seed.value = m.ui.deckSeed === undefined ? DEFAULT_SEED : m.ui.deckSeed;
  const reshuffle = (value) => shell.edit((mm) => {
    const draws = seededDraws(pos, value);
    if (!draws) return false;
    mm.ui.deckSeed = value;
    pos.round.draws = draws;
  });
  seed.addEventListener('change', () => reshuffle(Math.max(0, parseInt(seed.value, 10) || 0)));
  html('button', {type: 'button', id: 'rd-deck-shuffle'}, row, 'shuffle again').addEventListener('click', () =>
    reshuffle(Math.floor(Math.random() * 1e9)));
  const draws = html('label', {class: 'draws'}, box, 'cards drawn, in order (type your own to override; empty: odds only) ');
  const di = html('input', {type: 'text', id: 'rd-draws', placeholder: '+0 +1 -1 2x null …'}, draws);
  di.value = (pos.round.draws || []).join(' ');
  di.addEventListener('change', () => shell.edit(() => {
    pos.round.draws = di.value.split(/[\s,]+/).filter(Boolean);
  }));
  const used = (m.answer && m.answer.timeline || []).reduce((n, a) => n + a.actions.reduce((k, x) => k + x.attacks.reduce((j, t) => j + t.drawn.length, 0), 0), 0);
  if (m.answer) html('p', {class: 'hint', id: 'rd-draws-used'}, box, `${used} of ${(pos.round.draws || []).length} cards drawn this round.`);
}

// The set-up panel of the model's round file (round.js's render draws it).
export function drawSetup(m) {
  const pos = m.p, box = $('rd-setup');
  box.textContent = '';
  if (!decks.has(pos.name)) fetchDecks();
  figurePanel(m, box);
  html('h3', {}, box, 'Characters');
  for (const f of pos.figures.filter((x) => x.kind === 'character')) {
    const row = html('div', {class: 'grid setup-character', 'data-figure': f.id}, box);
    html('b', {}, row, f.id);
    const ini = numberInput(row, 'initiative', f.initiative, 1, 99, (v) => { if (v === null) delete f.initiative; else f.initiative = v; },
      {'data-field': 'initiative'});
    ini.disabled = !!f.long_rest; // a long rest's initiative is the rule set's (99)
    numberInput(row, 'second card', f.secondary_initiative, 1, 99, (v) => { if (v === null) delete f.secondary_initiative; else f.secondary_initiative = v; },
      {'data-field': 'secondary_initiative'});
    const l = html('label', {}, row, ' long rest');
    const cb = html('input', {type: 'checkbox', 'data-field': 'long_rest'});
    l.prepend(cb);
    cb.checked = !!f.long_rest;
    cb.addEventListener('change', () => shell.edit(() => { if (cb.checked) f.long_rest = true; else delete f.long_rest; }));
  }
  html('h3', {}, box, 'Monster ability cards');
  for (const [t, mt] of Object.entries(pos.monster_types)) {
    const row = html('div', {class: 'grid setup-monster', 'data-type': t}, box);
    html('b', {}, row, t);
    // A file the server refuses (a type without its card) still shows, with the message.
    if (!mt || !mt.card || !Array.isArray(mt.card.actions)) { html('span', {class: 'not-modelled'}, row, 'no card'); continue; }
    cardPicker(pos, row, t, mt);
    html('span', {class: 'card-actions'}, row, (mt.card.name ? mt.card.name + ': ' : '') + mt.card.actions.map(actionText).join(' · '));
    for (const n of mt.card.not_modelled || []) html('span', {class: 'not-modelled'}, row, 'not modelled: ' + n);
  }
  drawDeck(m, box);
  const notes = $('rd-notes');
  notes.textContent = '';
  for (const n of (m.answer && m.answer.notes) || []) html('p', {class: 'note'}, notes, 'Note: ' + n);
}
