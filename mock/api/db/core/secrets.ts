import { Buffer } from 'node:buffer';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Random } from './random.ts';

/**
 * Where the mock's secrets come from: session and permanent tokens, one-time passwords, uploaded
 * file and media ids, the key that signs file links. Never the seeded world streams (ARCHITECTURE §6,
 * "Secrets"): those repeat on every start, so anything drawn from them could be computed offline.
 */
export interface Secrets {
  /** `bytes` unpredictable bytes as lowercase hex (twice as many digits). */
  hex(bytes: number): string;
}

/** The default: the operating system's cryptographic source. */
export function cryptoSecrets(): Secrets {
  return { hex: (bytes) => randomBytes(bytes).toString('hex') };
}

/**
 * A repeatable source for tests that pin exact tokens or ids: never for a running mock, whose
 * secrets would then be the same after every start.
 */
export function seededSecrets(seed: number): Secrets {
  const random = new Random(seed >>> 0);
  return { hex: (bytes) => random.hex(bytes * 2) };
}

/** An id nobody can guess: `<prefix>-<32 hex digits>` (128 bits). */
export function secretId(secrets: Secrets, prefix: string): string {
  return `${prefix}-${secrets.hex(16)}`;
}

/** HMAC-SHA256 of `text` under `key`, as base64url. */
export function sign(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}

/** Whether `signature` is `text`'s signature under `key` (compared in constant time). */
export function verify(key: string, text: string, signature: string): boolean {
  const expected = Buffer.from(sign(key, text));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
