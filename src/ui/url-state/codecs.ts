// Parsers and writers for useSearchParam: what a URL may say, checked, junk dropped. Screens
// take their codecs from here only (a lint rule refuses hand-written ones in src/screens).
import { isDay } from '../../lib/days';

/** Reads one URL parameter: the value, or undefined/null when the text is not a valid one. */
export type ParamParse<T> = (raw: string | null) => T | undefined | null;
/** Writes one URL parameter: its text, or null to remove it. */
export type ParamSerialize<T> = (value: T) => string | null;

export interface ParamCodec<T> {
  parse: ParamParse<T>;
  serialize: ParamSerialize<T>;
}

/** `omit`: the value the URL leaves out (the screen's default), so a plain address stays plain. */
interface Omitted<T> {
  omit?: T;
}

/** A codec over texts that a test accepts; '' and `omit` are written as no parameter. */
function textCodec<T extends string>(accepts: (raw: string) => boolean, omit?: T): ParamCodec<T> {
  return {
    parse: (raw) => (raw !== null && accepts(raw) ? (raw as T) : undefined),
    serialize: (value) => (value === '' || value === omit ? null : value),
  };
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
export function oneOfParam<T extends string>(values: readonly T[], { omit }: Omitted<T> = {}): ParamCodec<T> {
  return textCodec((raw) => (values as readonly string[]).includes(raw), omit);
}

/** A finite number within [min, max] (`page=3`, `threshold=0.8`); anything else is absent. */
export function numberParam({ min = -Infinity, max = Infinity, integer = false, omit }: { min?: number; max?: number; integer?: boolean } & Omitted<number> = {}): ParamCodec<number> {
  return {
    parse: (raw) => {
      if (raw === null || raw.trim() === '') return undefined;
      const n = Number(raw);
      return Number.isFinite(n) && n >= min && n <= max && (!integer || Number.isInteger(n)) ? n : undefined;
    },
    serialize: (value) => (value === omit ? null : String(value)),
  };
}

/** What a record id may look like in a URL: word characters, dots, colons and dashes, up to 120. */
export const isId = (raw: string) => /^[\w.:-]{1,120}$/.test(raw);

/** A record id (`channel=ch-0001`, `bill=bl-s1-202611-0001`); anything else is absent, and '' clears it. */
export const idParam: ParamCodec<string> = textCodec(isId);

/** Record ids, comma-separated (`meters=m1,m2`): junk dropped, each once, at most `max`. */
export const idListParam = ({ max = 50 }: { max?: number } = {}): ParamCodec<string[]> => listParam(isId, { max });

/** Written for an empty subset (an empty parameter would read as absent, i.e. the default). */
export const NONE = 'none';

/**
 * A subset of `values` (`panels=kpi,chart`), in their order: `none` is the empty subset, junk
 * is absent (the fallback applies).
 */
export function subsetParam<T extends string>(values: readonly T[]): ParamCodec<T[]> {
  return {
    parse: (raw) => {
      if (raw === null) return undefined;
      if (raw === NONE) return [];
      const asked = new Set(raw.split(','));
      const chosen = values.filter((v) => asked.has(v));
      return chosen.length > 0 ? chosen : undefined;
    },
    serialize: (chosen) => (chosen.length > 0 ? chosen.join(',') : NONE),
  };
}

/** The longest free text a URL parameter keeps. */
export const MAX_PARAM_TEXT = 60;

/**
 * Free text a person typed (a search, a maker's name): trimmed and cut to MAX_PARAM_TEXT
 * characters; blank is absent. The one meaning of "text" in the URL.
 */
export const textParam: ParamCodec<string> = {
  parse: (raw) => {
    const text = raw?.trim().slice(0, MAX_PARAM_TEXT) ?? '';
    return text === '' ? undefined : text;
  },
  serialize: (value) => value.trim().slice(0, MAX_PARAM_TEXT) || null,
};

/** A calendar month `YYYY-MM` (month 01–12); anything else is absent. */
export const monthParam: ParamCodec<string> = textCodec((raw) => /^\d{4}-(0[1-9]|1[0-2])$/.test(raw));

/** A real calendar day `YYYY-MM-DD` (no 2026-02-30); anything else is absent. */
export const dayParam: ParamCodec<string> = textCodec(isDay);

/** A time of day `HH:mm` (00:00–23:59); anything else is absent. */
export const timeParam: ParamCodec<string> = textCodec((raw) => /^([01]\d|2[0-3]):[0-5]\d$/.test(raw));

/** A day and a time of day `YYYY-MM-DDTHH:mm` (a store's wall clock); anything else is absent. */
export const dayTimeParam: ParamCodec<string> = textCodec(
  (raw) => raw.length === 16 && raw[10] === 'T' && isDay(raw.slice(0, 10)) && timeParam.parse(raw.slice(11)) !== undefined,
);

/** A box `west,south,east,north` (a map's zoomed view): four finite numbers, west < east, south < north; written to 4 decimals. */
export const boxParam: ParamCodec<[number, number, number, number]> = {
  parse: (raw) => {
    const parts = (raw ?? '').split(',').map(Number);
    return parts.length === 4 && parts.every(Number.isFinite) && parts[0]! < parts[2]! && parts[1]! < parts[3]! ? (parts as [number, number, number, number]) : undefined;
  },
  serialize: (box) => box.map((v) => v.toFixed(4)).join(','),
};
