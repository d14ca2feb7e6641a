import { screen, within } from '@testing-library/react';
import type { AggGroup, EnergyType, MeterKind, TouBand } from '../../../src/api/energyTypes';
import { scaleUnit } from '../../../src/lib/carbon';
import { en, OCTOBER, SERVER_PID, setupEnergyScreens, STORE, sum } from './support';
import { analysisApi } from '../../../src/api/analysis';

vi.mock('echarts/core', async () => (await import('../../support/echartsStandIns')).core);
vi.mock('echarts/charts', async () => (await import('../../support/echartsStandIns')).charts);
vi.mock('echarts/components', async () => (await import('../../support/echartsStandIns')).components);
vi.mock('echarts/renderers', async () => (await import('../../support/echartsStandIns')).renderers);

type Option = { series: Array<{ name?: string; data: Array<number | null> }> };

// The operator's only store (st-1005-01) meters electricity, water and gas, has PV, and no heat meter.
const { at, mounted, api, chartOption, kpi } = setupEnergyScreens<Option>({ kpi: { title: '[class*="-card-head-title"]' } });

const intl = () => mounted().app.root.locale.intl;
const agg = (groupby: AggGroup, energytypes?: EnergyType[], kinds?: MeterKind[]) =>
  analysisApi(api(), SERVER_PID).aggQuery({ stores: [STORE], ...OCTOBER, groupby, ...(energytypes ? { energytypes } : {}), ...(kinds ? { kinds } : {}) });

/** The big figure (and unit) of a KPI card. */
const figure = (card: HTMLElement) => [...card.querySelectorAll<HTMLElement>('[class*="-card-body"] > div > div > span')].map((s) => s.textContent).join(' ');

/** Money and unit prices as the screens show them on the English host: CNY converted to USD. */
async function currency() {
  const config = await analysisApi(api(), SERVER_PID).config(STORE);
  const rate = config.fx.rates.USD!;
  return {
    config,
    rate,
    money: (cny: number) => intl().formatNumber(cny * rate, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }),
    price: (cny: number, unit: string) => `${intl().formatNumber(cny * rate, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 })}/${unit}`,
  };
}

describe('electricity-price', () => {
  it('the tariff, the month’s cost and average price, the time-of-use bands and the cost per day, in dollars', async () => {
    await at('/index/electricity-price');
    const { config, rate, money, price } = await currency();
    const tariff = config.tariffs.find((t) => t.energytype === 'electricity')!;
    const total = await agg('energytype', ['electricity']);
    const bands = await agg('touBand', ['electricity']);

    expect(figure(await kpi('Flat tariff'))).toBe(price(tariff.bandPrices!.flat, 'kWh'));
    const energy = scaleUnit(total.total.energy, 'kWh');
    expect(figure(await kpi('Consumption'))).toBe(`${en(energy.value)} ${energy.unit}`);
    expect(figure(await kpi('Cost'))).toBe(money(total.total.cost));
    expect(figure(await kpi('Average price paid'))).toBe(price(total.total.cost / total.total.energy, 'kWh'));
    // Time of use: peak hours cost more than valley ones, so the average sits between them.
    expect(total.total.cost / total.total.energy).toBeGreaterThan(tariff.bandPrices!.valley);
    expect(total.total.cost / total.total.energy).toBeLessThan(tariff.bandPrices!.peak);

    const table = await screen.findByLabelText('Electricity by time-of-use band in the period');
    for (const band of ['peak', 'flat', 'valley'] as TouBand[]) {
      const row = bands.rows.find((r) => r.key === band)!;
      expect(within(table).getByText(money(row.cost))).toBeInTheDocument();
    }
    expect(sum(bands.rows.map((r) => r.cost))).toBeCloseTo(total.total.cost, 2);
    expect(screen.getByTestId('band-peak')).toHaveTextContent(price(tariff.bandPrices!.peak, 'kWh'));

    const option = await chartOption('Electricity cost');
    expect(option.series[0]!.data).toHaveLength(31);
    expect(sum(option.series[0]!.data)).toBeCloseTo(total.total.cost * rate, 2);
  });
});

describe('water-price, gas-price and hot-cold-price', () => {
  it('water: a flat tariff, so the average price paid is the tariff itself', async () => {
    await at('/index/water-price?period=year&from=2026-01-01');
    const { config, money, price } = await currency();
    const tariff = config.tariffs.find((t) => t.energytype === 'water')!;
    const year = await analysisApi(api(), SERVER_PID).aggQuery({ stores: [STORE], start: '2026-01-01', end: '2026-10-31', groupby: 'energytype', energytypes: ['water'] });
    expect(figure(await kpi('Tariff'))).toBe(price(tariff.price, 'm³'));
    expect(figure(await kpi('Cost'))).toBe(money(year.total.cost));
    expect(figure(await kpi('Average price paid'))).toBe(price(tariff.price, 'm³'));
    const option = await chartOption('Water cost');
    expect(option.series[0]!.data).toHaveLength(10); // January to October, a bar a month
    expect(screen.queryByText('Time-of-use tariff')).toBeNull();
  });

  it('gas is priced; a store without a heat meter says there is nothing to price, and still shows the tariff', async () => {
    const m = await at('/index/gas-price');
    const { config, money } = await currency();
    const gas = await agg('energytype', ['gas']);
    expect(figure(await kpi('Cost'))).toBe(money(gas.total.cost));

    await m.app.root.navigate('/index/hot-cold-price');
    expect(await screen.findByText(`Heating and cooling: ${config.storeName} has no meter, so there is no consumption to price.`)).toBeInTheDocument();
    const heat = config.tariffs.find((t) => t.energytype === 'heat')!;
    expect(figure(await kpi('Tariff'))).toContain(intl().formatNumber(heat.price * config.fx.rates.USD!, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 }));
  });
});

describe('pv-price', () => {
  it('the feed-in tariff, the avoided price of self-use and the month’s PV value, line by line', async () => {
    await at('/index/pv-price');
    const { config, money, price } = await currency();
    const pv = await agg('store', undefined, ['pv']);
    const bands = await agg('touBand', ['electricity']);
    const electricity = config.tariffs.find((t) => t.energytype === 'electricity')!;
    const feedIn = config.tariffs.find((t) => t.energytype === 'pv-feed-in')!;
    const selfValue = sum(bands.rows.map((r) => r.green * electricity.bandPrices![r.key as TouBand]));
    const selfUsed = sum(bands.rows.map((r) => r.green));
    const value = selfValue + (pv.total.energy - selfUsed) * feedIn.price;

    expect(figure(await kpi('Feed-in tariff'))).toBe(price(feedIn.price, 'kWh'));
    expect(figure(await kpi('Self-use price'))).toBe(price(selfValue / selfUsed, 'kWh'));
    expect(figure(await kpi('PV value'))).toBe(money(value));
    expect(figure(await kpi('Value per kWh'))).toBe(price(value / pv.total.energy, 'kWh'));
    expect(screen.getByTestId('pv-revenue-total')).toHaveTextContent(money(value));
  });

  it('a store without PV says so', async () => {
    await at('/index/pv-price', { user: 'maintainer' });
    expect(await screen.findByText('The store “云算中心·成都新城店” has no PV.')).toBeInTheDocument();
  });
});
