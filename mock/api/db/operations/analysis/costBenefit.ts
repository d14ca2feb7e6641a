import type { BandCost, StationCostBenefit, TouBandName } from '../../../../../src/api/operations/analysisTypes.ts';
import type { ChargingStation } from '../../core/charging/types.ts';
import { HOUR, MINUTE } from '../../core/clock/time.ts';
import { hourIn } from '../../core/clock/zones.ts';
import { BANDS } from '../../core/metering/prices.ts';
import type { Row } from '../../core/tables/Table.ts';
import { daysInMonth, round1, round2, round4, within, type DayPeriod } from './period.ts';

/** Capital per kW of rated power (piles, transformer share, civil works), CNY: what the payback pays back. */
export const CAPEX_PER_KW = 1200;
const BAND_ORDER: readonly TouBandName[] = ['peak', 'flat', 'valley'];

export interface StationInputs {
  station: ChargingStation;
  zone: string;
  /** Electricity price of each local hour 0..23 (the store's time-of-use tariff). */
  hourly: ArrayLike<number>;
  /** The station's orders (the orders list's records), any period. */
  orders: readonly Row[];
  /** The station's monthly cost rows (the station-monthly-cost list's records). */
  monthlyCosts: readonly Row[];
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

/** kWh of one order in each local hour of the day: its energy spread evenly over its minutes. */
function spreadByHour(order: Row, zone: string, into: Float64Array): void {
  const energy = num(order.energy);
  const start = Date.parse(String(order.starttime ?? ''));
  if (energy <= 0 || Number.isNaN(start)) return;
  const end = start + Math.max(1, num(order.duration)) * MINUTE;
  for (let at = start; at < end; ) {
    const next = Math.min(end, (Math.floor(at / HOUR) + 1) * HOUR);
    into[hourIn(at, zone)]! += (energy * (next - at)) / (end - start);
    at = next;
  }
}

/** One station over the period: revenue from its orders, electricity at the tariff by the hour drawn, the monthly costs pro rata. */
export function stationCostBenefit(period: DayPeriod, inputs: StationInputs): StationCostBenefit {
  const { station, zone, hourly } = inputs;
  const orders = inputs.orders.filter((o) => within(period, o.starttime, zone));
  const byHour = new Float64Array(24);
  for (const order of orders) spreadByHour(order, zone, byHour);
  const bands: BandCost[] = BAND_ORDER.map((band) => {
    let energy = 0;
    let cost = 0;
    for (let hour = 0; hour < 24; hour += 1) {
      if (BANDS[hour] !== band) continue;
      energy += byHour[hour]!;
      cost += byHour[hour]! * num(hourly[hour]);
    }
    return { band, energy: round2(energy), price: round4(energy > 0 ? cost / energy : num(hourly[BANDS.indexOf(band)])), cost: round2(cost) };
  });
  // Monthly rows count for the share of their month inside the period.
  const share = (key: string) =>
    round2(
      inputs.monthlyCosts.reduce((sum, row) => {
        const { inside, length } = daysInMonth(period, String(row.month ?? ''));
        return sum + (num(row[key]) * inside) / length;
      }, 0),
    );
  const energyFee = round2(orders.reduce((s, o) => s + num(o.electricityfee), 0));
  const serviceFee = round2(orders.reduce((s, o) => s + num(o.servicefee), 0));
  const revenue = round2(energyFee + serviceFee);
  const electricity = round2(bands.reduce((s, b) => s + b.cost, 0));
  const [rent, labour, maintenance] = [share('rent'), share('labor'), share('maintenance')];
  const cost = round2(electricity + rent + labour + maintenance);
  const margin = round2(revenue - cost);
  const investment = round2(station.ratedpower * CAPEX_PER_KW);
  const monthly = (margin * 30) / period.days;
  return {
    did: station.did,
    name: station.name,
    businessname: station.businessname,
    orders: orders.length,
    energy: round2(orders.reduce((s, o) => s + num(o.energy), 0)),
    energyFee,
    serviceFee,
    revenue,
    bands,
    electricity,
    rent,
    labour,
    maintenance,
    cost,
    margin,
    marginRate: revenue > 0 ? round4(margin / revenue) : null,
    investment,
    paybackMonths: monthly > 0 ? round1(investment / monthly) : null,
  };
}
