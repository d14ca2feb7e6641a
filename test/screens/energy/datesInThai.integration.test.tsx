import { screen, waitFor } from '@testing-library/react';
import { setupEnergyScreens } from './support';

vi.mock('echarts/core', async () => (await import('../../support/echartsStandIns')).core);
vi.mock('echarts/charts', async () => (await import('../../support/echartsStandIns')).charts);
vi.mock('echarts/components', async () => (await import('../../support/echartsStandIns')).components);
vi.mock('echarts/renderers', async () => (await import('../../support/echartsStandIns')).renderers);

const { at, chartOption } = setupEnergyScreens();

const reportRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]')];
const ISO_DAY = /\b20\d{2}-\d{2}-\d{2}\b/;

/**
 * Issue 38 §3, one calendar per language: the energy screens write days in Thai day first with the
 * Gregorian year ('31/10/2026'), in messages, tables and chart axes alike (the world's data runs
 * 2025-10-01 – 2026-10-31; the screens open on October 2026).
 */
describe('energy screens in Thai write days day first', () => {
  beforeEach(() => window.localStorage.setItem('lang', 'th'));
  afterEach(() => window.localStorage.removeItem('lang'));

  it('home: the summary names its days and the trend chart labels its axis the Thai way', async () => {
    await at('/index/home');
    const summary = await screen.findByTestId('home-summary');
    await waitFor(() => expect(summary).toHaveTextContent('ข้อมูลตั้งแต่ 01/10/2025 ถึง 31/10/2026'));
    expect(summary).toHaveTextContent('ตั้งแต่ 01/10/2026 ถึง 31/10/2026');
    expect(summary.textContent).not.toMatch(ISO_DAY);
    const option = await chartOption('ไฟฟ้าและการปล่อยคาร์บอนตามช่วงเวลา');
    expect(option.xAxis?.data?.slice(0, 2)).toEqual(['01/10', '02/10']);
    expect(option.xAxis?.data?.at(-1)).toBe('31/10');
  });

  it('power report: the time column shows days and months the Thai way', async () => {
    const m = await at('/index/power-report');
    await waitFor(() => expect(reportRows()).toHaveLength(20));
    expect(reportRows()[0]).toHaveTextContent('01/10/2026');
    expect(reportRows()[19]).toHaveTextContent('20/10/2026');
    await m.user.click(screen.getByText('รายเดือน'));
    await waitFor(() => expect(reportRows()).toHaveLength(1));
    expect(reportRows()[0]).toHaveTextContent('10/2026');
    expect(reportRows()[0]!.textContent).not.toMatch(/2026-10/);
  });

  it('project parameters: the reference rate, tariffs and emission factors date themselves the Thai way', async () => {
    await at('/index/project-parameters?period=month&from=2026-10-01');
    expect(await screen.findByTestId('fx-note')).toHaveTextContent('4.59 THB (01/11/2026)');
    await waitFor(() => expect(document.querySelector('main')).toHaveTextContent('01/10/2025 – 31/10/2026'));
    expect(screen.getAllByText('01/01/2026').length).toBeGreaterThan(0);
    expect(document.querySelector('main')!.textContent).not.toMatch(ISO_DAY);
  });

  it('energy data report: asks the server in ISO days, writes them day first (the note, the time column)', async () => {
    await at('/index/energy-data-report?period=month&from=2026-10-01&interval=day');
    await waitFor(() => expect(document.querySelectorAll('[aria-label="ข้อมูลพลังงาน"] tbody tr[data-row-key]')).toHaveLength(20));
    const first = document.querySelector('[aria-label="ข้อมูลพลังงาน"] tbody tr[data-row-key] td');
    expect(first).toHaveTextContent('01/10/2026');
    expect(document.querySelector('main')).toHaveTextContent('ตั้งแต่ 01/10/2026 ถึง 31/10/2026 (รายวัน)');
    expect(document.querySelector('main')!.textContent).not.toMatch(ISO_DAY);
  });
});
