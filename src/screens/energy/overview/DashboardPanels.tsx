import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Card, Empty, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ENERGY_UNIT, type AggAnswer, type AggRow } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
import { GaugeChart, LazyChart, TimeSeriesChart } from '../../../ui';
import { LoadState, useEnergy } from '../shared/EnergyFrame';
import { useResource } from '../../../ui/resource/useResource';
import { budgetOfPeriod, budgetedTypes, yearsOf } from './budget';
import { analysisApi } from '../../../api/analysis';

const GAUGE_HEIGHT = 220;

/** Share of the electricity used that came from on-site PV. */
export function GreenGauge({ energy, green }: { energy: number; green: number }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const title = intl.formatMessage({ id: 'overview.dashboard.green' });
  const share = energy > 0 ? (green / energy) * 100 : 0;
  return (
    <Card size="small" title={title}>
      <GaugeChart value={Math.round(share * 10) / 10} max={100} unit="%" height={GAUGE_HEIGHT} aria-label={`${title}: ${format.percent(share)}`} />
      <Typography.Text type="secondary">
        {intl.formatMessage({ id: 'overview.dashboard.greenDetail' }, { green: format.quantity(green, 'kWh'), total: format.quantity(energy, 'kWh') })}
      </Typography.Text>
    </Card>
  );
}

/** Use of the saved budget over the period (electricity when budgeted, else the first budgeted type). */
export const BudgetGauge = observer(function BudgetGauge({ used }: { used: AggAnswer }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, period, format } = useEnergy();
  const { token } = theme.useToken();
  const title = intl.formatMessage({ id: 'overview.dashboard.budget' });
  const years = yearsOf(period.start, period.end);
  const plans = useResource((signal) => Promise.all(years.map((year) => analysisApi(api, pid).setting({ kind: 'budget', store, year }, { signal }))), [store, years.join(',')]);
  if (!plans.value) {
    return (
      <Card size="small" title={title}>
        <LoadState status={plans.status} onRetry={() => void plans.reload()} rows={3} />
      </Card>
    );
  }
  const types = budgetedTypes(plans.value);
  const type = types.includes('electricity') ? 'electricity' : types[0];
  const budget = type ? budgetOfPeriod(plans.value, type, period.start, period.end) : null;
  if (!type || budget === null || budget <= 0) {
    return (
      <Card size="small" title={title}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'overview.dashboard.noBudget' }, { years: years.join(', ') })} />
      </Card>
    );
  }
  const energy = used.rows.find((r) => r.key === type)?.energy ?? 0;
  const use = (energy / budget) * 100;
  return (
    <Card size="small" title={title}>
      <GaugeChart
        value={Math.round(use * 10) / 10}
        max={Math.max(100, Math.ceil(use / 10) * 10)}
        unit="%"
        // Within 90 % of the budget is fine, up to 100 % a warning, beyond it over budget.
        bands={[
          { upTo: 90, color: token.colorSuccess },
          { upTo: 100, color: token.colorWarning },
          { upTo: Infinity, color: token.colorError },
        ]}
        height={GAUGE_HEIGHT}
        aria-label={`${title}: ${format.percent(use)}`}
      />
      <Typography.Text type="secondary">
        {intl.formatMessage(
          { id: 'overview.dashboard.budgetDetail' },
          { type: format.energyType(type), used: format.quantity(energy, ENERGY_UNIT[type]), budget: format.quantity(budget, ENERGY_UNIT[type]) },
        )}
      </Typography.Text>
    </Card>
  );
});

/** Hourly electricity of the last day with data, with PV generation when the store has PV. */
export const LastDayLoad = observer(function LastDayLoad() {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, format } = useEnergy();
  const day = config.dataTo;
  const pv = config.meters.filter((m) => m.kind === 'pv').map((m) => m.did);
  const title = intl.formatMessage({ id: 'overview.dashboard.load' }, { day: format.day(day) });
  const load = useResource(async (signal) => {
    const base = { store, metric: 'energy' as const, start: day, end: day, interval: 'hour' as const };
    const [mains, generation] = await Promise.all([
      analysisApi(api, pid).query({ ...base, energytypes: ['electricity'] }, { signal }),
      pv.length > 0 ? analysisApi(api, pid).query({ ...base, meters: pv }, { signal }) : Promise.resolve(null),
    ]);
    return { mains, generation };
  }, [store, day]);
  return (
    <Card size="small" title={title}>
      {!load.value ? (
        <LoadState status={load.status} onRetry={() => void load.reload()} />
      ) : load.value.mains.series.length === 0 ? (
        <Empty description={intl.formatMessage({ id: 'energy.noData' })} />
      ) : (
        <TimeSeriesChart
          buckets={load.value.mains.buckets}
          series={[
            ...load.value.mains.series.map((s) => ({ key: s.key, name: format.energyType(s.energytype), values: s.values, area: true })),
            ...(load.value.generation?.series ?? []).map((s) => ({ key: s.key, name: s.name, values: s.values, dashed: true })),
          ]}
          unit="kWh"
          height={280}
          loading={load.loading}
          aria-label={title}
        />
      )}
    </Card>
  );
});

/** Energy split by type, in tonnes of coal equivalent (the only unit the types share). */
export function TypeSplit({ rows }: { rows: AggRow[] }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const title = intl.formatMessage({ id: 'overview.dashboard.split' });
  return (
    <Card size="small" title={title}>
      {rows.length === 0 ? (
        <Empty description={intl.formatMessage({ id: 'energy.noData' })} />
      ) : (
        <LazyChart
          height={GAUGE_HEIGHT + 22}
          aria-label={title}
          option={{
            tooltip: { trigger: 'item', valueFormatter: (v) => `${format.number(Number(v), 3)} tce` },
            legend: { bottom: 0 },
            series: [
              {
                type: 'pie',
                radius: ['40%', '68%'],
                data: rows.map((r) => ({ name: format.energyType(r.energytype ?? 'electricity'), value: Number(r.tce.toFixed(3)) })),
              },
            ],
          }}
        />
      )}
    </Card>
  );
}
