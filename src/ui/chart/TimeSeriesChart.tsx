import { Suspense, lazy, useState } from 'react';
import { ChartSkeleton } from './ChartSkeleton';
import { TableViewToggle } from './TableViewToggle';
import type { TimeSeriesChartProps } from './TimeSeriesCanvas';
import type { MarkLineSpec, TimeSeriesSpec } from './timeSeriesOption';

// ECharts loads with the first time series drawn, never with the screen's own chunk.
const Canvas = lazy(() => import('./TimeSeriesCanvas').then((module) => ({ default: module.TimeSeriesCanvas })));
// The table view loads when someone asks for it.
const Table = lazy(() => import('./SeriesTable').then((module) => ({ default: module.SeriesTable })));

/**
 * Energy over time for one or more meters on one shared x axis: lines or bars, stacks, a second
 * y axis, reference lines; min-max downsampled to about two points per pixel (peaks survive) with
 * a zoom slider for long series. Each draw is timed as the User Timing measure 'cem:chart-draw'.
 * The "Table view" button shows the same series as a table (the chart's text alternative).
 */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const [asTable, setAsTable] = useState(false);
  const height = props.height ?? 300;
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <TableViewToggle pressed={asTable} onToggle={() => setAsTable((on) => !on)} />
      </div>
      <Suspense fallback={<ChartSkeleton height={height} />}>
        {asTable ? (
          <Table buckets={props.buckets} series={props.series} unit={props.unit} unit2={props.unit2} interval={props.interval} aria-label={props['aria-label']} />
        ) : (
          <Canvas {...props} height={height} />
        )}
      </Suspense>
    </div>
  );
}

export type { MarkLineSpec, TimeSeriesChartProps, TimeSeriesSpec };
