import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { StorageSystem } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
import { TimeSeriesChart } from '../../../ui';
import { useEnergy } from '../shared/EnergyFrame';
import { useResource } from '../../../ui/resource/useResource';
import { sumSeries } from './assetMeters';
import { DEFAULT_SOC } from './runConfigDefaults';
import { Section } from './Section';
import { estimateSoc } from './soc';
import { analysisApi } from '../../../api/analysis';

/**
 * Hourly charge and discharge of one day with the estimated state of charge. The floor of the
 * estimate is the run configuration's minimum SOC (or the default when none is saved).
 */
export const SocCard = observer(function SocCard({ systems, day }: { systems: StorageSystem[]; day: string }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, format } = useEnergy();
  const charges = systems.map((s) => s.chargeMeter);
  const discharges = systems.map((s) => s.dischargeMeter);
  const capacity = systems.reduce((sum, s) => sum + s.capacityKwh, 0);
  const data = useResource(
    async (signal) => {
      const [series, run] = await Promise.all([
        analysisApi(api, pid).query({ store, meters: [...charges, ...discharges], metric: 'energy', start: day, end: day, interval: 'hour' }, { signal }),
        analysisApi(api, pid).setting({ kind: 'run-config', store }, { signal }),
      ]);
      const pick = (dids: string[]) => sumSeries(series.series.filter((s) => dids.includes(s.key)).map((s) => s.values), series.buckets.length);
      const charge = pick(charges);
      const discharge = pick(discharges);
      const floor = run?.socMin ?? DEFAULT_SOC.min;
      return { buckets: series.buckets, charge, discharge, floor, soc: estimateSoc(charge, discharge, capacity, floor).percent };
    },
    [store, day, charges.join(','), discharges.join(',')],
  );
  const title = intl.formatMessage({ id: 'assets.storage.soc' }, { day: format.day(day) });
  return (
    <Section
      title={title}
      resource={data}
      isEmpty={(v) => v.charge.every((x) => x === null) && v.discharge.every((x) => x === null)}
      emptyText={intl.formatMessage({ id: 'assets.noDataPeriod' })}
    >
      {(v) => (
        <>
          <TimeSeriesChart
            buckets={v.buckets}
            series={[
              { key: 'charge', name: intl.formatMessage({ id: 'assets.storage.series.charge' }), values: v.charge, type: 'bar' },
              { key: 'discharge', name: intl.formatMessage({ id: 'assets.storage.series.discharge' }), values: v.discharge, type: 'bar' },
              { key: 'soc', name: intl.formatMessage({ id: 'assets.storage.series.soc' }), values: v.soc, type: 'line', yAxis: 1 },
            ]}
            unit="kWh"
            unit2="%"
            height={300}
            loading={data.loading}
            aria-label={title}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {intl.formatMessage({ id: 'assets.storage.socExplain' }, { floor: String(v.floor), capacity: String(capacity) })}
          </Typography.Paragraph>
        </>
      )}
    </Section>
  );
});
