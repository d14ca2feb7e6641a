// ECharts, module by module: only what the console draws is bundled (ARCHITECTURE §5).
// Import this file at runtime only from the chart modules LazyChart and the kit's charts load on
// demand; elsewhere `import type` only (erased, so ECharts stays out of the screen's chunk).
import {
  BarChart,
  GaugeChart,
  LineChart,
  PieChart,
  SankeyChart,
  ScatterChart,
  type BarSeriesOption,
  type GaugeSeriesOption,
  type LineSeriesOption,
  type PieSeriesOption,
  type SankeySeriesOption,
  type ScatterSeriesOption,
} from 'echarts/charts';
import {
  DataZoomComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
  type DataZoomComponentOption,
  type DatasetComponentOption,
  type GridComponentOption,
  type LegendComponentOption,
  type MarkAreaComponentOption,
  type MarkLineComponentOption,
  type TitleComponentOption,
  type TooltipComponentOption,
  type VisualMapComponentOption,
} from 'echarts/components';
// Renamed: the lint's hook rule takes any top-level `use(...)` call for React's `use` hook.
import { init, use as registerModules, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

registerModules([
  LineChart,
  BarChart,
  PieChart,
  SankeyChart,
  GaugeChart,
  ScatterChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  MarkLineComponent,
  MarkAreaComponent,
  TitleComponent,
  VisualMapComponent,
  DatasetComponent,
  CanvasRenderer,
]);

/** The options the registered modules understand (type-only for callers: no runtime import). */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | SankeySeriesOption
  | GaugeSeriesOption
  | ScatterSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
  | MarkLineComponentOption
  | MarkAreaComponentOption
  | TitleComponentOption
  | VisualMapComponentOption
  | DatasetComponentOption
>;

export type { BarSeriesOption, GaugeSeriesOption, LineSeriesOption, SankeySeriesOption };

export { init };
