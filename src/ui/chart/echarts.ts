// ECharts, module by module: only what the console draws is bundled (ARCHITECTURE §5).
// Import this file only from Chart.tsx, which LazyChart loads on demand.
import { BarChart, LineChart, PieChart, type BarSeriesOption, type LineSeriesOption, type PieSeriesOption } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type DataZoomComponentOption,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
// Renamed: the lint's hook rule takes any top-level `use(...)` call for React's `use` hook.
import { init, use as registerModules, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

registerModules([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, CanvasRenderer]);

/** The options the registered modules understand (type-only for callers: no runtime import). */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
>;

export { init };
