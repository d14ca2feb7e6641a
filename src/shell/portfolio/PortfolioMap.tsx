import { theme } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { BusinessInfo } from '../../api/types';
// By path, not through the ui barrel: the barrel would bring the whole kit into /index's chunk.
import { LazyChart } from '../../ui/chart/LazyChart';
import type { PortfolioLine } from './portfolioData';
import type { PortfolioFormat } from './usePortfolioFormat';

const MIN_SYMBOL = 14;
const MAX_SYMBOL = 56;

/** A degree of margin around the bubbles, so none is cut by the plot's edge. */
const padded = { min: (v: { min: number }) => Math.floor(v.min - 1), max: (v: { max: number }) => Math.ceil(v.max + 1) };

// ECharts renders tooltip text as HTML: a parent's name must never become markup.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const isCoordinate = (lng: unknown, lat: unknown) =>
  typeof lng === 'number' && typeof lat === 'number' && Number.isFinite(lng) && Number.isFinite(lat) && (lng !== 0 || lat !== 0);

/** Where a parent business is drawn: its own recorded position, else the middle of its stores. */
export function positionOf(parent: BusinessInfo, stores: readonly BusinessInfo[]): [number, number] | null {
  if (isCoordinate(parent.longitude, parent.latitude)) return [parent.longitude, parent.latitude];
  const placed = stores.filter((s) => isCoordinate(s.longitude, s.latitude));
  if (placed.length === 0) return null;
  const mean = (pick: (s: BusinessInfo) => number) => placed.reduce((sum, s) => sum + pick(s), 0) / placed.length;
  return [mean((s) => s.longitude), mean((s) => s.latitude)];
}

export interface PortfolioMapProps {
  lines: PortfolioLine[];
  format: PortfolioFormat;
  currentParent: string;
  /** A click on a bubble chooses its parent business (the table is the keyboard way). */
  onSelect: (did: string) => void;
}

/**
 * The parent businesses as bubbles on longitude/latitude axes, the bubble's area following the
 * month's energy (tce). No base map, as on the energy map: no province outlines ship with the
 * console and fetching some would leave the app's origin, so the axes are the map.
 */
export function PortfolioMap({ lines, format, currentParent, onSelect }: PortfolioMapProps) {
  const intl = useIntl();
  // The current parent's ring in the theme's text colour, so it shows on dark as on light.
  const ring = theme.useToken().token.colorText;
  const option = useMemo(() => {
    const max = Math.max(0, ...lines.map((l) => l.current?.tce ?? 0));
    // Area, not radius, follows the value, so twice the energy does not look four times bigger.
    const size = (tce: number) => (max > 0 ? MIN_SYMBOL + (MAX_SYMBOL - MIN_SYMBOL) * Math.sqrt(tce / max) : MIN_SYMBOL);
    const points = lines.flatMap((l) => {
      const at = positionOf(l.parent, l.stores);
      if (!at) return [];
      const tce = l.current?.tce ?? 0;
      return [
        {
          id: l.parent.did,
          name: l.parent.name,
          value: [at[0], at[1], tce],
          symbolSize: size(tce),
          itemStyle: l.parent.did === currentParent ? { borderColor: ring, borderWidth: 2 } : undefined,
          tip: l.current
            ? `${format.tce(l.current.tce)} tce · ${format.tco2(l.current.carbon)} tCO2 · ${format.money(l.current.cost)}`
            : '—',
        },
      ];
    });
    return {
      grid: { left: 56, right: 32, top: 24, bottom: 56 },
      tooltip: {
        trigger: 'item' as const,
        formatter: (p: unknown) => {
          const data = (p as { data?: { name?: string; tip?: string } }).data ?? {};
          return `${escapeHtml(data.name ?? '')}<br/>${escapeHtml(data.tip ?? '')}`;
        },
      },
      xAxis: { type: 'value' as const, ...padded, name: intl.formatMessage({ id: 'portfolio.map.longitude' }), nameLocation: 'middle' as const, nameGap: 28 },
      yAxis: { type: 'value' as const, ...padded, name: intl.formatMessage({ id: 'portfolio.map.latitude' }) },
      series: [
        {
          type: 'scatter' as const,
          data: points,
          label: { show: true, position: 'right' as const, formatter: (p: { name?: string }) => p.name ?? '' },
          emphasis: { focus: 'self' as const },
        },
      ],
    };
  }, [lines, format, currentParent, intl, ring]);

  return (
    <LazyChart
      height={380}
      aria-label={intl.formatMessage({ id: 'portfolio.map.label' }, { names: lines.map((l) => l.parent.name).join(', ') })}
      onItemClick={(item) => {
        const did = (item as { id?: unknown } | undefined)?.id;
        if (typeof did === 'string') onSelect(did);
      }}
      option={option}
    />
  );
}
