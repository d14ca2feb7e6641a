import { drawnPoints } from '../../src/ui/chart/drawnPoints';

describe('drawnPoints (what a chart was given to draw)', () => {
  it('counts the non-blank values of every series, in each shape ECharts takes', () => {
    expect(drawnPoints({ series: [{ type: 'line', data: [1, null, 3, '-'] }, { type: 'bar', data: [[0, 5], [1, null]] }] })).toBe(3);
    expect(drawnPoints({ series: { type: 'pie', data: [{ value: 2, name: 'a' }, { value: null, name: 'b' }] } })).toBe(1);
    expect(drawnPoints({ series: [{ type: 'sankey', data: [{ name: 'a' }, { name: 'b' }], links: [{ source: 'a', target: 'b', value: 4 }] }] })).toBe(1);
  });

  it('is 0 for empty axes: no series, empty data, a gauge without a value', () => {
    expect(drawnPoints({ xAxis: {}, yAxis: {} })).toBe(0);
    expect(drawnPoints({ series: [{ type: 'line', data: [] }] })).toBe(0);
    expect(drawnPoints({ series: [{ type: 'gauge', data: [{ value: null }] }] })).toBe(0);
  });
});
