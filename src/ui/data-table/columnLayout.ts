import type { ColumnLayout } from './types';

interface LayoutColumn {
  key: string;
  defaultHidden?: boolean;
}

/** The layout of freshly defined columns: definition order, default-hidden ones hidden. */
export function defaultLayout(columns: readonly LayoutColumn[]): ColumnLayout {
  return { order: columns.map((c) => c.key), hidden: columns.filter((c) => c.defaultHidden).map((c) => c.key) };
}

/**
 * Fits a saved layout to the current columns: unknown keys are dropped, new columns are added
 * in definition order (a saved layout must survive a configuration change).
 */
export function normalizeLayout(columns: readonly LayoutColumn[], saved: ColumnLayout | null | undefined): ColumnLayout {
  if (!saved) return defaultLayout(columns);
  const known = new Set(columns.map((c) => c.key));
  const order = [...new Set(saved.order.filter((key) => known.has(key)))];
  const fresh = columns.filter((c) => !order.includes(c.key));
  const hidden = new Set(saved.hidden.filter((key) => known.has(key)));
  for (const c of fresh) if (c.defaultHidden) hidden.add(c.key);
  return { order: [...order, ...fresh.map((c) => c.key)], hidden: [...hidden] };
}

/** The columns to show, in layout order. */
export function visibleColumns<C extends LayoutColumn>(columns: readonly C[], layout: ColumnLayout): C[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  return layout.order.filter((key) => !layout.hidden.includes(key)).flatMap((key) => byKey.get(key) ?? []);
}

export function setHidden(layout: ColumnLayout, key: string, hidden: boolean): ColumnLayout {
  const rest = layout.hidden.filter((k) => k !== key);
  return { ...layout, hidden: hidden ? [...rest, key] : rest };
}

/** Moves a column one place up (-1) or down (+1); a no-op at either end. */
export function moveColumn(layout: ColumnLayout, key: string, delta: -1 | 1): ColumnLayout {
  const from = layout.order.indexOf(key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= layout.order.length) return layout;
  const order = [...layout.order];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return { ...layout, order };
}
