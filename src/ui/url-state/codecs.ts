// Parsers and writers for useSearchParam: what a URL may say, checked, junk dropped.
import type { ParamParse, ParamSerialize } from './useSearchParam';

export interface ParamCodec<T> {
  parse: ParamParse<T>;
  serialize: ParamSerialize<T>;
}

/**
 * A comma-separated list (`meters=a,b`): items that fail `isValid` are dropped, duplicates
 * removed, at most `max` kept. An empty result reads as absent (the fallback applies).
 */
export function listParam(isValid: (item: string) => boolean, { max = 50 }: { max?: number } = {}): ParamCodec<string[]> {
  return {
    parse: (raw) => {
      if (raw === null) return undefined;
      const items = [...new Set(raw.split(',').map((item) => item.trim()))].filter((item) => item !== '' && isValid(item));
      return items.length ? items.slice(0, max) : undefined;
    },
    serialize: (items) => (items.length ? items.join(',') : null),
  };
}

/** One of a fixed set of values (`type=electricity`, `tab=trend`); anything else is absent. */
export function oneOfParam<T extends string>(values: readonly T[]): ParamCodec<T> {
  return {
    parse: (raw) => (raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined),
    serialize: (value) => value,
  };
}

/** A finite number within [min, max] (`page=3`, `threshold=0.8`); anything else is absent. */
export function numberParam({ min = -Infinity, max = Infinity, integer = false } = {}): ParamCodec<number> {
  return {
    parse: (raw) => {
      if (raw === null || raw.trim() === '') return undefined;
      const n = Number(raw);
      return Number.isFinite(n) && n >= min && n <= max && (!integer || Number.isInteger(n)) ? n : undefined;
    },
    serialize: (value) => String(value),
  };
}

/** A record id (`channel=ch-0001`): word characters and dashes, up to 80; anything else is absent, and '' clears it. */
export const idParam: ParamCodec<string> = {
  parse: (raw) => (raw && /^[\w-]{1,80}$/.test(raw) ? raw : undefined),
  serialize: (id) => id || null,
};
