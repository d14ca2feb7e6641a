import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Col, Row, Segmented } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { factorOn } from '../../../lib/carbon';
import { useStores } from '../../../stores/context';
import { EmptyData, oneOfParam, useSearchParam } from '../../../ui';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useResource } from '../../../ui/resource/useResource';
import { AssessmentTable } from './assessment/AssessmentTable';
import { IntensityChart } from './assessment/IntensityChart';
import { Verdict } from './assessment/Verdict';
import { assessBuildings, storeVerdict, type Rating } from './model/assessment';
import { lastTwelveMonths } from './model/months';
import { analysisApi, energyManageApi } from '../../../api/analysis';

type RatingFilter = 'all' | Exclude<Rating, 'none'>;
const FILTERS: readonly RatingFilter[] = ['all', 'A', 'B', 'C'];
const ratingCodec = oneOfParam(FILTERS, { omit: 'all' });

/**
 * `carbon-assessment`: each building's carbon intensity over the last 12 whole months against the
 * energy standard of its type turned into carbon, rated A/B/C, and the store's verdict. The
 * assessment is always over the last 12 months (as the standards view is), so no period picker.
 */
export default function CarbonAssessmentScreen() {
  const intl = useIntl();
  const [rating, setRating] = useSearchParam('rating', ratingCodec, 'all');
  const label = intl.formatMessage({ id: 'carbon.assessment.filter' });
  return (
    <EnergyFrame
      hidePeriod
      toolbar={
        <span role="group" aria-label={label} style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <span>{label}</span>
          <Segmented<RatingFilter>
            value={rating}
            onChange={setRating}
            options={FILTERS.map((f) => ({ value: f, label: f === 'all' ? intl.formatMessage({ id: 'carbon.assessment.filter.all' }) : f }))}
          />
        </span>
      }
    >
      <CarbonAssessment rating={rating} />
    </EnergyFrame>
  );
}

const CarbonAssessment = observer(function CarbonAssessment({ rating }: { rating: RatingFilter }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, format } = useEnergy();
  const months = lastTwelveMonths(config.dataTo);
  const data = useResource(
    async (signal) => {
      const [view, carbon] = await Promise.all([
        energyManageApi(api, pid).view(store, { signal }),
        analysisApi(api, pid).aggQuery({ stores: [store], start: months.start, end: months.end, groupby: 'building' }, { signal }),
      ]);
      return { view, carbon };
    },
    [store, months.start, months.end],
  );
  if (!data.value) return <LoadState status={data.status} onRetry={() => void data.reload()} />;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const grid = factorOn(config.factors, 'electricity', months.end)?.value ?? 0;
  const carbonByBuilding = new Map(data.value.carbon.rows.map((r) => [r.key, r.carbon]));
  const all = assessBuildings(data.value.view, carbonByBuilding, grid);
  const verdict = storeVerdict(all);
  const shown = rating === 'all' ? all : all.filter((b) => b.rating === rating);
  const count = (r: Rating) => all.filter((b) => b.rating === r).length;
  const num = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

  if (all.length === 0) return <EmptyData description={t('carbon.assessment.noBuildings')} />;
  return (
    <>
      <KpiRow
        items={[
          { key: 'intensity', title: t('carbon.assessment.kpi.intensity'), value: num(verdict.intensity), unit: 'kgCO2/m²·a', fractionDigits: 1 },
          { key: 'guide', title: t('carbon.assessment.kpi.guide'), value: num(verdict.benchmark.guide), unit: 'kgCO2/m²·a', fractionDigits: 1, extra: t('carbon.assessment.kpi.constraint', { value: verdict.benchmark.constraint === null ? '—' : format.number(verdict.benchmark.constraint, 1) }) },
          { key: 'carbon', title: t('carbon.assessment.kpi.carbon'), value: format.carbon(data.value.carbon.total.carbon), extra: format.dayRange(months.start, months.end) },
          { key: 'ratings', title: t('carbon.assessment.kpi.ratings'), value: `A ${count('A')} · B ${count('B')} · C ${count('C')}` },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={10}>
          <Verdict verdict={verdict} gridFactor={grid} factorDay={months.end} start={months.start} end={months.end} />
        </Col>
        <Col xs={24} xl={14}>
          <IntensityChart buildings={shown} />
        </Col>
        <Col span={24}>
          <AssessmentTable buildings={shown} />
        </Col>
      </Row>
    </>
  );
});
