import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Col, Row, Segmented } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { periodDays } from '../../../lib/period';
import { useStores } from '../../../stores/context';
import { EmptyData, oneOfParam, useSearchParam } from '../../../ui';
import { comparisonsOf, trendOf } from '../shared/comparison';
import { aggQueriesBatched } from '../../../api/analysisBatches';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useResource } from '../../../ui/resource/useResource';
import { HourProfileChart, MonthlyChart, type MonthlyView } from './green/Charts';
import { factorStretches, greenMonths, hourProfile } from './green/model';
import { toBaseCurrency } from './model/tariff';
import { analysisApi } from '../../../api/analysis';

const VIEWS: readonly MonthlyView[] = ['energy', 'share'];
const viewCodec = oneOfParam(VIEWS, { omit: 'energy' });

/** `green-electricity-trace`: PV generation against consumption, green electricity used and exported, emissions avoided. */
export default function GreenElectricityTraceScreen() {
  const intl = useIntl();
  const [view, setView] = useSearchParam('chart', viewCodec, 'energy');
  const label = intl.formatMessage({ id: 'carbon.green.view' });
  return (
    <EnergyFrame
      granularities={['year', 'month', 'custom']}
      toolbar={
        <span role="group" aria-label={label} style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <span>{label}</span>
          <Segmented<MonthlyView> value={view} onChange={setView} options={VIEWS.map((v) => ({ value: v, label: intl.formatMessage({ id: `carbon.green.view.${v}` }) }))} />
        </span>
      }
    >
      <GreenTrace view={view} />
    </EnergyFrame>
  );
}

const GreenTrace = observer(function GreenTrace({ view }: { view: MonthlyView }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, format } = useEnergy();
  const hasPv = config.meters.some((m) => m.kind === 'pv');
  const { yoy } = comparisonsOf(period, config.dataFrom, config.dataTo);
  const data = useResource(
    hasPv
      ? async (signal) => {
          const base = { stores: [store], start: period.start, end: period.end, groupby: 'month' as const };
          const mains = { ...base, energytypes: ['electricity' as const], kinds: ['main' as const] };
          const pv = { ...base, kinds: ['pv' as const] };
          const stretches = factorStretches(config.factors, period.start, period.end);
          const last = yoy ? [{ ...mains, ...yoy, groupby: 'energytype' as const }, { ...pv, ...yoy, groupby: 'energytype' as const }] : [];
          const hours = [{ ...mains, groupby: 'hourOfDay' as const }, { ...pv, groupby: 'hourOfDay' as const }];
          const answers = await aggQueriesBatched(analysisApi(api, pid), [mains, pv, ...hours, ...stretches.map((s) => ({ ...mains, start: s.from, end: s.to })), ...last], signal);
          const [main, gen, hourMain, hourPv] = answers;
          const stretchAnswers = answers.slice(4, 4 + stretches.length);
          const [yoyMain, yoyPv] = answers.slice(4 + stretches.length);
          return {
            months: greenMonths(period.start, period.end, main!, gen!, stretches.map((s, i) => ({ value: s.value, answer: stretchAnswers[i]! }))),
            total: { consumption: main!.total.energy, green: main!.total.green, generation: gen!.total.energy },
            lastYear: yoyMain && yoyPv ? { green: yoyMain.total.green, generation: yoyPv.total.energy, consumption: yoyMain.total.energy } : null,
            hours: { main: hourMain, pv: hourPv },
          };
        }
      : null,
    [store, period.start, period.end, yoy?.start],
  );
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (!hasPv) return <EmptyData description={t('carbon.green.noPv')} />;
  if (!data.value) return <LoadState status={data.status} onRetry={() => void data.reload()} />;
  const { months, total, lastYear, hours } = data.value;
  const exported = Math.max(0, total.generation - total.green);
  const avoided = months.reduce((sum, m) => sum + m.avoided, 0);
  const share = total.consumption > 0 ? (total.green / total.consumption) * 100 : 0;
  const lastShare = lastYear && lastYear.consumption > 0 ? (lastYear.green / lastYear.consumption) * 100 : null;
  const feedIn = config.tariffs.find((tariff) => tariff.energytype === 'pv-feed-in');
  const feedInPrice = feedIn ? toBaseCurrency(feedIn.price, feedIn.currency, config.fx) : null;
  const days = periodDays(period);
  if (total.consumption === 0 && total.generation === 0) return <EmptyData description={t('energy.noData')} />;
  return (
    <>
      <KpiRow
        items={[
          { key: 'generation', title: t('carbon.green.generation'), value: format.quantity(total.generation, 'kWh'), trend: trendOf(total.generation, lastYear?.generation, 'up') },
          { key: 'green', title: t('carbon.green.used'), value: format.quantity(total.green, 'kWh'), trend: trendOf(total.green, lastYear?.green, 'up'), extra: lastShare !== null ? t('carbon.green.share.vsLast', { value: format.percent(share), last: format.percent(lastShare) }) : t('carbon.green.share.extra', { value: format.percent(share) }) },
          { key: 'exported', title: t('carbon.green.exported'), value: format.quantity(exported, 'kWh'), extra: feedInPrice !== null ? t('carbon.green.feedIn', { value: format.money(exported * feedInPrice) }) : undefined },
          { key: 'avoided', title: t('carbon.green.avoided'), value: format.carbon(avoided), extra: t('carbon.green.avoided.extra') },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col span={24}>
          <MonthlyChart months={months} view={view} />
        </Col>
        <Col span={24}>
          <HourProfileChart load={hourProfile(hours.main, days)} pv={hourProfile(hours.pv, days)} green={hourProfile(hours.main, days, 'green')} />
        </Col>
      </Row>
    </>
  );
});
