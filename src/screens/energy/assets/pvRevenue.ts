import type { AggRow, Tariff, TouBand } from '../../../api/energyTypes';
import { bandPrice, TOU_BANDS } from './assetMeters';

export interface RevenueLine {
  key: TouBand | 'export';
  /** kWh. */
  energy: number;
  /** Price per kWh in the tariff's currency. */
  price: number;
  amount: number;
}

export interface PvRevenue {
  lines: RevenueLine[];
  selfUsed: number;
  exported: number;
  total: number;
}

/**
 * What the PV earned: the electricity it supplied on site at the tariff it avoided (by
 * time-of-use band: the server's `green` of the store's electricity, grouped by band) plus the
 * rest, exported, at the feed-in tariff. `generation` is the server's PV total.
 */
export function pvRevenue(generation: number, greenByBand: readonly AggRow[], electricity: Tariff | undefined, feedIn: Tariff | undefined): PvRevenue {
  const lines: RevenueLine[] = TOU_BANDS.map((band) => {
    const energy = greenByBand.find((r) => r.key === band)?.green ?? 0;
    const price = bandPrice(electricity, band);
    return { key: band, energy, price, amount: energy * price };
  });
  const selfUsed = lines.reduce((s, l) => s + l.energy, 0);
  const exported = Math.max(0, generation - selfUsed);
  const price = feedIn?.price ?? 0;
  lines.push({ key: 'export', energy: exported, price, amount: exported * price });
  return { lines, selfUsed, exported, total: lines.reduce((s, l) => s + l.amount, 0) };
}
