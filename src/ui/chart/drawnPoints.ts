// How many data points a chart was given to draw: the host element carries it as
// `data-chart-points` once drawn, so a browser check can tell a chart with data from empty axes.

/** A value ECharts draws nothing for. */
const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || value === '-' || (typeof value === 'number' && Number.isNaN(value));

/** A data item's value: a number, an [x, y] pair (its last element) or an item with a `value`. */
function valueOf(item: unknown): unknown {
  if (Array.isArray(item)) return item.at(-1);
  if (item !== null && typeof item === 'object' && 'value' in item) return valueOf((item as { value: unknown }).value);
  return item;
}

/** The points of every series of an option whose value is not blank (sankey: its links). */
export function drawnPoints(option: object): number {
  const { series } = option as { series?: unknown };
  const list = Array.isArray(series) ? series : series ? [series] : [];
  let points = 0;
  for (const one of list) {
    const { data, links } = (one ?? {}) as { data?: unknown; links?: unknown };
    const items = Array.isArray(links) ? links : Array.isArray(data) ? data : [];
    points += items.filter((item) => !isBlank(valueOf(item))).length;
  }
  return points;
}

/** Marks a chart's host with the points it was just given (see above). */
export function markDrawn(host: HTMLElement | null, option: object): void {
  host?.setAttribute('data-chart-points', String(drawnPoints(option)));
}
