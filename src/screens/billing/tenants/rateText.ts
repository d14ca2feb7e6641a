import type { IntlShape } from 'react-intl';
import type { RateKind, RateVersion } from '../../../api/billing/types';
import { BAND_ORDER } from './touBands';

/** A unit price (4 decimals: prices per kWh are quoted so). */
export const unitPrice = (intl: IntlShape, price: number, currency: string) => intl.formatNumber(price, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** A version's prices in words: one price, each band's, or each tier's. */
export function describeVersion(intl: IntlShape, kind: RateKind, version: RateVersion, currency: string): string {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const price = (p: number | undefined) => unitPrice(intl, p ?? 0, currency);
  if (kind === 'flat') return t('billing.tenants.rule.perKwh', { price: price(version.price) });
  if (kind === 'tou') return BAND_ORDER.map((band) => `${t(`billing.tenants.band.${band}`)} ${price(version.bands?.[band])}`).join(' · ');
  return (version.tiers ?? [])
    .map((tier) => (tier.upTo === null ? t('billing.tenants.rule.tierAbove', { price: price(tier.price) }) : t('billing.tenants.rule.tierUpTo', { upTo: intl.formatNumber(tier.upTo), price: price(tier.price) })))
    .join(' · ');
}
