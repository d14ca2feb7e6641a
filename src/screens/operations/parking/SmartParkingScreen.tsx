import { Alert, Card, Select, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { dayText } from '../../../lib/dateText';
import { assetsApi } from '../../../api/operations';
import { PARKING_PID, type ParkingBay } from '../../../api/operations/parkingTypes';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { KpiRow } from '../../../ui/KpiRow';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useResource } from '../../../ui/resource/useResource';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { idParam } from '../../../ui/url-state/codecs';
import { OccupancyHeatmap } from './OccupancyHeatmap';

/**
 * `smart-car-parking`: a station's bays over the last seven days, from the registry's sessions:
 * charging time against the time a charged car blocks the bay, occupancy by hour, overstay fees.
 */
export default observer(function SmartParkingScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const pid = usePagePid({ fallback: PARKING_PID });
  const [station, setStation] = useSearchParam('station', idParam, '');
  const view = useResource(pid ? (signal) => assetsApi(api).parking({ pid, ...(station ? { station } : {}) }, { signal }) : null, [api, pid, station]);
  if (view.status === 'error' && !view.value) return <LoadFailed title={t('operations.parking.loadFailed')} onRetry={() => void view.reload()} />;
  const v = view.value;
  const hours = (minutes: number) => intl.formatNumber(minutes / 60, { maximumFractionDigits: 1 });
  const cny = (n: number) => intl.formatNumber(n, { style: 'currency', currency: v?.rule.currency ?? 'CNY', maximumFractionDigits: 0 });
  const share = v && v.kpis.chargingMinutes + v.kpis.idleMinutes > 0 ? v.kpis.idleMinutes / (v.kpis.chargingMinutes + v.kpis.idleMinutes) : 0;
  const baysTitle = t('operations.parking.bays');
  const job = rowsExportJob<ParkingBay>(
    async (signal) => (await assetsApi(api).parking({ pid, ...(station ? { station } : {}) }, { signal })).bays,
    [
      { key: 'code', title: t('operations.parking.bay') },
      { key: 'sessions', title: t('operations.parking.sessions'), type: 'number' },
      { key: 'chargingMinutes', title: t('operations.parking.chargingMinutes'), type: 'number' },
      { key: 'idleMinutes', title: t('operations.parking.idleMinutes'), type: 'number' },
      { key: 'overstays', title: t('operations.parking.overstays'), type: 'number' },
      { key: 'fees', title: t('operations.parking.fees'), type: 'number' },
    ],
    `parking-${station || v?.station.did || ''}`,
  );
  return (
    <div data-screen="smart-car-parking">
      <Space wrap style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }}>
        <Select
          aria-label={t('operations.parking.station')}
          style={{ width: 240 }}
          loading={!v}
          value={v?.station.did}
          onChange={setStation}
          options={(v?.stations ?? []).map((s) => ({ value: s.did, label: s.name }))}
        />
        <ExportButton job={job} disabled={!v || v.bays.length === 0} />
      </Space>
      {v ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('operations.parking.ruleTitle')}
          description={t('operations.parking.rule', { grace: v.rule.graceMinutes, step: v.rule.stepMinutes, fee: cny(v.rule.fee), from: dayText(intl, v.days[0] ?? ''), to: dayText(intl, v.days[v.days.length - 1] ?? '') })}
        />
      ) : null}
      <KpiRow
        items={[
          { key: 'sessions', title: t('operations.parking.sessions'), value: v ? intl.formatNumber(v.kpis.sessions) : null, loading: !v, extra: v ? t('operations.parking.bayCount', { count: v.kpis.bays }) : null },
          { key: 'charging', title: t('operations.parking.chargingHours'), value: v ? hours(v.kpis.chargingMinutes) : null, unit: 'h', loading: !v },
          { key: 'idle', title: t('operations.parking.idleHours'), value: v ? hours(v.kpis.idleMinutes) : null, unit: 'h', loading: !v, extra: v ? t('operations.parking.idleShare', { share: intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 1 }) }) : null },
          { key: 'fees', title: t('operations.parking.fees'), value: v ? cny(v.kpis.fees) : null, loading: !v, extra: v ? t('operations.parking.overstayCount', { count: v.kpis.overstays }) : null },
        ]}
      />
      <Card size="small" title={t('operations.parking.heatmap')} loading={!v} style={{ marginBottom: 12 }}>
        {v ? <OccupancyHeatmap days={v.days} heat={v.heat} zone={v.zone} /> : null}
      </Card>
      <Card size="small" title={baysTitle} loading={!v}>
        {v && v.bays.length === 0 ? (
          <EmptyData description={t('operations.parking.noBays')} />
        ) : (
          <Table<ParkingBay>
            aria-label={baysTitle}
            size="small"
            rowKey="gun"
            dataSource={v?.bays ?? []}
            pagination={false}
            columns={[
              { key: 'code', dataIndex: 'code', title: t('operations.parking.bay') },
              { key: 'sessions', title: t('operations.parking.sessions'), align: 'right', render: (_x, b) => intl.formatNumber(b.sessions) },
              { key: 'charging', title: t('operations.parking.chargingHours'), align: 'right', render: (_x, b) => hours(b.chargingMinutes) },
              { key: 'idle', title: t('operations.parking.idleHours'), align: 'right', render: (_x, b) => hours(b.idleMinutes) },
              { key: 'overstays', title: t('operations.parking.overstays'), align: 'right', render: (_x, b) => intl.formatNumber(b.overstays) },
              { key: 'fees', title: t('operations.parking.fees'), align: 'right', render: (_x, b) => cny(b.fees) },
            ]}
          />
        )}
      </Card>
    </div>
  );
});
