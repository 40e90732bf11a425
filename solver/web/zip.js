// Reads the files of a zip archive in the browser, with no library: the central directory
// found from the end of the archive, each wanted entry stored or deflated, inflated by the
// browser's own DecompressionStream('deflate-raw'). Enough for the archives GitHub and the
// usual tools write (no zip64, no encryption: refused by name).

const EOCD = 0x06054b50;   // end of central directory
const CENTRAL = 0x02014b50; // a central directory entry
const LOCAL = 0x04034b50;   // a local file header

export class ZipError extends Error {}

function endOfDirectory(view) {
  // The end record is 22 bytes and a comment of up to 65535 bytes may follow it.
  for (let at = view.byteLength - 22; at >= Math.max(0, view.byteLength - 22 - 65535); at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  throw new ZipError('not a zip file (no end of central directory)');
}

// The archive's entries: [{name, method, size, compressed, offset}], directories left out.
export function zipEntries(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (at === 0xffffffff || count === 0xffff) throw new ZipError('a zip64 archive (not read here: unzip it and pick the folder)');
  const names = new TextDecoder();
  const entries = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL) throw new ZipError('a damaged zip file (central directory entry ' + (i + 1) + ')');
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const entry = {
      method: view.getUint16(at + 10, true),
      compressed: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      offset: view.getUint32(at + 42, true),
      name: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      encrypted: (flags & 1) !== 0,
    };
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (!entry.name.endsWith('/')) entries.push(entry);
  }
  return entries;
}

// One entry's bytes (a Uint8Array).
export async function zipRead(bytes, entry) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (entry.encrypted) throw new ZipError(entry.name + ': encrypted (not read here)');
  if (view.getUint32(entry.offset, true) !== LOCAL) throw new ZipError(entry.name + ': a damaged zip file (no local header)');
  const start = entry.offset + 30 + view.getUint16(entry.offset + 26, true) + view.getUint16(entry.offset + 28, true);
  const data = bytes.subarray(start, start + entry.compressed);
  if (entry.method === 0) return data;
  if (entry.method !== 8) throw new ZipError(entry.name + ': compression method ' + entry.method + ' (only stored and deflate are read)');
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  try {
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch (e) {
    throw new ZipError(entry.name + ': does not inflate (' + e.message + ')');
  }
}
