import { usePageGrants } from '../shared/usePageGrants';
import { Card, Select, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ENERGY_TYPES, type AggExportRow, type EnergyType, type MeterKind } from '../../../api/energyTypes';
import type { ExportColumn } from '../../../lib/export';
import { useStores } from '../../../stores/context';
import { ExportButton, idListParam, listParam, oneOfParam, useSearchParam, type ExportJob } from '../../../ui';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useResource } from '../../../ui/resource/useResource';
import { LabelledSelect } from './controls';
import { ReportTable } from './ReportTable';
import { exportReport } from './reportExport';
import { analysisApi, reportApi } from '../../../api/analysis';

type ReportInterval = 'hour' | 'day' | 'month';
const INTERVALS: readonly ReportInterval[] = ['day', 'hour', 'month'];
const intervalParam = oneOfParam(INTERVALS);
const typesParam = listParam((t) => (ENERGY_TYPES as readonly string[]).includes(t), { max: 4 });
const metersParam = idListParam({ max: 100 });
const PAGE_SIZE = 20;

function useReportParams() {
  const [interval, setInterval] = useSearchParam('interval', intervalParam, 'day');
  const [types, setTypes] = useSearchParam('types', typesParam, []);
  const [meters, setMeters] = useSearchParam('meters', metersParam, []);
  return { interval, setInterval, types: types as EnergyType[], setTypes, meters, setMeters };
}

/** `energy-data-report`: every meter's energy, carbon and cost bucket by bucket, with totals and an export of what the filters match. */
export default function EnergyDataReportScreen() {
  const params = useReportParams();
  const intl = useIntl();
  return (
    <EnergyFrame
      granularities={['month', 'day', 'week', 'year', 'custom']}
      toolbar={
        <LabelledSelect<ReportInterval>
          label={intl.formatMessage({ id: 'analysis.report.interval' })}
          value={params.interval}
          onChange={params.setInterval}
          options={INTERVALS.map((i) => ({ value: i, label: intl.formatMessage({ id: `analysis.report.interval.${i}` }) }))}
        />
      }
    >
      <EnergyDataReport {...params} />
    </EnergyFrame>
  );
}

const EnergyDataReport = observer(function EnergyDataReport(p: ReturnType<typeof useReportParams>) {
  const intl = useIntl();
  const { api } = useStores();
  // Export only with the page's export permission.
  const { pid, canExport } = usePageGrants();
  const { store, config, period, format } = useEnergy();
  // Only the store's meters count; unknown ids from the URL are dropped.
  const meters = p.meters.filter((did) => config.meters.some((m) => m.did === did));
  const types = p.types.filter((t) => config.meters.some((m) => m.energytype === t));
  const [page, setPage] = useState({ key: '', page: 1 });
  const viewKey = [store, period.start, period.end, p.interval, types.join(','), meters.join(',')].join('|');
  const current = page.key === viewKey ? page.page : 1;
  const report = useResource(
    (signal) =>
      reportApi(api, pid).query(
        {
          report: 'energy-data', store, start: period.start, end: period.end, interval: p.interval, page: current, pagesize: PAGE_SIZE,
          ...(types.length ? { energytypes: types } : {}),
          ...(meters.length ? { meters } : {}),
        },
        { signal },
      ),
    [viewKey, current],
  );
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const kinds = [...new Set(config.meters.filter((m) => meters.includes(m.did)).map((m) => m.kind))] as MeterKind[];

  // A new job each render is fine: ExportButton runs the one current when the user clicks.
  const job: ExportJob = (context) => {
    const columns: ExportColumn<AggExportRow>[] = [
      { key: 'time', title: intl.formatMessage({ id: 'report.col.time' }) },
      { key: 'meterName', title: intl.formatMessage({ id: 'report.col.meter' }) },
      { key: 'energytype', title: intl.formatMessage({ id: 'report.col.energytype' }), value: (r) => format.energyType(r.energytype) },
      { key: 'unit', title: intl.formatMessage({ id: 'report.col.unit' }) },
      { key: 'energy', title: intl.formatMessage({ id: 'report.col.energy' }), type: 'number' },
      { key: 'carbon', title: `${intl.formatMessage({ id: 'report.col.carbon' })} (kgCO2)`, type: 'number' },
      { key: 'cost', title: `${intl.formatMessage({ id: 'report.col.cost' })} (${format.moneyCurrency})`, type: 'number', value: (r) => Math.round(format.moneyValue(r.cost) * 100) / 100 },
    ];
    const basename = `${intl.formatMessage({ id: 'analysis.report.file' })}-${config.storeName}-${period.start}-${period.end}`;
    return exportReport(analysisApi(api, pid), { store, start: period.start, end: period.end, interval: p.interval, types, meters, kinds }, columns, basename, context);
  };

  if (!report.value) return <LoadState status={report.status} onRetry={() => void report.reload()} />;
  const answer = report.value;
  const exportMeters = config.meters.filter((m) => (types.length === 0 || types.includes(m.energytype)) && (meters.length === 0 || meters.includes(m.did)));

  return (
    <>
      <KpiRow
        items={[
          { key: 'rows', title: text('analysis.report.kpi.rows'), value: answer.total, fractionDigits: 0 },
          { key: 'meters', title: text('analysis.report.kpi.meters'), value: config.meters.length, fractionDigits: 0 },
          { key: 'carbon', title: text('analysis.report.kpi.carbon'), value: format.carbon(answer.totals.carbon ?? 0) },
          { key: 'cost', title: text('analysis.report.kpi.cost'), value: format.money(answer.totals.cost ?? 0) },
        ]}
      />
      <Card size="small" title={text(canExport ? 'common.export' : 'analysis.report.selection')} style={{ marginBottom: 12 }}>
        <Space wrap>
          <Select<string[]>
            mode="multiple"
            allowClear
            aria-label={text('analysis.report.types')}
            placeholder={text('analysis.report.allTypes')}
            value={types}
            onChange={p.setTypes}
            options={ENERGY_TYPES.filter((t) => config.meters.some((m) => m.energytype === t)).map((t) => ({ value: t, label: format.energyType(t) }))}
            style={{ minWidth: 200 }}
          />
          <Select<string[]>
            mode="multiple"
            allowClear
            aria-label={text('analysis.report.meters')}
            placeholder={text('analysis.report.allMeters')}
            value={meters}
            onChange={p.setMeters}
            optionFilterProp="label"
            maxTagCount="responsive"
            options={config.meters.filter((m) => types.length === 0 || types.includes(m.energytype)).map((m) => ({ value: m.did, label: m.name }))}
            style={{ minWidth: 260, maxWidth: 480 }}
          />
          {canExport ? <ExportButton job={job} disabled={exportMeters.length === 0} /> : null}
        </Space>
        {canExport ? (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {text('analysis.report.exportNote', { meters: exportMeters.length, start: format.day(period.start), end: format.day(period.end), interval: text(`analysis.report.interval.${p.interval}`) })}
          </Typography.Paragraph>
        ) : null}
      </Card>
      <ReportTable answer={answer} loading={report.loading} page={current} pageSize={PAGE_SIZE} onPage={(n) => setPage({ key: viewKey, page: n })} />
    </>
  );
});
