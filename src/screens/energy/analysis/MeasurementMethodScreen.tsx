import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Card, Col, Row, Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ENERGY_UNIT, type EnergyType } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
import { EmptyData, LazyChart, StatusTag, Table } from '../../../ui';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useResource } from '../../../ui/resource/useResource';
import { ALL_KINDS, METER_TYPE_CODES, TYPE_OF_CODE, meterRows, overallCoverage, type MeterRow, type MeterTypeCode } from './meteringModel';
import { useRouteParamTab } from '../../../ui/url-state/useRouteParamTab';
import { analysisApi } from '../../../api/analysis';

/** `measurement-method/:metertype?`: how the store's energy is metered, per energy type (1–4 in the path). */
export default function MeasurementMethodScreen() {
  return (
    <EnergyFrame>
      <MeasurementMethod />
    </EnergyFrame>
  );
}

function MeasurementMethod() {
  const intl = useIntl();
  const { format } = useEnergy();
  const [code, setCode] = useRouteParamTab<MeterTypeCode>('metertype', METER_TYPE_CODES, 1);
  return (
    <>
      <Tabs
        activeKey={String(code)}
        onChange={(key) => setCode(Number(key) as MeterTypeCode)}
        aria-label={intl.formatMessage({ id: 'analysis.method.tabs' })}
        items={METER_TYPE_CODES.map((c) => ({ key: String(c), label: format.energyType(TYPE_OF_CODE[c]) }))}
      />
      <MethodOfType type={TYPE_OF_CODE[code]} />
    </>
  );
}

const MethodOfType = observer(function MethodOfType({ type }: { type: EnergyType }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, format } = useEnergy();
  const agg = useResource(
    (signal) => analysisApi(api, pid).aggQuery({ stores: [store], start: period.start, end: period.end, groupby: 'meter', energytypes: [type], kinds: ALL_KINDS }, { signal }),
    [store, period.start, period.end, type],
  );
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (!config.meters.some((m) => m.energytype === type)) {
    return <EmptyData description={text('analysis.method.noMeters', { type: format.energyType(type) })} />;
  }
  if (!agg.value) return <LoadState status={agg.status} onRetry={() => void agg.reload()} />;
  const rows = meterRows(config.meters, type, agg.value.rows);
  const online = rows.filter((r) => r.online).length;
  const coverage = overallCoverage(rows);
  const byMethod = (['direct', 'ct', 'virtual'] as const).map((method) => ({ method, count: rows.filter((r) => r.method === method).length }));
  const unit = ENERGY_UNIT[type];

  return (
    <>
      <KpiRow
        items={[
          { key: 'meters', title: text('analysis.method.kpi.meters'), value: rows.length, fractionDigits: 0, extra: text('analysis.method.mainsSubs', { mains: rows.filter((r) => r.kind === 'main').length, subs: rows.filter((r) => r.kind === 'sub').length }) },
          { key: 'online', title: text('analysis.method.kpi.online'), value: rows.length ? (online / rows.length) * 100 : null, unit: '%', fractionDigits: 1, extra: text('analysis.method.onlineOf', { online, total: rows.length }) },
          { key: 'methods', title: text('analysis.method.kpi.methods'), value: byMethod.map((m) => `${text(`analysis.method.${m.method}`)} ${m.count}`).join(' · ') },
          {
            key: 'coverage',
            title: text('analysis.method.kpi.coverage'),
            value: coverage.percent,
            unit: coverage.percent === null ? undefined : '%',
            fractionDigits: 1,
            extra: coverage.percent === null ? text('analysis.method.noSubs') : undefined,
          },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={17}>
          <Card size="small" title={text('analysis.method.table')}>
            <MeterTable rows={rows} unit={unit} loading={agg.loading} />
          </Card>
        </Col>
        <Col xs={24} xl={7}>
          <Card size="small" title={text('analysis.method.chart')}>
            <LazyChart
              height={260}
              aria-label={text('analysis.method.chart')}
              option={{
                tooltip: { trigger: 'item' },
                legend: { bottom: 0 },
                series: [{ type: 'pie', radius: ['40%', '68%'], data: byMethod.filter((m) => m.count > 0).map((m) => ({ name: text(`analysis.method.${m.method}`), value: m.count })) }],
              }}
            />
            <p style={{ marginTop: 8, opacity: 0.75 }}>{text('analysis.method.coverageNote')}</p>
          </Card>
        </Col>
      </Row>
    </>
  );
});

function MeterTable({ rows, unit, loading }: { rows: MeterRow[]; unit: string; loading: boolean }) {
  const intl = useIntl();
  const { config, format } = useEnergy();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const buildingName = new Map(config.buildings.map((b) => [b.did, b.name]));
  return (
    <Table<MeterRow>
      size="small"
      rowKey="did"
      loading={loading}
      pagination={false}
      dataSource={rows}
      scroll={{ x: 900 }}
      aria-label={text('analysis.method.table')}
      columns={[
        { key: 'name', title: text('analysis.col.meter'), render: (_, r) => r.name },
        { key: 'building', title: text('analysis.col.building'), render: (_, r) => buildingName.get(r.building) ?? '—' },
        {
          key: 'position',
          title: text('analysis.col.position'),
          render: (_, r) => (r.kind === 'sub' ? text('analysis.method.subOf', { parent: r.parentName ?? '—' }) : text(`analysis.kind.${r.kind}`)),
        },
        { key: 'category', title: text('analysis.col.category'), render: (_, r) => text(`analysis.category.${r.category}`) },
        {
          key: 'method',
          title: text('analysis.col.method'),
          render: (_, r) => (r.method === 'ct' ? text('analysis.method.ctRatio', { ratio: r.ratio }) : text(`analysis.method.${r.method}`)),
        },
        { key: 'accuracy', title: text('analysis.col.accuracy'), render: (_, r) => r.accuracyClass },
        {
          key: 'online',
          title: text('analysis.col.online'),
          render: (_, r) => <StatusTag tone={r.online ? 'success' : 'error'}>{text(r.online ? 'analysis.online' : 'analysis.offline')}</StatusTag>,
        },
        { key: 'energy', title: text('analysis.col.energy', { unit }), align: 'right', render: (_, r) => (r.energy === null ? '—' : format.number(r.energy, 1)) },
        { key: 'coverage', title: text('analysis.col.coverage'), align: 'right', render: (_, r) => (r.coverage === null ? '—' : format.percent(r.coverage)) },
      ]}
    />
  );
}
