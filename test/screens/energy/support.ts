/**
 * What the energy screen tests share: the mock backend and its lifecycle, opening a screen signed
 * in, the options a chart was given, the card of a KPI, and the operator's store and period.
 *
 * The ECharts stand-ins come from test/support/echartsStandIns.ts; vi.mock must stay in the test
 * file, so each file mocks the four ECharts entry points itself (one line each) before calling
 * setupEnergyScreens().
 */
import { screen, waitFor } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { chartInstances } from '../../support/echartsStandIns';
import type { MountedApp } from '../../support/mountApp';
import { mountSignedIn } from '../../support/session';
import { giveTestRole, modulePages } from '../../support/testRole';

/** The operator's only store (one parent business, one store, chosen by itself at sign-in). */
export const STORE = 'st-1005-01';
/** The page the tests' own reads of the server name (every demo role that opens energy views the dashboard). */
export const SERVER_PID = 'p-dashboard';
/** The default period: the last whole month with data. */
export const OCTOBER = { start: '2026-10-01', end: '2026-10-31' };
/** October 2026 as the URL of a screen with a time range says it. */
export const MONTH = 'period=month&from=2026-10-01';

/** The demo accounts of the mock backend; each signs in with `${user}123`. */
export type User = 'operator' | 'maintainer' | 'admin' | 'viewer';

export type ChartSeries = {
  name?: string;
  type?: string;
  data: unknown[];
  links?: unknown[];
  stack?: string;
  yAxisIndex?: number;
  markLine?: { data: Array<{ yAxis: number }> };
  lineStyle?: { type?: string };
};
export type ChartOption = { series: ChartSeries[]; xAxis?: { data?: unknown[] }; yAxis?: { data?: unknown[] } };

export interface EnergyScreenOptions {
  kpi?: {
    /** A selector the title's element must match (e.g. the card head); the title must then be the only such element. */
    title?: string;
    /** A selector the card must contain (e.g. its figure, once loaded). */
    has?: string;
  };
}

/** A KPI card (antd Card, prefix `cem`), not its head. */
const CARD = '[class*="-card"]:not([class*="-card-head"])';

/**
 * Starts the mock backend for the tests of one file and, around each test, empties the chart
 * stand-ins' list and afterwards unmounts the app, restores real timers, spies and stubbed globals.
 * Returns the backend and the helpers bound to it. `O` is the shape the file reads chart options as.
 */
export function setupEnergyScreens<O = ChartOption>({ kpi: kpiOptions = {} }: EnergyScreenOptions = {}) {
  const backend = setupMockBackend();
  let current: MountedApp | undefined;

  async function unmount(): Promise<void> {
    await current?.unmount();
    current = undefined;
  }

  beforeEach(() => {
    chartInstances.length = 0;
  });
  afterEach(async () => {
    await unmount();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** The app mounted by at(). */
  function mounted(): MountedApp {
    if (!current) throw new Error('No app is mounted: call at() first.');
    return current;
  }

  /**
   * Opens `path` on the GreenGrid host with `user` (the operator unless told) signed in (a seeded
   * session). The maintainer's menu holds no energy: the tests want its scope (a parent business
   * with a store that has no PV), so it reads the energy, energy-asset and microgrid modules through
   * a role made for them.
   */
  async function at(path: string, { user = 'operator' }: { user?: User } = {}): Promise<MountedApp> {
    if (user === 'maintainer') {
      const db = backend.db;
      const grants = ['energy-carbon', 'energy-assets', 'microgrid'].map((module) => modulePages(db, module, ['view']));
      giveTestRole(db, 'u-1003', 'Energy readers', Object.assign({}, ...grants));
    }
    current = await mountSignedIn(path, { user, db: backend.db });
    return current;
  }

  /**
   * The last options the newest connected chart labelled `label` (its aria-label, exactly or by
   * pattern) was given, once `accept` holds: it may answer true or false, or check with expect.
   */
  async function chartOption(label: string | RegExp, accept: (option: O) => boolean | void = () => true): Promise<O> {
    const labelled = (el: HTMLElement) => {
      const text = el.getAttribute('aria-label') ?? '';
      return typeof label === 'string' ? text === label : label.test(text);
    };
    let option: O | undefined;
    await waitFor(() => {
      const instance = [...chartInstances].reverse().find((i) => i.el.isConnected && labelled(i.el));
      const call = instance?.setOption.mock.lastCall;
      expect(call).toBeDefined();
      option = call![0] as O;
      expect(option).toBeDefined();
      const verdict = accept(option);
      if (verdict !== undefined) expect(verdict).toBe(true);
    });
    return option!;
  }

  /** The card of a KPI, by its title. */
  async function kpi(title: string): Promise<HTMLElement> {
    // The same words may also name a menu item: wait for the one inside a card.
    let card: HTMLElement | undefined;
    await waitFor(() => {
      const heads = kpiOptions.title ? [screen.getByText(title, { selector: kpiOptions.title })] : screen.getAllByText(title);
      card = heads
        .map((h) => h.closest<HTMLElement>(CARD))
        .find((c): c is HTMLElement => !!c && (!kpiOptions.has || !!c.querySelector(kpiOptions.has)));
      expect(card).toBeTruthy();
    });
    return card!;
  }

  return { ...backend, at, mounted, api: () => mounted().app.root.api, unmount, chartOption, kpi };
}

/** A number as the English console shows it. */
export const en = (value: number, digits = 2) => new Intl.NumberFormat('en', { maximumFractionDigits: digits }).format(value);
/** The sum of the numbers among `values` (gaps count as nothing). */
export const sum = (values: readonly unknown[]) => values.reduce<number>((s, v) => s + (typeof v === 'number' ? v : 0), 0);
/** Every table row on the page (by selector: role queries over antd tables are slow in jsdom). */
export const rows = () => [...document.querySelectorAll<HTMLElement>('tr[data-row-key]')];
/** The text of a row's cells. */
export const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '');
