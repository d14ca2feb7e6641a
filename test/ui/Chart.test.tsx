import { screen, waitFor } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderUi } from '../support/renderUi';

// ECharts stand-ins: they record that they were loaded and what the component asked of them.
const echarts = vi.hoisted(() => ({
  loaded: [] as string[],
  registered: [] as unknown[],
  instances: [] as Array<{ el: HTMLElement; setOption: ReturnType<typeof vi.fn>; resize: ReturnType<typeof vi.fn>; dispose: ReturnType<typeof vi.fn>; showLoading: ReturnType<typeof vi.fn>; hideLoading: ReturnType<typeof vi.fn> }>,
}));
vi.mock('echarts/core', () => {
  echarts.loaded.push('echarts/core');
  return {
    use: (mods: unknown[]) => echarts.registered.push(...mods),
    init: (el: HTMLElement) => {
      const instance = { el, setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() };
      echarts.instances.push(instance);
      return instance;
    },
  };
});
vi.mock('echarts/charts', () => (
  echarts.loaded.push('echarts/charts'),
  { LineChart: 'line', BarChart: 'bar', PieChart: 'pie', SankeyChart: 'sankey', GaugeChart: 'gauge', ScatterChart: 'scatter' }
));
vi.mock('echarts/components', () => (
  echarts.loaded.push('echarts/components'),
  {
    GridComponent: 'grid', TooltipComponent: 'tooltip', LegendComponent: 'legend', DataZoomComponent: 'dataZoom', MarkLineComponent: 'markLine',
    MarkAreaComponent: 'markArea', TitleComponent: 'title', VisualMapComponent: 'visualMap', DatasetComponent: 'dataset',
  }
));
vi.mock('echarts/renderers', () => (echarts.loaded.push('echarts/renderers'), { CanvasRenderer: 'canvas' }));

/** A ResizeObserver the test can fire, that remembers whether it was disconnected. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  fire() {
    this.callback([], this as unknown as ResizeObserver);
  }
}

beforeEach(() => {
  FakeResizeObserver.all = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('Chart (lazy ECharts)', () => {
  it('importing the kit entry loads no ECharts module', async () => {
    vi.resetModules();
    echarts.loaded.length = 0;
    const kit = await import('../../src/ui');
    expect(kit.LazyChart).toBeTypeOf('function');
    expect(kit.TimeSeriesChart).toBeTypeOf('function');
    expect(kit.SankeyChart).toBeTypeOf('function');
    expect(kit.GaugeChart).toBeTypeOf('function');
    expect(kit.DataTable).toBeTypeOf('function');
    expect(echarts.loaded).toEqual([]);
  });

  it('rendering a LazyChart loads ECharts, shows a skeleton meanwhile, and registers only the used modules', async () => {
    const { LazyChart } = await import('../../src/ui');
    renderUi(<LazyChart option={{ series: [{ type: 'line', data: [1, 2, 3] }] }} height={240} aria-label="Energy per hour" />);
    expect(screen.getByRole('status', { name: 'Loading chart' })).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: 'Energy per hour' });
    expect(chart).toHaveStyle({ height: '240px' });
    expect(echarts.loaded.sort()).toEqual(['echarts/charts', 'echarts/components', 'echarts/core', 'echarts/renderers']);
    expect([...echarts.registered].sort()).toEqual(
      ['bar', 'canvas', 'dataZoom', 'dataset', 'gauge', 'grid', 'legend', 'line', 'markArea', 'markLine', 'pie', 'sankey', 'scatter', 'title', 'tooltip', 'visualMap'],
    );
  });

  it('draws the option, follows container resizes, and disposes everything on unmount', async () => {
    const { LazyChart } = await import('../../src/ui');
    const option = { series: [{ type: 'bar' as const, data: [4, 5] }] };
    const { rerender, unmount } = renderUi(<LazyChart option={option} aria-label="Bars" />);
    const el = await screen.findByRole('img', { name: 'Bars' });
    // The instance is made in an effect, so it may trail the element by a tick.
    const instance = await waitFor(
      () => {
        const found = echarts.instances.find((i) => i.el === el);
        if (!found) throw new Error('no chart instance yet');
        return found;
      },
      { timeout: 5000 }, // after the lazy import: over a second on a loaded machine
    );
    expect(instance.setOption).toHaveBeenLastCalledWith({ backgroundColor: 'transparent', ...option }, { notMerge: true });

    const observer = FakeResizeObserver.all.find((o) => o.observed.includes(el))!;
    observer.fire();
    expect(instance.resize).toHaveBeenCalledTimes(1);

    const next = { series: [{ type: 'pie' as const, data: [1] }] };
    rerender(<LazyChart option={next} aria-label="Bars" loading />);
    await waitFor(() => expect(instance.setOption).toHaveBeenLastCalledWith({ backgroundColor: 'transparent', ...next }, { notMerge: true }));
    expect(instance.showLoading).toHaveBeenCalled();

    unmount();
    expect(instance.dispose).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it('only src/ui/chart/echarts.ts imports ECharts, module by module, never the full bundle', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const importers = files(path.resolve('src'))
      .filter((file) => /\bfrom '(echarts|zrender)[/']|import\('(echarts|zrender)/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(process.cwd(), file));
    expect(importers).toEqual([path.join('src', 'ui', 'chart', 'echarts.ts')]);
    const source = readFileSync(path.resolve('src/ui/chart/echarts.ts'), 'utf8');
    expect(source).not.toMatch(/from 'echarts'/);
  });
});
