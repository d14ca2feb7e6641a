import { Card, Col, Row, Segmented, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ENERGY_TYPES, ENERGY_UNIT, type EnergyType, type StoreEnergyConfig } from '../../../api/energyTypes';
import { maxDay, minDay } from '../../../lib/days';
import { clampPeriod, periodOf } from '../../../lib/period';
import { useStores } from '../../../stores/context';
import { oneOfParam, useSearchParam } from '../../../ui';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useResource } from '../../../ui/resource/useResource';
import { BudgetChart } from './BudgetChart';
import { BudgetTable } from './BudgetTable';
import { draftOf, forecastYear, monthlyOf } from './budget';
import { analysisApi } from '../../../api/analysis';
import { ReadOnlyNote } from '../shared/ReadOnlyNote';
import { usePageGrants } from '../shared/usePageGrants';

/** `indicator-budget`: the year's budget against the actual, per energy type and month, with a year-end forecast. */
export default function IndicatorBudgetScreen() {
  return (
    <EnergyFrame granularities={['year']} toolbar={<TypePicker />}>
      <IndicatorBudget />
    </EnergyFrame>
  );
}

/** The energy type charted (`?type=`), kept in the URL; a type the store does not meter is ignored. */
function useTypeParam() {
  const { config } = useEnergy();
  const types = meteredTypes(config);
  const codec = oneOfParam(types);
  return useSearchParam('type', codec, types[0]!);
}

/** The energy types the store meters (a budget for a type it has no meter of means nothing). */
export function meteredTypes(config: StoreEnergyConfig): EnergyType[] {
  const types = ENERGY_TYPES.filter((t) => config.meters.some((m) => m.kind === 'main' && m.energytype === t));
  return types.length ? types : ['electricity'];
}

function TypePicker() {
  const intl = useIntl();
  const { config, format } = useEnergy();
  const [type, setType] = useTypeParam();
  return (
    <Segmented
      aria-label={intl.formatMessage({ id: 'efficiency.filter.energyType' })}
      value={type}
      onChange={(value) => setType(value as EnergyType)}
      options={meteredTypes(config).map((t) => ({ value: t, label: format.energyType(t) }))}
    />
  );
}

type Monthly = Record<EnergyType, Array<number | null>>;

const IndicatorBudget = observer(function IndicatorBudget() {
  const intl = useIntl();
  const { api } = useStores();
  const grants = usePageGrants();
  const { pid } = grants;
  const { store, config, period, format } = useEnergy();
  const [type] = useTypeParam();
  const [version, setVersion] = useState(0);
  // The whole year holding the period (a shared link may carry a month), within the data.
  const year = Number(period.start.slice(0, 4));
  const span = clampPeriod(periodOf('year', period.start), config.dataFrom, config.dataTo);
  // The year travels with the answer, so a plan still shown from the year before is never edited as this year's.
  const plan = useResource(async (signal) => ({ year, store, version, plan: await analysisApi(api, pid).setting({ kind: 'budget', store, year }, { signal }) }), [store, year, version]);
  const actual = useResource(
    async (signal) => {
      // Last year's same months (where the data reaches back) give the forecast its seasonal shape.
      const last = { start: maxDay(`${year - 1}-01-01`, config.dataFrom), end: minDay(`${year - 1}-12-31`, config.dataTo) };
      const periods = [{ start: span.start, end: span.end }, ...(last.start <= last.end ? [last] : [])];
      const answers = await analysisApi(api, pid).aggQueries(
        periods.flatMap((p) => ENERGY_TYPES.map((t) => ({ stores: [store], start: p.start, end: p.end, groupby: 'month' as const, energytypes: [t] }))),
        { signal },
      );
      const pick = (offset: number, y: number) => Object.fromEntries(ENERGY_TYPES.map((t, i) => [t, monthlyOf(y, answers[offset + i])])) as Monthly;
      return { current: pick(0, year), last: periods.length > 1 ? pick(ENERGY_TYPES.length, year - 1) : null };
    },
    [store, span.start, span.end],
  );

  if (!plan.value || plan.value.year !== year || plan.value.store !== store) return <LoadState status={plan.status} onRetry={() => void plan.reload()} />;
  if (!actual.value) return <LoadState status={actual.status} onRetry={() => void actual.reload()} />;
  const budget = draftOf(plan.value.plan);
  const monthly = actual.value.current[type];
  const lastYear = actual.value.last?.[type] ?? Array<number | null>(12).fill(null);
  const forecast = forecastYear(year, monthly, lastYear, config.dataTo.slice(0, 7));
  const hasBudget = budget[type].every((v) => v !== null);
  const unit = ENERGY_UNIT[type];
  const annualBudget = hasBudget ? budget[type].reduce<number>((s, v) => s + (v ?? 0), 0) : null;
  const withData = monthly.flatMap((v, i) => (v === null ? [] : [i]));
  const toDate = withData.reduce((s, i) => s + monthly[i]!, 0);
  const budgetToDate = hasBudget ? withData.reduce((s, i) => s + budget[type][i]!, 0) : null;
  const over = hasBudget ? withData.filter((i) => monthly[i]! > budget[type][i]!) : [];
  const yearEnd = forecast ? forecast.yearEnd : toDate;
  const q = (v: number) => format.quantity(v, unit);

  return (
    <>
      <ReadOnlyNote grants={grants} />
      <KpiRow
        items={[
          {
            key: 'budget',
            title: intl.formatMessage({ id: 'efficiency.budget.kpi.annual' }, { type: format.energyType(type) }),
            value: annualBudget === null ? intl.formatMessage({ id: 'efficiency.budget.notSet' }) : q(annualBudget),
          },
          {
            key: 'actual',
            title: intl.formatMessage({ id: 'efficiency.budget.kpi.toDate' }),
            value: q(toDate),
            extra: budgetToDate ? intl.formatMessage({ id: 'efficiency.budget.kpi.ofBudget' }, { value: format.percent((toDate / budgetToDate) * 100) }) : undefined,
          },
          {
            key: 'forecast',
            title: intl.formatMessage({ id: forecast ? 'efficiency.budget.kpi.forecast' : 'efficiency.budget.kpi.yearTotal' }),
            value: q(yearEnd),
            trend: annualBudget ? { change: ((yearEnd - annualBudget) / annualBudget) * 100, goodWhen: 'down' } : undefined,
            extra: annualBudget ? intl.formatMessage({ id: 'efficiency.budget.kpi.vsBudget' }) : undefined,
          },
          {
            key: 'over',
            title: intl.formatMessage({ id: 'efficiency.budget.kpi.overMonths' }),
            value: hasBudget ? over.length : null,
            unit: hasBudget ? `/ ${withData.length}` : undefined,
            fractionDigits: 0,
          },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24}>
          <Card size="small" title={intl.formatMessage({ id: 'efficiency.budget.chart' }, { type: format.energyType(type), year })}>
            <BudgetChart year={year} unit={unit} actual={monthly} budget={hasBudget ? budget[type] : null} forecast={forecast?.months ?? null} />
            <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0 0' }} data-testid="forecast-note">
              {forecast
                ? forecast.ratio !== null
                  ? intl.formatMessage({ id: 'efficiency.budget.method.seasonal' }, { ratio: format.percent(forecast.ratio * 100) })
                  : intl.formatMessage({ id: 'efficiency.budget.method.rate' })
                : intl.formatMessage({ id: 'efficiency.budget.method.none' })}
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24}>
          <Card size="small" title={intl.formatMessage({ id: 'efficiency.budget.table' }, { year })}>
            <BudgetTable
              key={`${store}-${year}-${plan.value.version}`}
              store={store}
              year={year}
              types={meteredTypes(config)}
              initial={budget}
              actual={actual.value.current}
              onSaved={() => setVersion((v) => v + 1)}
              canEdit={grants.canEdit}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
});
