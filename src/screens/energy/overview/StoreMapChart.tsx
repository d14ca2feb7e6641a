import { useIntl } from 'react-intl';
import type { AggRow } from '../../../api/energyTypes';
import type { BusinessInfo } from '../../../api/types';
import { LazyChart } from '../../../ui';
import { usePortfolio } from './PortfolioFrame';

const MIN_SYMBOL = 10;
const MAX_SYMBOL = 48;

/** A degree of margin around the stores, so no bubble is cut by the plot's edge. */
const padded = { min: (v: { min: number }) => Math.floor(v.min - 1), max: (v: { max: number }) => Math.ceil(v.max + 1) };

// ECharts renders tooltip text as HTML: a store name must never become markup.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The stores as bubbles on longitude/latitude axes, one series per province (the legend), the
 * bubble area proportional to consumption (tce); a click on one chooses that store. No base map: no GeoJSON of the provinces
 * ships with the console, and fetching one at run time would leave the app's own origin (and
 * fail offline), so the axes themselves are the map.
 */
interface StoreMapChartProps {
  stores: BusinessInfo[];
  rows: AggRow[];
  current: string;
  title: string;
  /** A click on a bubble chooses its store (the store list below is the keyboard way). */
  onSelect: (did: string) => void;
}

export function StoreMapChart({ stores, rows, current, title, onSelect }: StoreMapChartProps) {
  const intl = useIntl();
  const { format } = usePortfolio();
  const tceOf = (did: string) => rows.find((r) => r.key === did)?.tce ?? 0;
  const max = Math.max(0, ...stores.map((s) => tceOf(s.did)));
  // Area, not radius, follows the value, so a store using twice as much does not look four times bigger.
  const size = (tce: number) => (max > 0 ? MIN_SYMBOL + (MAX_SYMBOL - MIN_SYMBOL) * Math.sqrt(tce / max) : MIN_SYMBOL);
  const provinces = [...new Map(stores.map((s) => [s.provincecode, s.province])).entries()];
  return (
    <LazyChart
      height={420}
      aria-label={`${title}: ${stores.map((s) => s.name).join(', ')}`}
      onItemClick={(item) => {
        const did = (item as { id?: unknown } | undefined)?.id;
        if (typeof did === 'string') onSelect(did);
      }}
      option={{
        grid: { left: 56, right: 24, top: 40, bottom: 56 },
        legend: { top: 0, type: 'scroll' },
        tooltip: {
          trigger: 'item',
          formatter: (p: unknown) => {
            const value = (p as { value?: unknown[] }).value ?? [];
            return `${escapeHtml(String(value[3] ?? ''))}<br/>${format.number(Number(value[2] ?? 0), 3)} tce`;
          },
        },
        xAxis: { type: 'value', ...padded, name: intl.formatMessage({ id: 'overview.map.longitude' }), nameLocation: 'middle', nameGap: 28 },
        yAxis: { type: 'value', ...padded, name: intl.formatMessage({ id: 'overview.map.latitude' }) },
        series: provinces.map(([code, name]) => ({
          type: 'scatter' as const,
          name,
          data: stores
            .filter((s) => s.provincecode === code)
            .map((s) => ({
              id: s.did,
              value: [s.longitude, s.latitude, Number(tceOf(s.did).toFixed(3)), s.name],
              symbolSize: size(tceOf(s.did)),
              itemStyle: s.did === current ? { borderColor: '#000', borderWidth: 2 } : undefined,
            })),
        })),
      }}
    />
  );
}
