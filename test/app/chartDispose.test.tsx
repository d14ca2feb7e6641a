import { screen, waitFor } from '@testing-library/react';
import { chartInstances } from '../support/echartsStandIns';
import { renderUi } from '../support/renderUi';

vi.mock('echarts/core', async () => (await import('../support/echartsStandIns')).core);
vi.mock('echarts/charts', async () => (await import('../support/echartsStandIns')).charts);
vi.mock('echarts/components', async () => (await import('../support/echartsStandIns')).components);
vi.mock('echarts/renderers', async () => (await import('../support/echartsStandIns')).renderers);

// Here, not in test/ui: the unit project shares modules between files, so the chart module could
// keep another file's ECharts stand-in (without on/off); this project loads it afresh.
// ECharts warns "Instance … has been disposed" in the browser console for each call after dispose.
describe('a chart with a click listener, unmounted', () => {
  it('is disposed once and never called after', async () => {
    chartInstances.length = 0;
    const { LazyChart } = await import('../../src/ui');
    const option = { series: [{ type: 'bar' as const, data: [4, 5] }] };
    const { unmount } = renderUi(<LazyChart option={option} aria-label="Bars" onItemClick={() => undefined} />);
    const el = await screen.findByRole('img', { name: 'Bars' });
    const instance = await waitFor(() => {
      const found = chartInstances.find((i) => i.el === el);
      if (!found?.on.mock.calls.length) throw new Error('no chart instance with its listener yet');
      return found;
    });
    unmount();
    expect(instance.dispose).toHaveBeenCalledTimes(1);
    expect(instance.afterDispose).toEqual([]);
  });
});
