/**
 * A call the console makes outside the JSON envelope: the tus protocol of resumable uploads, and
 * files and streams a browser loads by URL. Described once beside the code that makes it
 * (`export const … = [...] as const satisfies readonly RawCall[]` under src/api), for the API
 * contract only: test/contract reads these declarations with the compiler, nothing imports them.
 */
export interface RawCall {
  method: 'get' | 'head' | 'post' | 'patch' | 'delete';
  /** The OpenAPI path: `{name}` is one path segment, described in `params`. */
  path: string;
  summary: string;
  params?: Readonly<Record<string, RawParameter>>;
  query?: Readonly<Record<string, RawParameter>>;
  /** The request headers that matter (protocol headers; the session headers are the request layer's). */
  headers?: Readonly<Record<string, RawParameter>>;
  /** The media type of the bytes the request carries, when it carries any. */
  body?: string;
  /** Every HTTP status the call can be answered with (`4XX`, `5XX`: a whole class). */
  answers: Readonly<Record<string, RawCallAnswer>>;
}

/** A parameter or header: must the call send it, and what may it hold. */
export interface RawParameter {
  required: boolean;
  description: string;
  /** The one value it holds. */
  value?: string;
  /** A regular expression its value matches. */
  pattern?: string;
}

/** One answer status: what it means, the headers it carries, and its body. */
export interface RawCallAnswer {
  description: string;
  headers?: Readonly<Record<string, RawParameter>>;
  /**
   * `binary`: bytes of the file's own type; `refusal`: the keyed refusal envelope; `{ envelope }`:
   * the envelope whose `result` is that type of src/api (by name).
   */
  body?: 'binary' | 'refusal' | { envelope: string };
}
