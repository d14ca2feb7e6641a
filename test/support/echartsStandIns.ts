/**
 * ECharts stand-ins (jsdom has no canvas): every instance remembers its element and its options.
 *
 * vi.mock must stay in the test file, so a test that checks chart options mocks the four
 * ECharts entry points with these objects, one line each:
 *
 *   vi.mock('echarts/core', async () => (await import('../support/echartsStandIns')).core);
 *   vi.mock('echarts/charts', async () => (await import('../support/echartsStandIns')).charts);
 *   vi.mock('echarts/components', async () => (await import('../support/echartsStandIns')).components);
 *   vi.mock('echarts/renderers', async () => (await import('../support/echartsStandIns')).renderers);
 *
 * and reads what the screens drew from `chartInstances` (emptied by the test, e.g. in beforeEach).
 */
import type { Mock } from 'vitest';

export interface ChartInstanceStandIn {
  el: HTMLElement;
  setOption: Mock;
  resize: Mock;
  dispose: Mock;
  showLoading: Mock;
  hideLoading: Mock;
  on: Mock;
  off: Mock;
  isDisposed: () => boolean;
  /** Methods called after dispose(): ECharts warns "Instance … has been disposed" for each. */
  afterDispose: string[];
  /** Fires the chart's click listeners as ECharts does for a click on a data item. */
  clickItem(data: unknown): void;
}

/** Every chart instance created since the list was last emptied, oldest first. */
export const chartInstances: ChartInstanceStandIn[] = [];

export const core = {
  use: () => {},
  init: (el: HTMLElement): ChartInstanceStandIn => {
    const clicks = new Set<(params: { data: unknown }) => void>();
    let disposed = false;
    const afterDispose: string[] = [];
    /** A method that, like ECharts', does nothing once the instance is disposed (and is recorded). */
    const method = (name: string, body: (...args: never[]) => unknown = () => undefined) =>
      vi.fn((...args: never[]) => (disposed ? void afterDispose.push(name) : body(...args)));
    const instance = {
      el,
      setOption: method('setOption'),
      resize: method('resize'),
      dispose: method('dispose', () => (disposed = true)),
      showLoading: method('showLoading'),
      hideLoading: method('hideLoading'),
      on: method('on', (event: string, listener: (params: { data: unknown }) => void) => event === 'click' && clicks.add(listener)),
      off: method('off', (event: string, listener: (params: { data: unknown }) => void) => event === 'click' && clicks.delete(listener)),
      isDisposed: () => disposed,
      afterDispose,
      clickItem: (data: unknown) => clicks.forEach((listener) => listener({ data })),
    };
    chartInstances.push(instance);
    return instance;
  },
};

export const charts = {
  LineChart: 'line', BarChart: 'bar', PieChart: 'pie', SankeyChart: 'sankey', GaugeChart: 'gauge', ScatterChart: 'scatter',
};

export const components = {
  GridComponent: 'grid', TooltipComponent: 'tooltip', LegendComponent: 'legend', DataZoomComponent: 'dataZoom', MarkLineComponent: 'markLine',
  MarkAreaComponent: 'markArea', TitleComponent: 'title', VisualMapComponent: 'visualMap', DatasetComponent: 'dataset',
};

export const renderers = { CanvasRenderer: 'canvas' };
