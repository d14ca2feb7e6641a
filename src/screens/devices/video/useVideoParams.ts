import { useCallback } from 'react';
import { useUrlParams } from '../../../ui/url-state/useUrlParams';

export const LAYOUTS = [1, 4, 9, 16] as const;
export type VideoLayout = (typeof LAYOUTS)[number];

export interface VideoParams {
  /** The chosen space ('' = the whole store). */
  space: string;
  layout: VideoLayout;
  /** 1-based page of cameras, as the URL says it (the screen clamps it to the pages there are). */
  page: number;
}

const SPACE = /^[\w.-]{1,80}$/;

/** The URL's video parameters, junk replaced by the defaults (whole store, 4 tiles, page 1). */
export function parseVideoParams(params: URLSearchParams): VideoParams {
  const space = params.get('space') ?? '';
  const layout = Number(params.get('layout'));
  const page = Number(params.get('page'));
  return {
    space: SPACE.test(space) ? space : '',
    layout: (LAYOUTS as readonly number[]).includes(layout) ? (layout as VideoLayout) : 4,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/**
 * Space, layout and page in the URL (`space`, `layout`, `page`), changed together: another
 * space or layout starts again at page 1 (useSearchParam's separate setters would overwrite
 * each other within one event).
 */
export function useVideoParams(): [VideoParams, (change: Partial<VideoParams>) => void] {
  const [params, setParams] = useUrlParams();
  const value = parseVideoParams(params);
  const change = useCallback(
    (next: Partial<VideoParams>) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          const merged = { ...parseVideoParams(previous), ...next };
          if (next.space !== undefined || next.layout !== undefined) merged.page = next.page ?? 1;
          const write = (key: string, text: string, fallback: string) => (text === fallback ? updated.delete(key) : updated.set(key, text));
          write('space', merged.space, '');
          write('layout', String(merged.layout), '4');
          write('page', String(merged.page), '1');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [value, change];
}
