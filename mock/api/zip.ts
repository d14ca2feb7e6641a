import { Inflate } from 'fflate';

/** The archive is not a zip we can read (not a zip, truncated, encrypted, zip64…). */
export class ZipError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipError';
  }
}

/** The archive unpacks to more than the caller allows (declared or found while inflating). */
export class ZipTooLarge extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipTooLarge';
  }
}

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  headerOffset: number;
}

export interface ZipArchive {
  /** Entry names, in central-directory order. */
  readonly names: readonly string[];
  /** The unpacked bytes of an entry (the last one of that name), or undefined when absent. */
  read(name: string): Uint8Array | undefined;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_MARK = 0xffffffff;
/** Compressed bytes fed to the inflater at a time: deflate expands at most ~1032×, so one step stays near 1 MB. */
const STEP = 1024;

const u16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, at: number) => (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;

function endOfDirectory(bytes: Uint8Array): number {
  // The record is 22 bytes plus a comment of at most 65535.
  for (let at = bytes.length - 22; at >= 0 && at >= bytes.length - 22 - 0xffff; at -= 1) {
    if (u32(bytes, at) === EOCD) return at;
  }
  throw new ZipError('no zip directory: not a zip, or truncated');
}

function directory(bytes: Uint8Array): Entry[] {
  const end = endOfDirectory(bytes);
  const count = u16(bytes, end + 10);
  const start = u32(bytes, end + 16);
  if (start === ZIP64_MARK || count === 0xffff) throw new ZipError('zip64 archives are not read');
  const entries: Entry[] = [];
  let at = start;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || u32(bytes, at) !== CENTRAL) throw new ZipError('damaged zip directory');
    const flags = u16(bytes, at + 8);
    const nameLength = u16(bytes, at + 28);
    if (at + 46 + nameLength > end) throw new ZipError('damaged zip directory');
    const entry: Entry = {
      name: new TextDecoder(flags & 0x800 ? 'utf-8' : 'latin1').decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: u16(bytes, at + 10),
      compressedSize: u32(bytes, at + 20),
      size: u32(bytes, at + 24),
      headerOffset: u32(bytes, at + 42),
    };
    if (flags & 1) throw new ZipError(`${entry.name} is encrypted`);
    if (entry.compressedSize === ZIP64_MARK || entry.size === ZIP64_MARK || entry.headerOffset === ZIP64_MARK) throw new ZipError('zip64 archives are not read');
    entries.push(entry);
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return entries;
}

/** The compressed bytes of an entry, located through its local header. */
function compressedData(bytes: Uint8Array, entry: Entry): Uint8Array {
  const at = entry.headerOffset;
  if (at + 30 > bytes.length || u32(bytes, at) !== LOCAL) throw new ZipError(`damaged entry ${entry.name}`);
  const from = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  if (from + entry.compressedSize > bytes.length) throw new ZipError(`${entry.name} is truncated`);
  return bytes.subarray(from, from + entry.compressedSize);
}

/**
 * Opens a zip held in memory without trusting it: the declared sizes of all entries must add up
 * to at most `maxBytes`, and entries are inflated a step at a time, counting what comes out, so
 * an entry that lies about its size stops as soon as it passes its declared size or the budget.
 */
export function openZip(bytes: Uint8Array, maxBytes: number): ZipArchive {
  const entries = directory(bytes);
  const declared = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > maxBytes) throw new ZipTooLarge(`it declares ${declared} unpacked bytes`);
  let used = 0;
  const inflate = (entry: Entry): Uint8Array => {
    const data = compressedData(bytes, entry);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.size) throw new ZipError(`damaged entry ${entry.name}`);
      if (used + data.length > maxBytes) throw new ZipTooLarge(`it unpacks to more than ${maxBytes} bytes`);
      used += data.length;
      return data.slice();
    }
    if (entry.method !== 8) throw new ZipError(`${entry.name} uses compression method ${entry.method}`);
    const out = new Uint8Array(entry.size);
    let length = 0;
    let overflow = false;
    let done = false;
    const inflater = new Inflate((chunk, final) => {
      done ||= final;
      if (overflow || length + chunk.length > entry.size || used + length + chunk.length > maxBytes) {
        overflow = true;
        return;
      }
      out.set(chunk, length);
      length += chunk.length;
    });
    try {
      for (let at = 0; at < data.length && !overflow && !done; at += STEP) {
        inflater.push(data.subarray(at, at + STEP), at + STEP >= data.length);
      }
    } catch (error) {
      throw new ZipError(`damaged entry ${entry.name} (${error instanceof Error ? error.message : String(error)})`);
    }
    if (overflow) throw new ZipTooLarge(`${entry.name} unpacks to more than the ${entry.size} bytes it declares, or past ${maxBytes} bytes in all`);
    if (!done || length !== entry.size) throw new ZipError(`damaged entry ${entry.name} (${length} of ${entry.size} bytes)`);
    used += length;
    return out;
  };
  // Each entry is inflated once, so what is unpacked never exceeds what was declared.
  const cache = new Map<Entry, Uint8Array>();
  return {
    names: entries.map((entry) => entry.name),
    read(name) {
      const entry = entries.findLast((e) => e.name === name);
      if (!entry) return undefined;
      const bytes = cache.get(entry) ?? inflate(entry);
      cache.set(entry, bytes);
      return bytes;
    },
  };
}
