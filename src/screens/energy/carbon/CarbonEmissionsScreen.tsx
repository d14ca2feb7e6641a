import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Col, Row, Segmented } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ENERGY_TYPES, type MeterCategory } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
import { EmptyData, oneOfParam, useSearchParam } from '../../../ui';
import { comparisonsOf } from '../shared/comparison';
import { seriesBatched } from '../../../api/analysisBatches';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { FactorExplanation } from '../shared/FactorExplanation';
import { RankingBars } from '../../../ui/ranking';
import { useComparedTotals } from '../shared/useComparedTotals';
import { useResource } from '../../../ui/resource/useResource';
import { BREAKDOWNS, groupsOf, metersFor, rankingOf, type Breakdown, type Labels } from './emissions/breakdown';
import { ScopeKpis } from './emissions/ScopeKpis';
import { BreakdownChart, VsLastYearChart } from './emissions/TrendCharts';
import { analysisApi } from '../../../api/analysis';

const byCodec = oneOfParam(BREAKDOWNS, { omit: 'energytype' });

/** `carbon-emissions`: the emissions trend against last year, by energy type, building or use, with the scope split. */
export default function CarbonEmissionsScreen() {
  const intl = useIntl();
  const [by, setBy] = useSearchParam('by', byCodec, 'energytype');
  const label = intl.formatMessage({ id: 'carbon.emissions.by' });
  return (
    <EnergyFrame
      toolbar={
        <span role="group" aria-label={label} style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <span>{label}</span>
          <Segmented<Breakdown> value={by} onChange={setBy} options={BREAKDOWNS.map((b) => ({ value: b, label: intl.formatMessage({ id: `carbon.emissions.by.${b}` }) }))} />
        </span>
      }
    >
      <CarbonEmissions by={by} />
    </EnergyFrame>
  );
}

const CarbonEmissions = observer(function CarbonEmissions({ by }: { by: Breakdown }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, interval, format } = useEnergy();
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const key = [store, period.start, period.end];
  const totals = useComparedTotals(comparisons, { stores: [store], groupby: 'energytype' }, key);
  const carbonSeries = (start: string, end: string, signal: AbortSignal, meters?: string[]) =>
    seriesBatched(analysisApi(api, pid), { store, metric: 'carbon', energytypes: [...ENERGY_TYPES], ...(meters ? { meters } : {}), start, end, interval }, signal);
  const trend = useResource(
    async (signal) => {
      const [current, lastYear] = await Promise.all([
        carbonSeries(period.start, period.end, signal),
        comparisons.yoy ? carbonSeries(comparisons.yoy.start, comparisons.yoy.end, signal) : Promise.resolve(null),
      ]);
      return { current, lastYear };
    },
    [...key, interval],
  );
  const meters = metersFor(by, config);
  const breakdown = useResource(
    by === 'energytype'
      ? null
      : async (signal) => {
          const [series, grouped] = await Promise.all([
            meters.length ? carbonSeries(period.start, period.end, signal, meters) : Promise.resolve(null),
            analysisApi(api, pid).aggQuery(
              by === 'building'
                ? { stores: [store], start: period.start, end: period.end, groupby: 'building' }
                : { stores: [store], start: period.start, end: period.end, groupby: 'category', kinds: ['sub'], energytypes: ['electricity'] },
              { signal },
            ),
          ]);
          return { by, series, grouped };
        },
    [...key, interval, by],
  );

  if (!totals.value) return <LoadState status={totals.status} onRetry={() => void totals.reload()} />;
  const { current, yoy, mom } = totals.value;
  const labels: Labels = { energyType: format.energyType, category: (c: MeterCategory) => intl.formatMessage({ id: `carbon.category.${c}` }) };
  const byTitle = intl.formatMessage({ id: `carbon.emissions.by.${by}` });
  const ready = by === 'energytype' || breakdown.value?.by === by;
  const detail = ready && by !== 'energytype' ? breakdown.value : null;

  return (
    <>
      <ScopeKpis current={current} yoy={yoy} mom={mom} />
      {current.total.carbon === 0 && current.rows.every((r) => r.energy === 0) ? (
        <EmptyData description={intl.formatMessage({ id: 'energy.noData' })} />
      ) : (
        <Row gutter={[12, 12]}>
          <Col span={24}>
            {trend.value ? (
              <VsLastYearChart current={trend.value.current} lastYear={trend.value.lastYear} loading={trend.loading} />
            ) : (
              <LoadState status={trend.status} onRetry={() => void trend.reload()} />
            )}
          </Col>
          <Col xs={24} xl={16}>
            {trend.value && ready ? (
              <BreakdownChart
                title={intl.formatMessage({ id: 'carbon.emissions.breakdownTitle' }, { by: byTitle })}
                buckets={trend.value.current.buckets}
                groups={groupsOf(by, config, trend.value.current, detail?.series ?? null, labels)}
                loading={trend.loading || breakdown.loading}
              />
            ) : (
              <LoadState status={trend.status === 'error' ? 'error' : breakdown.status} onRetry={() => void (trend.status === 'error' ? trend.reload() : breakdown.reload())} />
            )}
          </Col>
          <Col xs={24} xl={8}>
            {ready ? (
              <RankingBars
                title={intl.formatMessage({ id: 'carbon.emissions.rankTitle' }, { by: byTitle })}
                items={rankingOf(by, current, detail?.grouped ?? null, labels)}
                format={(v) => format.carbon(v)}
              />
            ) : (
              <LoadState status={breakdown.status} onRetry={() => void breakdown.reload()} />
            )}
          </Col>
          <Col span={24}>
            <FactorExplanation />
          </Col>
        </Row>
      )}
    </>
  );
});
