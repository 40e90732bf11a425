// Real scenarios on the static page (no server): the Virtual Gloomhaven Board layouts the
// site ships (vgb/, CC BY 4.0) and the Gloomhaven Secretariat monster data the player gives
// (ghs-data.js: a folder, a zip, or the pinned commit fetched), handed to the engine's worker
// (arbiter.useScenarios), which then answers the routes `arbiter serve --vgb --data` answers:
// the list, the decks and the import. The panel here says what data the page holds and lets
// the player pick, fetch or forget it; `onChange` lists the scenarios again.
import {$, html} from './board.js';
import {staticEngine} from './engine.js';
import * as ghs from './ghs-data.js';

const NO_DATA = 'no monster data yet: pick a Gloomhaven Secretariat data folder or zip, or fetch it (above the list)';

let layouts = null; // {id: text}: the shipped layouts, read once
let held = '';      // the sentence on the data the engine holds (describe)

async function readLayouts() {
  if (layouts) return layouts;
  const res = await fetch('vgb/index.json');
  if (!res.ok) throw new Error('vgb/index.json: HTTP ' + res.status + ' (the site is incomplete)');
  const ids = await res.json();
  const texts = await Promise.all(ids.map(async (id) => {
    const r = await fetch('vgb/scenarios/' + id);
    if (!r.ok) throw new Error('vgb/scenarios/' + id + ': HTTP ' + r.status);
    return r.text();
  }));
  layouts = Object.fromEntries(ids.map((id, i) => [id, texts[i]]));
  return layouts;
}

// A sentence on the data held: its source and how it compares with the pinned commit.
function describe(d) {
  if (!d) return 'Monster data: none. The layouts are listed; to import one, give the page the Gloomhaven Secretariat data.';
  const n = Object.keys(d.files).length;
  const from = d.source === 'fetched' ? 'fetched from ' + d.label : 'from the ' + d.source + ' ' + d.label;
  let text = `Monster data: ${n} files ${from}, kept in this browser; ${d.same} as at the pinned commit ${String(d.commit).slice(0, 7)}`;
  if (d.different.length) text += `, ${d.different.length} different (${d.different.slice(0, 2).join(', ')}${d.different.length > 2 ? ', …' : ''})`;
  if (d.missing.length) text += `, ${d.missing.length} missing (${d.missing.slice(0, 2).join(', ')}${d.missing.length > 2 ? ', …' : ''})`;
  return text + '.';
}

function say(kind, text) {
  const p = $('rd-data-status');
  p.dataset.state = kind;
  p.textContent = text;
}

// The name the data's folder has in an import's notes: the folder's own, the zip's without
// .zip, or the repository's at the commit fetched.
function folderName(d) {
  if (d.source === 'fetched') return 'gloomhavensecretariat-' + String(d.commit).slice(0, 7);
  return d.label.replace(/\/+$/, '').replace(/\.zip$/i, '');
}

// Hands the layouts and `data` (or none) to the engine, says so, and lists again.
async function apply(data, onChange) {
  const engine = await staticEngine();
  await engine.useScenarios({vgb: await readLayouts(), ghs: data ? data.files : null,
    ghsName: data ? folderName(data) : '', withoutData: NO_DATA});
  await onChange();
  held = describe(data);
  say(data ? 'ok' : 'none', held); // said once the list is there
}

// Reads new data with `read` (a promise of it), keeps it, and applies it; a failure keeps the
// data held before and says why.
async function replace(read, onChange) {
  say('busy', 'reading the data…');
  try {
    const data = await read;
    say('busy', 'keeping the data in this browser…');
    // A browser that keeps nothing (a private window) still gets the data for this visit.
    const kept = await ghs.store(data).then(() => true, () => false);
    say('busy', 'listing the scenarios…');
    await apply(data, onChange);
    if (!kept) say('ok', held.replace('kept in this browser', 'for this visit only (the browser keeps no data for this page)'));
  } catch (e) {
    say('error', String(e.message || e) + '. Still held: ' + held);
  }
}

// The source of the pinned commit: the page's ?ghs-url= (a mirror, or a test's stand-in),
// else GitHub.
function upstream() {
  return new URLSearchParams(location.search).get('ghs-url') || '';
}

export function mountData(box, onChange) {
  const panel = html('div', {id: 'rd-data', class: 'data-panel'}, null);
  const heading = box.querySelector('h3');
  if (heading) heading.after(panel); else box.prepend(panel);
  panel.innerHTML = `<p id="rd-data-status" data-state="busy" role="status">reading the scenarios…</p>
    <div class="grid">
      <label class="button" title="A Gloomhaven Secretariat data folder (scripts/fetch-data.sh writes one) or a clone of its repository">Pick data folder<input id="rd-data-folder" class="picker" type="file" webkitdirectory multiple></label>
      <label class="button" title="A zip of such a folder, or the repository's zip from GitHub">Pick data zip<input id="rd-data-zip" class="picker" type="file" accept=".zip,application/zip"></label>
      <button type="button" id="rd-data-fetch" title="Every file of the pinned commit, each one's sha256 checked">Fetch from GitHub</button>
      <button type="button" id="rd-data-forget">Forget</button>
    </div>
    <p class="note">Layouts: <a href="vgb/README.md">Virtual Gloomhaven Board</a> by Purple Kingdom Games, CC BY 4.0.
      Monster stat cards and ability decks: <a href="https://github.com/Lurkars/gloomhavensecretariat">Gloomhaven Secretariat</a>
      data (AGPL-3.0, game content by Cephalofair Games), not part of this site: what you give stays in this browser.</p>`;
  $('rd-data-folder').addEventListener('change', (e) => {
    if (e.target.files.length) replace(ghs.fromFolder(e.target.files), onChange);
    e.target.value = '';
  });
  $('rd-data-zip').addEventListener('change', (e) => {
    const f = e.target.files[0];
    if (f) replace(ghs.fromZip(f), onChange);
    e.target.value = '';
  });
  $('rd-data-fetch').addEventListener('click', () => {
    replace(ghs.fromUpstream(upstream(), (done, total) => say('busy', `fetched ${done} of ${total} files, each hash checked…`)), onChange);
  });
  $('rd-data-forget').addEventListener('click', async () => {
    await ghs.forget();
    await apply(null, onChange).catch((e) => say('error', String(e.message || e)));
  });
  // What this browser kept from an earlier visit (offline too).
  ghs.stored().catch(() => null).then((data) => apply(data, onChange))
    .catch((e) => say('error', String(e.message || e)));
}
