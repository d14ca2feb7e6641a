/**
 * What a printed label's QR code says: `cem:<kind>:<did>`, e.g. `cem:pile:cp-00001`. A phone's own
 * camera app may also have been handed a console address ending `/scan/<kind>/<did>`; both read
 * the same. Anything else (a shop's barcode, a web address of another kind, noise) is no code of ours.
 */

export const SCAN_KINDS = ['pile', 'gun', 'device', 'gateway', 'screen', 'asset'] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];

export interface ScanCode {
  kind: ScanKind;
  did: string;
}

/** The longest text worth reading: a label's code is far shorter. */
const MAX_TEXT = 300;
const DID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;
const SCHEME = /^cem:([a-z]+):([^:/?#\s]+)$/i;
const PATH = /\/scan\/([a-z]+)\/([^/?#\s]+)\/?$/i;

function isKind(value: string): value is ScanKind {
  return (SCAN_KINDS as readonly string[]).includes(value);
}

function checked(kind: string, did: string): ScanCode | undefined {
  const k = kind.toLowerCase();
  return isKind(k) && DID.test(did) ? { kind: k, did } : undefined;
}

/** The thing a scanned or typed text names, or undefined when it names none. */
export function parseScanCode(text: unknown): ScanCode | undefined {
  if (typeof text !== 'string' || text.length > MAX_TEXT) return undefined;
  const trimmed = text.trim();
  const scheme = SCHEME.exec(trimmed);
  if (scheme) return checked(scheme[1]!, scheme[2]!);
  let path: string;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    path = url.pathname;
  } catch {
    return undefined;
  }
  const found = PATH.exec(path);
  if (!found) return undefined;
  let did: string;
  try {
    did = decodeURIComponent(found[2]!);
  } catch {
    return undefined;
  }
  return checked(found[1]!, did);
}

/** The text a label prints for a thing. */
export function scanCodeText(code: ScanCode): string {
  return `cem:${code.kind}:${code.did}`;
}
