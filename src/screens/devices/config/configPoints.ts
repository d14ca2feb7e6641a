import type { ConfigPoint } from '../../../api/devices/types';

/** The state filter of config-monitoring. */
export type PointState = 'all' | 'alarm' | 'normal' | 'offline';
export const POINT_STATES: readonly PointState[] = ['all', 'alarm', 'normal', 'offline'];

export function stateOf(point: ConfigPoint): Exclude<PointState, 'all'> {
  if (point.value === null) return 'offline';
  return point.alarm ? 'alarm' : 'normal';
}

/**
 * Points matching the filters (and of one device, when a scanned label named it), grouped: by
 * system name, then device name and metric (the order the table merges on).
 */
export function filterConfigPoints(points: readonly ConfigPoint[], state: PointState, search: string, locale: string, device = ''): ConfigPoint[] {
  const text = search.trim().toLowerCase();
  return points
    .filter((p) => (!device || p.device === device) && (state === 'all' || stateOf(p) === state) && (!text || [p.systemName, p.deviceName, p.spaceName].some((s) => s.toLowerCase().includes(text))))
    .sort((a, b) => a.systemName.localeCompare(b.systemName, locale) || a.system.localeCompare(b.system) || a.deviceName.localeCompare(b.deviceName, locale) || a.metric.localeCompare(b.metric));
}

/** Rows each system cell spans on a page (0: merged into the row above), so a system reads as one group. */
export function systemSpans(rows: readonly ConfigPoint[]): number[] {
  const spans = rows.map(() => 0);
  let start = 0;
  rows.forEach((row, i) => {
    if (i > 0 && row.system === rows[i - 1]!.system) return;
    start = i;
    let end = i + 1;
    while (end < rows.length && rows[end]!.system === row.system) end += 1;
    spans[start] = end - start;
  });
  return spans;
}
