import { useCallback, useMemo, useRef } from 'react';
import { useUrlParams } from './useUrlParams';
import type { ParamCodec } from './codecs';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry keeps its own value type
type Codecs = Readonly<Record<string, ParamCodec<any>>>;

/** Each parameter as read: its value, or undefined when absent or junk. */
export type ParamGroup<S extends Codecs> = { [K in keyof S]: S[K] extends ParamCodec<infer T> ? T | undefined : never };
/** What to write: a value per named parameter; undefined, null or '' removes it. */
export type ParamPatch<S extends Codecs> = { [K in keyof S]?: (S[K] extends ParamCodec<infer T> ? T : never) | undefined | null | '' };

export interface PatchOptions {
  /** The patch is the whole query: every other parameter is dropped (another report starts clean). */
  only?: boolean;
}

function readGroup<S extends Codecs>(codecs: S, params: URLSearchParams): ParamGroup<S> {
  const read = (codec: ParamCodec<unknown>, raw: string | null) => {
    try {
      return codec.parse(raw) ?? undefined;
    } catch {
      return undefined;
    }
  };
  return Object.fromEntries(Object.entries(codecs).map(([name, codec]) => [name, read(codec, params.get(name))])) as ParamGroup<S>;
}

/**
 * Several URL parameters read through their codecs and written together in one history
 * replacement (separate useSearchParam setters in one event would overwrite each other). The
 * setter takes a patch, or a function of the values as the URL says them at that moment. The
 * values object stays the same while the URL text of the group does.
 */
export function useParamGroup<S extends Codecs>(codecs: S): [ParamGroup<S>, (patch: ParamPatch<S> | ((current: ParamGroup<S>) => ParamPatch<S>), options?: PatchOptions) => void] {
  const [params, setParams] = useUrlParams();
  const codecsRef = useRef(codecs);
  codecsRef.current = codecs;
  const raw = Object.keys(codecs).map((name) => `${name}=${params.get(name) ?? ''}`).join('\u0000');
  // `raw` carries every parameter of the group; the codecs are constants of the screen.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const values = useMemo(() => readGroup(codecsRef.current, params), [raw]);
  const set = useCallback(
    (patch: ParamPatch<S> | ((current: ParamGroup<S>) => ParamPatch<S>), { only = false }: PatchOptions = {}) =>
      setParams(
        (previous) => {
          const all = codecsRef.current;
          const changes = typeof patch === 'function' ? patch(readGroup(all, previous)) : patch;
          const next = new URLSearchParams(only ? undefined : previous);
          for (const [name, value] of Object.entries(changes) as [string, unknown][]) {
            const text = value === undefined || value === null || value === '' ? null : all[name]!.serialize(value);
            if (text === null || text === '') next.delete(name);
            else next.set(name, text);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [values, set];
}
