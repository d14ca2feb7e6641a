import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ENERGY_UNIT, type EnergyType } from '../../../api/energyTypes';
import { scaleUnit } from '../../../lib/carbon';
import { useStores } from '../../../stores/context';
import { EmptyData, TimeSeriesChart } from '../../../ui';
import { tariffOn } from '../assets/assetMeters';
import { Section } from '../assets/Section';
import { usePriceFormat } from '../efficiency/TariffCard';
import { meteredTypes } from '../overview/kpis';
import { comparisonQueries, comparisonsOf, splitComparisons, trendOf, vsPreviousText } from '../shared/comparison';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useResource } from '../../../ui/resource/useResource';
import { TouTariffCard } from './TouTariffCard';
import { analysisApi } from '../../../api/analysis';

/**
 * The price screens of one energy type (electricity-price, water-price, gas-price,
 * hot-cold-price): the store's tariff in force, what the period's consumption cost at it and
 * the price actually paid on average, in the language's currency. Electricity adds its
 * time-of-use bands.
 */
function UtilityPriceScreen({ type }: { type: EnergyType }) {
  return (
    <EnergyFrame granularities={['month', 'year', 'custom']}>
      <PriceBody type={type} />
    </EnergyFrame>
  );
}

export const ElectricityPriceScreen = () => <UtilityPriceScreen type="electricity" />;
export const WaterPriceScreen = () => <UtilityPriceScreen type="water" />;
export const GasPriceScreen = () => <UtilityPriceScreen type="gas" />;
export const HotColdPriceScreen = () => <UtilityPriceScreen type="heat" />;

const PriceBody = observer(function PriceBody({ type }: { type: EnergyType }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, interval, format } = useEnergy();
  const price = usePriceFormat();
  const unit = ENERGY_UNIT[type];
  const metered = meteredTypes(config).includes(type);
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const key = [store, type, period.start, period.end];
  const totals = useResource(
    metered
      ? async (signal) =>
          splitComparisons(comparisons, await analysisApi(api, pid).aggQueries(comparisonQueries(comparisons, { stores: [store], groupby: 'energytype', energytypes: [type] }), { signal }))
      : null,
    key,
  );
  const costs = useResource(
    metered ? (signal) => analysisApi(api, pid).query({ store, energytypes: [type], metric: 'cost', start: period.start, end: period.end, interval }, { signal }) : null,
    [...key, interval],
  );

  const tariff = tariffOn(config.tariffs, type, period.end);
  // Tariffs carry their own currency; aggregated costs are in the rates' base currency.
  const perUnit = (value: number, currency: string) => intl.formatMessage({ id: 'prices.perUnit' }, { price: price(value, currency), unit });
  const tariffKpi = {
    key: 'tariff',
    title: intl.formatMessage({ id: type === 'electricity' ? 'prices.kpi.flatTariff' : 'prices.kpi.tariff' }),
    value: tariff ? perUnit(tariff.price, tariff.currency) : null,
    extra: tariff ? intl.formatMessage({ id: 'prices.inForceSince' }, { from: format.day(tariff.from) }) : intl.formatMessage({ id: 'prices.noTariff' }),
  };
  if (!metered) {
    return (
      <>
        <KpiRow items={[tariffKpi]} />
        <EmptyData description={intl.formatMessage({ id: 'prices.notMetered' }, { type: format.energyType(type), store: config.storeName })} height={240} />
      </>
    );
  }
  if (!totals.value) return <LoadState status={totals.status} onRetry={() => void totals.reload()} />;
  const { current, yoy, mom } = totals.value;
  const energy = current.total.energy;
  const cost = current.total.cost;
  const chartTitle = intl.formatMessage({ id: 'prices.chart.cost' }, { type: format.energyType(type) });

  return (
    <>
      <KpiRow
        items={[
          tariffKpi,
          {
            key: 'energy',
            title: intl.formatMessage({ id: 'prices.kpi.consumption' }),
            ...scaleUnit(energy, unit),
            trend: trendOf(energy, yoy?.total.energy),
          },
          {
            key: 'cost',
            title: intl.formatMessage({ id: 'prices.kpi.cost' }),
            value: format.money(cost),
            trend: trendOf(cost, yoy?.total.cost),
            extra: vsPreviousText(intl, format, trendOf(cost, mom?.total.cost)?.change),
          },
          {
            key: 'average',
            title: intl.formatMessage({ id: 'prices.kpi.average' }),
            value: energy > 0 ? perUnit(cost / energy, config.fx.base) : null,
            extra: intl.formatMessage({ id: 'prices.average.flat' }),
          },
        ]}
      />
      <Row gutter={[12, 12]}>
        {type === 'electricity' && (
          <Col xs={24}>
            <TouTariffCard tariff={tariff} />
          </Col>
        )}
        <Col xs={24}>
          <Section title={chartTitle} resource={costs} isEmpty={(v) => v.buckets.length === 0} emptyText={intl.formatMessage({ id: 'assets.noDataPeriod' })}>
            {(answer) => (
              <TimeSeriesChart
                aria-label={chartTitle}
                buckets={answer.buckets}
                interval={answer.interval}
                unit={format.moneyCurrency}
                series={answer.series.map((s) => ({ key: s.key, name: chartTitle, type: 'bar' as const, values: s.values.map((v) => (v === null ? null : format.moneyValue(v))) }))}
              />
            )}
          </Section>
        </Col>
      </Row>
    </>
  );
});
