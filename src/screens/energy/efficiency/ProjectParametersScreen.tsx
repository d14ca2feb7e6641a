import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ENERGY_UNIT, type EmissionFactor } from '../../../api/energyTypes';
import { daysBetween } from '../../../lib/days';
import { useStores } from '../../../stores/context';
import { comparisonsOf, trendOf } from '../shared/comparison';
import { BandCostTable } from '../prices/BandCostTable';
import { EnergyFrame, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useComparedTotals } from '../shared/useComparedTotals';
import { useResource } from '../../../ui/resource/useResource';
import { TariffCard, usePriceFormat } from './TariffCard';
import { Table } from '../../../ui';
import { analysisApi } from '../../../api/analysis';

/**
 * `project-parameters`: the store's parameters (tariffs, emission factors, data coverage, time
 * zone), read-only; the period shows what electricity really cost in it, by time-of-use band.
 */
export default function ProjectParametersScreen() {
  return (
    <EnergyFrame>
      <ProjectParameters />
    </EnergyFrame>
  );
}

const ProjectParameters = observer(function ProjectParameters() {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, format } = useEnergy();
  const price = usePriceFormat();
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const key = [store, period.start, period.end];
  const electricity = useComparedTotals(comparisons, { stores: [store], groupby: 'energytype', energytypes: ['electricity'] }, key);
  const bands = useResource(
    (signal) => analysisApi(api, pid).aggQuery({ stores: [store], start: period.start, end: period.end, groupby: 'touBand', energytypes: ['electricity'] }, { signal }),
    key,
  );

  const online = config.meters.filter((m) => m.online).length;
  const avgPrice = (a: { total: { energy: number; cost: number } } | null | undefined) => (a && a.total.energy > 0 ? a.total.cost / a.total.energy : null);
  const current = avgPrice(electricity.value?.current);
  const yoy = avgPrice(electricity.value?.yoy);

  return (
    <>
      <KpiRow
        items={[
          { key: 'tz', title: intl.formatMessage({ id: 'efficiency.kpi.timezone' }), value: config.timezone },
          {
            key: 'coverage',
            title: intl.formatMessage({ id: 'efficiency.kpi.coverage' }),
            value: daysBetween(config.dataFrom, config.dataTo) + 1,
            unit: intl.formatMessage({ id: 'efficiency.unit.days' }),
            fractionDigits: 0,
            extra: format.dayRange(config.dataFrom, config.dataTo),
          },
          {
            key: 'meters',
            title: intl.formatMessage({ id: 'efficiency.kpi.meters' }),
            value: config.meters.length,
            fractionDigits: 0,
            extra: intl.formatMessage({ id: 'efficiency.kpi.online' }, { count: online }),
          },
          {
            key: 'price',
            title: intl.formatMessage({ id: 'efficiency.kpi.avgPrice' }),
            value: current === null ? null : `${price(current, config.fx.base)}/kWh`,
            loading: electricity.pending,
            trend: current !== null ? trendOf(current, yoy) : undefined,
          },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <TariffCard />
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title={intl.formatMessage({ id: 'efficiency.bands.title' })}>
            <BandCostTable bands={bands} />
          </Card>
          <Card size="small" style={{ marginTop: 12 }} title={intl.formatMessage({ id: 'efficiency.store.title' })}>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={intl.formatMessage({ id: 'efficiency.store.name' })}>{config.storeName}</Descriptions.Item>
              <Descriptions.Item label={intl.formatMessage({ id: 'efficiency.kpi.timezone' })}>{config.timezone}</Descriptions.Item>
              <Descriptions.Item label={intl.formatMessage({ id: 'efficiency.store.buildings' })}>{config.buildings.length}</Descriptions.Item>
              <Descriptions.Item label={intl.formatMessage({ id: 'efficiency.store.storage' })}>
                {config.storage.length === 0 ? '—' : config.storage.map((s) => `${s.name} (${format.number(s.capacityKwh, 0)} kWh / ${format.number(s.powerKw, 0)} kW)`).join(', ')}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24}>
          <FactorTable factors={config.factors} />
        </Col>
      </Row>
    </>
  );
});

/** Every emission factor of the store with the period it is in force and where it comes from. */
function FactorTable({ factors }: { factors: EmissionFactor[] }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const sorted = [...factors].sort((a, b) => a.energytype.localeCompare(b.energytype) || a.from.localeCompare(b.from));
  return (
    <Card size="small" title={intl.formatMessage({ id: 'efficiency.factors.title' })}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {intl.formatMessage({ id: 'energy.factor.formula' })}
      </Typography.Paragraph>
      <Table<EmissionFactor>
        aria-label={intl.formatMessage({ id: 'efficiency.factors.title' })}
        size="small"
        rowKey={(f) => `${f.energytype}-${f.from}`}
        pagination={false}
        dataSource={sorted}
        columns={[
          { key: 'type', title: intl.formatMessage({ id: 'efficiency.col.energyType' }), render: (_, f) => format.energyType(f.energytype) },
          { key: 'value', title: intl.formatMessage({ id: 'efficiency.col.factor' }), align: 'right', render: (_, f) => `${format.number(f.value, 4)} kgCO2/${ENERGY_UNIT[f.energytype]}` },
          { key: 'from', title: intl.formatMessage({ id: 'efficiency.col.from' }), render: (_, f) => format.day(f.from) },
          { key: 'to', title: intl.formatMessage({ id: 'efficiency.col.to' }), render: (_, f) => (f.to ? format.day(f.to) : intl.formatMessage({ id: 'efficiency.factors.inForce' })) },
          { key: 'source', dataIndex: 'source', title: intl.formatMessage({ id: 'efficiency.col.source' }) },
        ]}
      />
    </Card>
  );
}
