// What shows a screen's own data, by kind, for the walks (walk.ts, and chaosWalk.mjs, which the
// bench runs in plain Node): table rows, chart points drawn (the kit's charts carry
// `data-chart-points`), KPI figures (`data-kpi-value`, absent while a card shows its dash), list
// items, statistics and tree nodes. A date or a count in a filter bar is none of these.
export const DATA_SHOWN = [
  // antd's own marks, whatever the class prefix (the console's is `cem`, ConfigProvider's prefixCls).
  'tbody tr[data-row-key]',
  '[data-chart-points]:not([data-chart-points="0"])',
  '[data-kpi-value]',
  'li[class*="-list-item"]',
  '[role="listitem"]',
  '[class*="-statistic-content-value"]',
  '[role="treeitem"]',
].join(', ');

/** The kit's "nothing to show" block (EmptyData). */
export const EMPTY_STATE = '[data-testid="empty-data"]';
