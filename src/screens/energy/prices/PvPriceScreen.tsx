import { Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { metersOfKind, tariffOn } from '../assets/assetMeters';
import { NoAsset } from '../assets/NoAsset';
import { RevenueCard } from '../assets/RevenueCard';
import { usePvEarnings } from '../assets/usePvEarnings';
import { usePriceFormat } from '../efficiency/TariffCard';
import { trendOf } from '../shared/comparison';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { TouTariffCard } from './TouTariffCard';

/**
 * `pv-price`: what the store's PV electricity is worth. Exported PV is paid the feed-in tariff;
 * PV used on site is worth the time-of-use price it avoided, so its average depends on when
 * the sun shone. The period's value, line by line, in the language's currency.
 */
export default function PvPriceScreen() {
  return (
    <EnergyFrame granularities={['month', 'year', 'custom']}>
      <PvPriceBody />
    </EnergyFrame>
  );
}

const PvPriceBody = observer(function PvPriceBody() {
  const intl = useIntl();
  const { config, period, format } = useEnergy();
  const price = usePriceFormat();
  const hasPv = metersOfKind(config, 'pv').length > 0;
  const totals = usePvEarnings(hasPv);

  if (!hasPv) return <NoAsset kind="pv" storeName={config.storeName} />;
  if (!totals.value) return <LoadState status={totals.status} onRetry={() => void totals.reload()} />;
  const { generation, revenue, revenueYoy } = totals.value;
  const electricity = tariffOn(config.tariffs, 'electricity', period.end);
  const feedIn = tariffOn(config.tariffs, 'pv-feed-in', period.end);
  const produced = generation.current.total.energy;
  const selfValue = revenue.lines.filter((l) => l.key !== 'export').reduce((s, l) => s + l.amount, 0);
  // Prices the tariffs quote in their own currency; revenue lines are in the rates' base currency.
  const base = config.fx.base;
  const perKwh = (value: string) => intl.formatMessage({ id: 'prices.perUnit' }, { price: value, unit: 'kWh' });

  return (
    <>
      <KpiRow
        items={[
          {
            key: 'feedIn',
            title: intl.formatMessage({ id: 'prices.pv.kpi.feedIn' }),
            value: feedIn ? perKwh(price(feedIn.price, feedIn.currency)) : null,
            extra: feedIn ? intl.formatMessage({ id: 'prices.inForceSince' }, { from: format.day(feedIn.from) }) : intl.formatMessage({ id: 'prices.noTariff' }),
          },
          {
            key: 'avoided',
            title: intl.formatMessage({ id: 'prices.pv.kpi.avoided' }),
            value: revenue.selfUsed > 0 ? perKwh(price(selfValue / revenue.selfUsed, base)) : null,
            extra: intl.formatMessage({ id: 'prices.pv.selfUsed' }, { value: format.quantity(revenue.selfUsed, 'kWh') }),
          },
          {
            key: 'revenue',
            title: intl.formatMessage({ id: 'prices.pv.kpi.value' }),
            value: format.money(revenue.total),
            trend: trendOf(revenue.total, revenueYoy, 'up'),
          },
          {
            key: 'perKwh',
            title: intl.formatMessage({ id: 'prices.pv.kpi.perKwh' }),
            value: produced > 0 ? perKwh(price(revenue.total / produced, base)) : null,
            extra: intl.formatMessage({ id: 'prices.pv.generated' }, { value: format.quantity(produced, 'kWh') }),
          },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={12}>
          <RevenueCard revenue={revenue} />
        </Col>
        <Col xs={24} xl={12}>
          <TouTariffCard tariff={electricity} />
        </Col>
      </Row>
    </>
  );
});
