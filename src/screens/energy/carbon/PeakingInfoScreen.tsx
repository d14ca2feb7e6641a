import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/context';
import { dayParam, EmptyData, useSearchParam } from '../../../ui';
import { comparisonsOf, trendOf, vsPreviousText } from '../shared/comparison';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useComparedTotals } from '../shared/useComparedTotals';
import { useResource } from '../../../ui/resource/useResource';
import { byBand } from './model/income';
import { electricityTariffOn } from './model/tariff';
import { BandTable, bandShares } from './peaking/BandTable';
import { dailyTotals, LoadCurve } from './peaking/LoadCurve';
import { TouStrip } from './peaking/TouStrip';
import { analysisApi } from '../../../api/analysis';

/** `peaking-info` (peak shaving info): the tariff's time-of-use bands, energy and cost per band, the peak day's load. */
export default function PeakingInfoScreen() {
  const [day, setDay] = useSearchParam('day', dayParam, '');
  return (
    <EnergyFrame>
      <PeakingInfo day={day} onDay={setDay} />
    </EnergyFrame>
  );
}

const PeakingInfo = observer(function PeakingInfo({ day, onDay }: { day: string; onDay: (day: string) => void }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, format } = useEnergy();
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const key = [store, period.start, period.end];
  const bands = useComparedTotals(comparisons, { stores: [store], groupby: 'touBand', energytypes: ['electricity'] }, key);
  const daily = useResource(
    async (signal) => dailyTotals(await analysisApi(api, pid).query({ store, metric: 'energy', energytypes: ['electricity'], start: period.start, end: period.end, interval: 'day' }, { signal })),
    key,
  );
  const tariff = electricityTariffOn(config.tariffs, period.end);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (!bands.value) return <LoadState status={bands.status} onRetry={() => void bands.reload()} />;
  const { current, yoy, mom } = bands.value;
  const energy = byBand(current);
  const share = bandShares(current);
  const lastShare = bandShares(yoy);
  const vsMom = trendOf(current.total.cost, mom?.total.cost);
  // A day from the URL counts only inside the period; otherwise the period's peak day.
  const peakDay = daily.value?.peakDay ?? null;
  const chosen = day && day >= period.start && day <= period.end ? day : peakDay;

  return (
    <>
      <KpiRow
        items={[
          {
            key: 'share',
            title: t('peaking.kpi.peakShare'),
            value: share ? share.peak : null,
            unit: '%',
            fractionDigits: 1,
            trend: share ? trendOf(share.peak, lastShare?.peak) : undefined,
            extra: lastShare ? t('peaking.kpi.lastYear', { value: format.percent(lastShare.peak) }) : undefined,
          },
          { key: 'peak', title: t('peaking.kpi.peakEnergy'), value: format.quantity(energy.peak, 'kWh'), trend: trendOf(energy.peak, yoy ? byBand(yoy).peak : null) },
          {
            key: 'cost',
            title: t('peaking.kpi.cost'),
            value: format.money(current.total.cost),
            trend: trendOf(current.total.cost, yoy?.total.cost),
            extra: vsPreviousText(intl, format, vsMom?.change),
          },
          { key: 'valley', title: t('peaking.kpi.valleyShare'), value: share ? share.valley : null, unit: '%', fractionDigits: 1, trend: share ? trendOf(share.valley, lastShare?.valley, 'up') : undefined },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col span={24}>{tariff?.bands ? <TouStrip tariff={tariff} /> : <EmptyData description={t('peaking.tou.none')} />}</Col>
        <Col xs={24} xl={12}>
          <BandTable current={current} lastYear={yoy} bands={tariff?.bands ?? []} />
        </Col>
        <Col xs={24} xl={12}>
          {!daily.value ? (
            <LoadState status={daily.status} onRetry={() => void daily.reload()} />
          ) : chosen && peakDay ? (
            <LoadCurve days={daily.value.days} day={chosen} peakDay={peakDay} onDay={onDay} />
          ) : (
            <EmptyData description={t('energy.noData')} />
          )}
        </Col>
      </Row>
    </>
  );
});
