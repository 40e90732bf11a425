// The Gloomhaven Secretariat monster data on the static page (no DOM here): the files listed
// in the site's copy of data/ghs-manifest.tsv (each upstream path at the pinned commit, its
// sha256 and size), read from a folder or a zip the player picks, or fetched from the pinned
// commit, every fetched file's hash checked. The data is AGPL-3.0 and never shipped with the
// site: what the player gives is kept in this browser only (IndexedDB), so that the choice
// survives a reload and works offline.
import {zipEntries, zipRead} from './zip.js';

// Where the pinned commit's raw files are (scripts/fetch-data.sh's default, ARBITER_GHS_URL).
export const UPSTREAM = 'https://raw.githubusercontent.com/Lurkars/gloomhavensecretariat/';

// The manifest: {commit, files: [{path (upstream), name (under --data DIR), sha256, bytes}]}.
let manifest = null;
export async function readManifest() {
  if (manifest) return manifest;
  const res = await fetch('ghs-manifest.tsv');
  if (!res.ok) throw new Error('ghs-manifest.tsv: HTTP ' + res.status + ' (the site is incomplete)');
  const text = await res.text();
  const commit = (/commit ([0-9a-f]{40})/.exec(text) || [])[1];
  const files = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [path, sha256, bytes] = line.split('\t');
    // data/<edition>/... upstream is <edition>/... under --data DIR (fetch-data.sh's local_name).
    files.push({path, name: path.replace(/^data\//, ''), sha256, bytes: Number(bytes)});
  }
  manifest = {commit, files};
  return manifest;
}

export async function sha256(bytes) {
  if (!crypto.subtle) throw new Error('this page is not in a secure context (https or localhost): the browser offers no sha256 to check the data');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

// The manifest's name a picked path stands for: the path itself or its shortest tail that is
// one ("ghs-data/gh/monster/x.json", "gloomhavensecretariat-main/data/gh/monster/x.json").
function nameOf(path, byName) {
  const parts = path.split('/');
  for (let i = 0; i < parts.length; i++) {
    const tail = parts.slice(i).join('/');
    if (byName.has(tail)) return tail;
  }
  return null;
}

// The data from picked files: pairs [path, read()] where read() resolves the bytes. Only the
// manifest's files are kept; each is compared with its hash, and the summary says how many
// match, differ or are missing (a copy of another commit may still import).
async function fromPicked(pairs, source, label) {
  const m = await readManifest();
  const byName = new Map(m.files.map((f) => [f.name, f]));
  const files = {};
  let same = 0;
  const different = [];
  const decoder = new TextDecoder();
  for (const [path, read] of pairs) {
    const name = nameOf(path, byName);
    if (!name || name in files) continue;
    const bytes = await read();
    files[name] = decoder.decode(bytes);
    if (await sha256(bytes) === byName.get(name).sha256) same++; else different.push(name);
  }
  if (!Object.keys(files).some((n) => /^[a-z0-9]+\/monster\//.test(n))) {
    throw new Error(label + ': holds no Gloomhaven Secretariat monster data (no <edition>/monster/*.json, as scripts/fetch-data.sh writes; or data/<edition>/monster/ of its repository)');
  }
  const missing = m.files.filter((f) => !(f.name in files)).map((f) => f.name);
  return {source, label, commit: m.commit, files, same, different, missing, at: new Date().toISOString()};
}

// From a folder picked with <input type=file webkitdirectory> (its FileList).
export function fromFolder(fileList) {
  const list = Array.from(fileList);
  const top = list.length ? list[0].webkitRelativePath.split('/')[0] : 'the folder picked';
  return fromPicked(list.map((f) => [f.webkitRelativePath || f.name, async () => new Uint8Array(await f.arrayBuffer())]),
    'folder', top + '/');
}

// From a zip file (a File or Blob with a name).
export async function fromZip(file) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let entries;
  try {
    entries = zipEntries(bytes);
  } catch (e) {
    throw new Error(file.name + ': ' + e.message);
  }
  return fromPicked(entries.map((e) => [e.name, () => zipRead(bytes, e)]), 'zip', file.name);
}

// Every manifest file fetched from `base` (the pinned commit's raw files by default), each
// one's sha256 checked: one missing or different refuses the whole, naming the file.
// progress(done, total) is called as files arrive.
export async function fromUpstream(base, progress = () => {}) {
  const m = await readManifest();
  const root = (base || UPSTREAM + m.commit).replace(/\/+$/, '');
  const files = {};
  let done = 0, next = 0;
  const decoder = new TextDecoder();
  const one = async (f) => {
    const url = root + '/' + f.path;
    let res;
    try {
      res = await fetch(url, {cache: 'no-store'});
    } catch (e) {
      throw new Error(f.path + ': could not be fetched from ' + url + ' (offline?)');
    }
    if (!res.ok) throw new Error(f.path + ': HTTP ' + res.status + ' from ' + url);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const got = await sha256(bytes);
    if (got !== f.sha256) {
      throw new Error(f.path + ': its sha256 (' + got.slice(0, 16) + '…) is not the pinned commit\'s (' + f.sha256.slice(0, 16) +
        '…): refused, nothing kept from ' + root);
    }
    files[f.name] = decoder.decode(bytes);
    progress(++done, m.files.length);
  };
  // A few requests at a time: the host is not flooded, the first failure stops the rest.
  let failed = null;
  const lane = async () => {
    while (!failed && next < m.files.length) {
      try { await one(m.files[next++]); } catch (e) { failed = failed || e; }
    }
  };
  await Promise.all(Array.from({length: 8}, lane));
  if (failed) throw failed;
  return {source: 'fetched', label: root, commit: m.commit, files, same: done, different: [], missing: [], at: new Date().toISOString()};
}

// ---------------------------------------------------------------- kept in this browser

function database() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('arbiter', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('data');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

async function transact(mode, act) {
  const db = await database();
  try {
    return await new Promise((resolve, reject) => {
      const t = db.transaction('data', mode);
      const request = act(t.objectStore('data'));
      t.oncomplete = () => resolve(request.result);
      t.onerror = () => reject(t.error);
      t.onabort = () => reject(t.error || new Error('the browser refused to keep the data'));
    });
  } finally {
    db.close();
  }
}

export const stored = () => transact('readonly', (s) => s.get('ghs')).then((d) => d || null);
export const store = (data) => transact('readwrite', (s) => s.put(data, 'ghs'));
export const forget = () => transact('readwrite', (s) => s.delete('ghs'));
