import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { scaleUnit } from '../../../lib/carbon';
import { useStores } from '../../../stores/context';
import { EmptyData } from '../../../ui';
import { trendOf } from '../shared/comparison';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useResource } from '../../../ui/resource/useResource';
import { EnergyTypeFilter, typesOf, useTypeParam, type TypeChoice } from './EnergyTypeFilter';
import { sumSeries, total } from './model/series';
import { historyStart, HORIZON, predict } from './prediction/model';
import { Explanation } from './prediction/Explanation';
import { BacktestChart, ForecastChart } from './prediction/PredictionCharts';
import { analysisApi } from '../../../api/analysis';

/**
 * `carbon-prediction`: the store's daily emissions for the next 30 days from the last 8 weeks
 * (seasonal baseline with trend), explained, with its error on past data. It always forecasts
 * from the last day with data, so no period picker.
 */
export default function CarbonPredictionScreen() {
  const [type, setType] = useTypeParam();
  return (
    <EnergyFrame hidePeriod toolbar={<EnergyTypeFilter value={type} onChange={setType} />}>
      <CarbonPrediction type={type} />
    </EnergyFrame>
  );
}

const CarbonPrediction = observer(function CarbonPrediction({ type }: { type: TypeChoice }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, format } = useEnergy();
  const start = historyStart(config.dataTo);
  const data = useResource(
    async (signal) => {
      const answer = await analysisApi(api, pid).query({ store, metric: 'carbon', energytypes: typesOf(type), start, end: config.dataTo, interval: 'day' }, { signal });
      return predict(answer.buckets, sumSeries(answer.series, answer.buckets.length), config.dataTo);
    },
    [store, start, config.dataTo, type],
  );
  if (!data.value) return <LoadState status={data.status} onRetry={() => void data.reload()} />;
  const p = data.value;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (total(p.history) === 0) return <EmptyData description={t('energy.noData')} />;
  const next = scaleUnit(p.facts.forecastTotal, 'kgCO2');
  return (
    <>
      <KpiRow
        items={[
          {
            key: 'forecast',
            title: t('carbon.prediction.kpi.next', { days: String(HORIZON) }),
            value: next.value,
            unit: next.unit,
            trend: trendOf(p.facts.forecastTotal, p.lastTotal),
            extra: t('carbon.prediction.kpi.vsLast', { days: String(HORIZON) }),
          },
          { key: 'trend', title: t('carbon.prediction.kpi.trend'), value: p.facts.trendPercentPerCycle, unit: t('carbon.prediction.perWeek'), fractionDigits: 1 },
          { key: 'mape', title: t('carbon.prediction.kpi.mape'), value: p.test.mape, unit: '%', fractionDigits: 1 },
          { key: 'rmse', title: t('carbon.prediction.kpi.rmse'), value: p.test.rmse === null ? null : format.carbon(p.test.rmse), extra: t('carbon.prediction.kpi.perDay') },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col span={24}>
          <ForecastChart p={p} />
        </Col>
        <Col xs={24} xl={12}>
          <BacktestChart p={p} />
        </Col>
        <Col xs={24} xl={12}>
          <Explanation p={p} />
        </Col>
      </Row>
    </>
  );
});
