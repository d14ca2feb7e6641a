import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { periodOf, type Period } from '../../src/lib/period';
import { idParam, listParam, oneOfParam, useSearchParam, usePeriodParam, type PeriodBounds } from '../../src/ui';

const FALLBACK = periodOf('month', '2026-11-03');
const METERS = new Set(['m1', 'm2', 'm3']);
const meters = listParam((id) => METERS.has(id));
const tabs = oneOfParam(['trend', 'share'] as const);

/** Exposes the hooks' values and setters to the test, and shows the URL. */
const seen = { period: FALLBACK, meters: [] as string[], tab: 'trend', setPeriod: (_: Period) => {}, setMeters: (_: string[]) => {}, setTab: (_: 'trend' | 'share') => {} };
let renders = 0;
let effectRuns = 0;

function Probe({ bounds }: { bounds?: PeriodBounds }) {
  const [period, setPeriod] = usePeriodParam(FALLBACK, bounds);
  const [selected, setMeters] = useSearchParam('meters', meters, []);
  const [tab, setTab] = useSearchParam('tab', tabs, 'trend');
  Object.assign(seen, { period, meters: selected, tab, setPeriod, setMeters, setTab });
  const location = useLocation();
  renders += 1;
  useEffect(() => {
    effectRuns += 1;
  }, [period, selected]);
  return <output aria-label="URL">{location.search}</output>;
}

function renderAt(url: string, bounds?: PeriodBounds) {
  renders = 0;
  effectRuns = 0;
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Probe bounds={bounds} />
    </MemoryRouter>,
  );
}
const url = () => new URLSearchParams(screen.getByRole('status', { name: 'URL' }).textContent ?? '');

describe('usePeriodParam and useSearchParam', () => {
  it('reads the fallback from an empty URL and round-trips a period, keeping other parameters', () => {
    renderAt('/energy?store=s1&tab=share');
    expect(seen.period).toEqual(FALLBACK);
    expect(seen.tab).toBe('share');
    act(() => seen.setPeriod(periodOf('custom', '2026-10-01', '2026-10-20')));
    expect(Object.fromEntries(url())).toEqual({ store: 's1', tab: 'share', period: 'custom', from: '2026-10-01', to: '2026-10-20' });
    expect(seen.period).toEqual(periodOf('custom', '2026-10-01', '2026-10-20'));
    act(() => seen.setPeriod(periodOf('week', '2026-10-07')));
    expect(Object.fromEntries(url())).toEqual({ store: 's1', tab: 'share', period: 'week', from: '2026-10-05' });
  });

  it('ignores junk in the URL', () => {
    renderAt('/energy?period=decade&from=2026-13-45&to=%3Cscript%3E&meters=m2,evil,,m2,m1&tab=__proto__');
    expect(seen.period).toEqual(FALLBACK);
    expect(seen.meters).toEqual(['m2', 'm1']);
    expect(seen.tab).toBe('trend');
  });

  it('clamps the URL period to the data bounds', () => {
    renderAt('/energy?period=month&from=2030-01-01', { minDay: '2025-10-15', maxDay: '2026-11-16' });
    expect(seen.period).toEqual({ granularity: 'month', start: '2026-11-01', end: '2026-11-16' });
  });

  it('writes lists and removes an empty one, keeping the period', () => {
    renderAt('/energy?period=day&from=2026-11-03');
    act(() => seen.setMeters(['m3', 'm1']));
    expect(url().get('meters')).toBe('m3,m1');
    expect(seen.meters).toEqual(['m3', 'm1']);
    act(() => seen.setMeters([]));
    expect(url().has('meters')).toBe(false);
    expect(Object.fromEntries(url())).toEqual({ period: 'day', from: '2026-11-03' });
  });

  it('keeps the same values while the URL says the same, so effects do not re-run', () => {
    renderAt('/energy?meters=m1,m2');
    const before = { period: seen.period, meters: seen.meters, effects: effectRuns, renders };
    act(() => seen.setTab('share'));
    expect(renders).toBeGreaterThan(before.renders);
    expect(seen.period).toBe(before.period);
    expect(seen.meters).toBe(before.meters);
    expect(effectRuns).toBe(before.effects);
  });
});

describe('idParam', () => {
  it('reads a record id (up to 120 characters) and drops anything else; an empty id clears the parameter', () => {
    expect(['ch-0001', 'pl_2', null, '', 'a b', '../x', 'x'.repeat(121)].map((raw) => idParam.parse(raw))).toEqual(['ch-0001', 'pl_2', undefined, undefined, undefined, undefined, undefined]);
    expect([idParam.serialize('ch-0001'), idParam.serialize('')]).toEqual(['ch-0001', null]);
  });
});
