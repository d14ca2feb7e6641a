// @vitest-environment node
import { NotMeasured, calibratedStatus, everySample, gate } from './gate.mjs';
import { TRACE_MARK, mainThreadTasks } from './tasks.mjs';
import { createTable } from './table.mjs';

// Issue 37 item 4: `npm run bench` is a gate. An OVER, a row that did not measure what it names,
// and a crash fail it; only rows that measured and held pass. Literal figures, no browser.
const DRAG = { multiple: 0.75, kind: 'cpu' as const };

describe('the bench gate', () => {
  it('passes when every row measured and held its budget', () => {
    const rows = [
      { metric: 'initial JS+CSS, /index/home (gzip)', status: 'ok' },
      { metric: 'login floor: React+router+antd+axios (gzip)', status: '' },
    ];
    expect(gate(rows)).toEqual({ code: 0, failures: [] });
  });

  it('fails on an OVER', () => {
    const rows = [
      { metric: 'initial JS+CSS, /index/home (gzip)', status: 'OVER' },
      { metric: 'login route ÷ login floor (with axios)', status: 'ok' },
    ];
    expect(gate(rows)).toEqual({ code: 1, failures: ['OVER: initial JS+CSS, /index/home (gzip)'] });
  });

  it('fails on a row that did not measure, and on a crash', () => {
    expect(gate([{ metric: 'audit filter', status: 'NOT MEASURED', why: 'no main-thread task of the traced page in the trace' }])).toEqual({
      code: 1,
      failures: ['NOT MEASURED: audit filter (no main-thread task of the traced page in the trace)'],
    });
    expect(gate([{ metric: 'batch', status: 'failed', why: 'timeout' }]).code).toBe(1);
    expect(gate([{ metric: 'sizes', status: 'ok' }], { crashed: true }).code).toBe(1);
  });
});

describe('a row against the calibration', () => {
  it('is ok within the multiple and OVER above it', () => {
    expect(calibratedStatus(40, DRAG, { cpu: 60, wall: 80 })).toEqual({ status: 'ok', label: '≤ 0.75× = 45 ms', ratio: 40 / 60 });
    expect(calibratedStatus(46, DRAG, { cpu: 60, wall: 80 })).toMatchObject({ status: 'OVER', label: '≤ 0.75× = 45 ms' });
  });

  it('is NOT MEASURED without a calibration CPU figure or a figure of its own', () => {
    expect(calibratedStatus(40, DRAG, { wall: 80 })).toEqual({ status: 'NOT MEASURED', label: '≤ 0.75× cal', ratio: undefined, why: 'no calibration CPU figure (none measured)' });
    expect(calibratedStatus(40, DRAG, { cpu: 0 })).toMatchObject({ status: 'NOT MEASURED', why: 'no calibration CPU figure (0 ms)' });
    expect(calibratedStatus(Number.NaN, DRAG, { cpu: 60 })).toMatchObject({ status: 'NOT MEASURED', why: 'the row has no figure' });
  });

  it('a run without a CPU figure is a row NOT MEASURED, not a row that disappears', () => {
    expect(everySample([{ cpu: 31.5 }, { cpu: 29 }], 'cpu', 'CPU figure')).toEqual([31.5, 29]);
    expect(() => everySample([{ cpu: 31.5 }, { cpu: undefined }, {}], 'cpu', 'CPU figure')).toThrow(new NotMeasured('no CPU figure in 2 of 3 runs'));
    expect(() => everySample([], 'cpu', 'CPU figure')).toThrow('no CPU figure: no run completed');
  });
});

describe('the task reader', () => {
  // Two renderers: another page's main thread comes first in the trace, the traced page's second.
  const other = [
    { name: 'thread_name', ph: 'M', pid: 7, tid: 1, args: { name: 'CrRendererMain' } },
    { name: 'RunTask', ph: 'X', pid: 7, tid: 1, dur: 900_000, tdur: 880_000 },
  ];
  const traced = [
    { name: 'thread_name', ph: 'M', pid: 9, tid: 1, args: { name: 'CrRendererMain' } },
    { name: TRACE_MARK, ph: 'R', pid: 9, tid: 1 },
    { name: 'RunTask', ph: 'X', pid: 9, tid: 1, dur: 42_000, tdur: 30_000 },
    { name: 'RunTask', ph: 'X', pid: 9, tid: 1, dur: 5_000 },
    { name: 'RunTask', ph: 'X', pid: 9, tid: 4, dur: 70_000, tdur: 70_000 },
  ];

  it("reads the traced page's main thread, not the first renderer of the trace", () => {
    expect(mainThreadTasks([...other, ...traced])).toEqual([{ wall: 42, cpu: 30 }, { wall: 5, cpu: 5 }]);
  });

  it('finds no task: NOT MEASURED, never 0', () => {
    expect(() => mainThreadTasks(other)).toThrow(NotMeasured);
    expect(() => mainThreadTasks([...other, { name: TRACE_MARK, ph: 'R', pid: 9, tid: 1 }])).toThrow('no main-thread task of the traced page in the trace');
  });
});

describe('the table of a run', () => {
  beforeEach(() => vi.spyOn(console, 'log').mockImplementation(() => undefined));
  const calibrationRow = { metric: 'calibration', value: '60 ms CPU', budget: '(the unit)', status: '', note: '' };

  it('exits 0 when the sizes hold and the calibrated rows are within', () => {
    const table = createTable();
    table.row('initial JS+CSS, /index/home (gzip)', '437.6 KB', { budget: '≤ 450 KB', ok: 437.6 <= 450, figure: 437.6 });
    table.calibratedRow('calendar: drag and drop, longest task, CPU', 40, DRAG, 'worst of 7');
    table.settle({ cpu: 60 }, calibrationRow, 0);
    expect(table.rows.map((r) => r.status)).toEqual(['', 'ok', 'ok']);
    expect(table.print({ crashed: false })).toBe(0);
  });

  it('exits 1 on a size OVER, on a figure that is not a number, and on calibrated rows without a calibration', () => {
    const over = createTable();
    over.row('initial JS+CSS, /index/home (gzip)', '452.5 KB', { budget: '≤ 450 KB', ok: 452.5 <= 450, figure: 452.5 });
    expect(over.rows[0]!.status).toBe('OVER');
    expect(over.print({ crashed: false })).toBe(1);

    const noFigure = createTable();
    noFigure.row('audit filter: address change → rows shown', 'NaN ms', { budget: '≤ 300 ms', ok: false, figure: Number.NaN });
    expect(noFigure.rows[0]!.status).toBe('NOT MEASURED');
    expect(noFigure.print({ crashed: false })).toBe(1);

    const uncalibrated = createTable();
    uncalibrated.calibratedRow('calendar: drag and drop, longest task, CPU', 40, DRAG, 'worst of 7');
    uncalibrated.settle({ wall: 80 }, calibrationRow, 0);
    expect(uncalibrated.rows[1]).toMatchObject({ status: 'NOT MEASURED', budget: '≤ 0.75× cal', note: 'NOT MEASURED: no calibration CPU figure (none measured); worst of 7' });
    expect(uncalibrated.print({ crashed: false })).toBe(1);
  });
});
