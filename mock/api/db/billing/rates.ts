import type { RateRule, RateVersion } from '../../../../src/api/billing/types.ts';
import type { TouBand } from '../../../../src/api/energyTypes.ts';

/** The version of a rule in force on a day (versions sorted by `from`), if any. */
export function versionOn(rule: RateRule, date: string): RateVersion | undefined {
  let found: RateVersion | undefined;
  for (const version of rule.versions) if (version.from <= date) found = version;
  return found;
}

/** The day a version stops being in force (exclusive), or null for the last one. */
export function versionEnd(rule: RateRule, version: RateVersion): string | null {
  const next = rule.versions.find((v) => v.from > version.from);
  return next ? next.from : null;
}

/**
 * Price of one kWh under a version: the band's price (tou), the one price (flat), or the tier the
 * month's running total has reached (tiered: `used` = kWh already billed this month before it).
 * Returns the price and the tier index (0 for flat and tou).
 */
export function priceOf(rule: RateRule, version: RateVersion, band: TouBand, used: number): { price: number; tier: number } {
  if (rule.kind === 'tou') return { price: version.bands?.[band] ?? 0, tier: 0 };
  if (rule.kind === 'flat') return { price: version.price ?? 0, tier: 0 };
  const tiers = version.tiers ?? [];
  const index = tiers.findIndex((t) => t.upTo === null || used < t.upTo);
  const tier = index < 0 ? tiers.length - 1 : index;
  return { price: tiers[tier]?.price ?? 0, tier };
}
