import { idParam, numberParam, oneOfParam } from '../../../ui/url-state/codecs';
import { useParamGroup } from '../../../ui/url-state/useParamGroup';

export const LAYOUTS = [1, 4, 9, 16] as const;
export type VideoLayout = (typeof LAYOUTS)[number];

export interface VideoParams {
  /** The chosen space ('' = the whole store). */
  space: string;
  layout: VideoLayout;
  /** 1-based page of cameras, as the URL says it (the screen clamps it to the pages there are). */
  page: number;
}

const LAYOUT_TEXTS = LAYOUTS.map(String);
const CODECS = {
  space: idParam,
  layout: oneOfParam(LAYOUT_TEXTS, { omit: '4' }),
  page: numberParam({ min: 1, max: 10_000, integer: true, omit: 1 }),
};

/**
 * Space, layout and page in the URL (`space`, `layout`, `page`; junk reads as the whole store,
 * 4 tiles, page 1), changed together: another space or layout starts again at page 1.
 */
export function useVideoParams(): [VideoParams, (change: Partial<VideoParams>) => void] {
  const [read, patch] = useParamGroup(CODECS);
  const value: VideoParams = { space: read.space ?? '', layout: Number(read.layout ?? 4) as VideoLayout, page: read.page ?? 1 };
  const change = (next: Partial<VideoParams>) => {
    const restart = next.space !== undefined || next.layout !== undefined;
    patch({
      ...(next.space !== undefined ? { space: next.space } : {}),
      ...(next.layout !== undefined ? { layout: String(next.layout) } : {}),
      ...(restart || next.page !== undefined ? { page: restart ? (next.page ?? 1) : next.page } : {}),
    });
  };
  return [value, change];
}
