import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useStableValue } from '../hooks/useStableValue';
import { LazyChart } from './LazyChart';
import { buildSankeyOption, type SankeyLinkSpec, type SankeyNodeSpec } from './sankeyOption';

export interface SankeyChartProps {
  nodes: readonly SankeyNodeSpec[];
  /** Ends named by node key. */
  links: readonly SankeyLinkSpec[];
  unit?: string;
  height?: number | string;
  loading?: boolean;
  /** Text alternative of the chart (canvas is invisible to screen readers). */
  'aria-label': string;
}

/**
 * Energy flowing through a metering tree (store → mains → subs). Node names need not be unique;
 * bad links (unknown ends, cycles) are left out rather than breaking the chart. ECharts loads on
 * first render, as with LazyChart.
 */
export function SankeyChart({ nodes, links, unit, height = 360, loading, ...rest }: SankeyChartProps) {
  // Depends on the locale, not on the intl object, so a re-render does not redraw.
  const { locale } = useIntl();
  // A tree is small: its text is a cheap key, and a screen's inline arrays do not redraw it.
  const tree = useStableValue({ nodes, links }, JSON.stringify([nodes, links]));
  const option = useMemo(
    () => buildSankeyOption({ nodes: tree.nodes, links: tree.links, unit, formatValue: (v) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(v) }).option,
    [tree, unit, locale],
  );
  return <LazyChart option={option} height={height} loading={loading} aria-label={rest['aria-label']} />;
}

export type { SankeyLinkSpec, SankeyNodeSpec };
