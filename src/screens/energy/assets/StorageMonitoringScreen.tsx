import { Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { StorageSystem } from '../../../api/energyTypes';
import { scaleUnit } from '../../../lib/carbon';
import { comparisonsOf, trendOf, vsPreviousText } from '../shared/comparison';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useComparedTotals } from '../shared/useComparedTotals';
import { SystemFilter } from './filters';
import { NoAsset } from './NoAsset';
import { SocCard } from './SocCard';
import { useDidParam } from './urlParams';
import { Table } from '../../../ui';

/**
 * `storage-monitoring`: the store's battery systems: capacity and power, energy charged and
 * discharged, round-trip efficiency, equivalent full cycles (charged ÷ capacity), and a state-of-charge estimate
 * over the last day of the period.
 */
export default function StorageMonitoringScreen() {
  return (
    <EnergyFrame toolbar={<SystemFilter />}>
      <StorageMonitoring />
    </EnergyFrame>
  );
}

function StorageMonitoring() {
  const { config } = useEnergy();
  const [picked] = useDidParam('system', config.storage.map((s) => s.did));
  if (config.storage.length === 0) return <NoAsset kind="storage" storeName={config.storeName} />;
  return <StorageBody systems={picked ? config.storage.filter((s) => s.did === picked) : config.storage} />;
}

interface SystemRow {
  did: string;
  name: string;
  capacityKwh: number;
  powerKw: number;
  charge: number;
  discharge: number;
}

const StorageBody = observer(function StorageBody({ systems }: { systems: StorageSystem[] }) {
  const intl = useIntl();
  const { store, config, period, format } = useEnergy();
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const totals = useComparedTotals(comparisons, { stores: [store], groupby: 'meter', kinds: ['storage-charge', 'storage-discharge'] }, [store, period.start, period.end]);

  if (!totals.value) return <LoadState status={totals.status} onRetry={() => void totals.reload()} />;
  const { current, yoy, mom } = totals.value;
  // Per system from the server's per-meter totals (each system has one charge and one discharge meter).
  const energyOf = (answer: typeof current | null, pick: (s: StorageSystem) => string) =>
    answer ? systems.reduce((sum, s) => sum + (answer.rows.find((r) => r.key === pick(s))?.energy ?? 0), 0) : null;
  const charge = energyOf(current, (s) => s.chargeMeter) ?? 0;
  const discharge = energyOf(current, (s) => s.dischargeMeter) ?? 0;
  const capacity = systems.reduce((s, x) => s + x.capacityKwh, 0);
  const power = systems.reduce((s, x) => s + x.powerKw, 0);
  const efficiency = charge > 0 ? (discharge / charge) * 100 : null;
  const lastEfficiency = (answer: typeof current | null) => {
    const c = energyOf(answer, (s) => s.chargeMeter);
    const d = energyOf(answer, (s) => s.dischargeMeter);
    return c && d !== null ? (d / c) * 100 : null;
  };
  const vsMom = trendOf(discharge, energyOf(mom, (s) => s.dischargeMeter), 'up');
  const rows: SystemRow[] = systems.map((s) => ({
    did: s.did,
    name: s.name,
    capacityKwh: s.capacityKwh,
    powerKw: s.powerKw,
    charge: current.rows.find((r) => r.key === s.chargeMeter)?.energy ?? 0,
    discharge: current.rows.find((r) => r.key === s.dischargeMeter)?.energy ?? 0,
  }));
  const percent = (v: number | null) => (v === null ? '—' : format.percent(v));

  return (
    <>
      <KpiRow
        items={[
          {
            key: 'capacity',
            title: intl.formatMessage({ id: 'assets.storage.kpi.capacity' }),
            ...scaleUnit(capacity, 'kWh'),
            extra: intl.formatMessage({ id: 'assets.storage.kpi.power' }, { value: format.number(power, 0) }),
          },
          {
            key: 'charge',
            title: intl.formatMessage({ id: 'assets.storage.kpi.charge' }),
            ...scaleUnit(charge, 'kWh'),
            trend: trendOf(charge, energyOf(yoy, (s) => s.chargeMeter), 'up'),
          },
          {
            key: 'discharge',
            title: intl.formatMessage({ id: 'assets.storage.kpi.discharge' }),
            ...scaleUnit(discharge, 'kWh'),
            trend: trendOf(discharge, energyOf(yoy, (s) => s.dischargeMeter), 'up'),
            extra: vsPreviousText(intl, format, vsMom?.change),
          },
          {
            key: 'efficiency',
            title: intl.formatMessage({ id: 'assets.storage.kpi.efficiency' }),
            value: efficiency,
            unit: '%',
            fractionDigits: 1,
            trend: efficiency !== null ? trendOf(efficiency, lastEfficiency(yoy), 'up') : undefined,
            // Equivalent full cycles: energy charged over capacity (as the storage charge report counts them).
            extra: capacity > 0 ? intl.formatMessage({ id: 'assets.storage.kpi.cycles' }, { value: format.number(charge / capacity, 1) }) : undefined,
          },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <SocCard systems={systems} day={period.end} />
        </Col>
        <Col xs={24} xl={10}>
          <Table<SystemRow>
            size="small"
            rowKey="did"
            pagination={false}
            aria-label={intl.formatMessage({ id: 'assets.storage.systems' })}
            title={() => intl.formatMessage({ id: 'assets.storage.systems' })}
            dataSource={rows}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'name', dataIndex: 'name', title: intl.formatMessage({ id: 'assets.col.system' }) },
              { key: 'cap', title: intl.formatMessage({ id: 'assets.col.capacity' }), align: 'right', render: (_, r) => `${format.number(r.capacityKwh, 0)} kWh / ${format.number(r.powerKw, 0)} kW` },
              { key: 'charge', title: intl.formatMessage({ id: 'assets.col.charge' }), align: 'right', render: (_, r) => format.quantity(r.charge, 'kWh') },
              { key: 'discharge', title: intl.formatMessage({ id: 'assets.col.discharge' }), align: 'right', render: (_, r) => format.quantity(r.discharge, 'kWh') },
              { key: 'eff', title: intl.formatMessage({ id: 'assets.col.efficiency' }), align: 'right', render: (_, r) => percent(r.charge > 0 ? (r.discharge / r.charge) * 100 : null) },
              { key: 'cycles', title: intl.formatMessage({ id: 'assets.col.cycles' }), align: 'right', render: (_, r) => format.number(r.capacityKwh > 0 ? r.charge / r.capacityKwh : 0, 1) },
            ]}
          />
        </Col>
      </Row>
    </>
  );
});
