import { Alert, Button, Card, Select, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { DeviceView, HotWaterPlan, HotWaterRecord } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { pagedExportJob } from '../../../ui/export-button/pagedExportJob';
import { KpiRow } from '../../../ui/KpiRow';
import { LastUpdated } from '../../../ui/live/LastUpdated';
import { planColumns, recordColumns, recordExportColumns, systemColumns } from './hotWaterColumns';
import { PlanDialog, TASKS } from './PlanDialog';
import { RECORD_PAGE_SIZE, useHotWater } from './useHotWater';
import { devicesApi } from '../../../api/devices';
import { LoadFailed } from '../../../ui/LoadFailed';

/**
 * `hot-water-maintance` (spelled so): the store's hot-water systems live (tank temperature, heater,
 * energy today), their maintenance plans (interval, next run, disinfection temperature and hold)
 * and the records the simulator and people leave, filtered and exported.
 */
export default function HotWaterMaintenanceScreen() {
  return <HotWaterMaintenance />;
}

const HotWaterMaintenance = observer(function HotWaterMaintenance() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, now } = useStores();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<HotWaterPlan | 'new' | null>(null);
  const state = useHotWater(version);
  const { systems, plans, records, filters, can } = state;
  const list: DeviceView[] = systems.resource.value ?? [];
  const names = new Map(list.map((d) => [d.did, d.name]));
  const nameOf = (did: string) => names.get(did) ?? did;
  const readAt = list[0]?.readAt ? Date.parse(list[0].readAt) : now();
  const recordRows = records.value?.data ?? [];
  const failed = recordRows.filter((r) => !r.passed).length;

  if (!systems.resource.value && systems.resource.status === 'error') {
    return <LoadFailed title={t('devices.loadFailed')} onRetry={systems.refresh} />;
  }
  const loaded = systems.resource.value !== undefined;
  return (
    <div data-screen="hot-water-maintance">
      <KpiRow
        items={[
          { key: 'systems', title: t('devices.hotwater.kpi.systems'), value: loaded ? list.length : null, fractionDigits: 0 },
          { key: 'heating', title: t('devices.hotwater.kpi.heating'), value: loaded ? list.filter((d) => d.hotwater?.heating).length : null, fractionDigits: 0 },
          { key: 'energy', title: t('devices.hotwater.kpi.energyToday'), value: loaded ? list.reduce((sum, d) => sum + (d.hotwater?.energyTodayKwh ?? 0), 0) : null, unit: 'kWh', fractionDigits: 1 },
          { key: 'failed', title: t('devices.hotwater.kpi.failed'), value: records.value ? failed : null, fractionDigits: 0 },
        ]}
      />
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Card size="small" title={t('devices.hotwater.systems')} extra={<LastUpdated live={systems} />}>
          {loaded && list.length === 0 ? (
            <EmptyData description={t('devices.hotwater.noSystems')} />
          ) : (
            <Table<DeviceView> aria-label={t('devices.hotwater.systems')} size="small" rowKey="did" loading={!loaded} dataSource={list} columns={systemColumns(intl)} pagination={false} />
          )}
        </Card>
        <Card
          size="small"
          title={t('devices.hotwater.plans')}
          extra={can.add && list.length > 0 ? <Button type="primary" onClick={() => setEditing('new')}>{t('devices.hotwater.newPlan')}</Button> : null}
        >
          {!can.add && !can.edit ? <Alert type="info" showIcon title={t('devices.hotwater.viewOnly')} style={{ marginBottom: 12 }} /> : null}
          {plans.status === 'error' && !plans.value ? (
            <LoadFailed inline title={t('devices.hotwater.loadFailed')} onRetry={() => void plans.reload()} />
          ) : plans.value && plans.value.length === 0 ? (
            <EmptyData description={t('devices.hotwater.noPlans')} />
          ) : (
            <Table<HotWaterPlan>
              aria-label={t('devices.hotwater.plans')}
              size="small"
              rowKey="did"
              loading={!plans.value}
              dataSource={plans.value ?? []}
              columns={[
                ...planColumns(intl, nameOf, readAt),
                ...(can.edit
                  ? [{ key: 'edit', title: t('devices.hotwater.actions'), render: (_: unknown, p: HotWaterPlan) => <Button size="small" onClick={() => setEditing(p)} aria-label={t('devices.hotwater.editOf', { name: `${nameOf(p.system)} ${t(`devices.hotwater.task.${p.task}`)}` })}>{t('common.edit')}</Button> }]
                  : []),
              ]}
              pagination={false}
            />
          )}
        </Card>
        <Card
          size="small"
          title={t('devices.hotwater.records')}
          extra={
            can.export ? (
              <ExportButton
                disabled={!records.value?.total}
                job={pagedExportJob<HotWaterRecord>({
                  columns: recordExportColumns(intl, nameOf),
                  basename: t('devices.hotwater.records'),
                  pageSize: RECORD_PAGE_SIZE,
                  fetchPage: (page, pagesize, signal) => {
                    const query = { pid: state.pid, store: state.store, page, pagesize, system: filters.system || undefined, task: filters.task || undefined, result: filters.result || undefined };
                    return devicesApi(api).hotWaterRecords(query, { signal });
                  },
                })}
              />
            ) : null
          }
        >
          <Space wrap style={{ marginBottom: 12 }}>
            <Select aria-label={t('devices.hotwater.system')} style={{ minWidth: 180 }} value={filters.system} onChange={filters.setSystem} options={[{ value: '', label: t('devices.hotwater.allSystems') }, ...list.map((d) => ({ value: d.did, label: d.name }))]} />
            <Select aria-label={t('devices.hotwater.task')} style={{ minWidth: 160 }} value={filters.task} onChange={filters.setTask} options={[{ value: '', label: t('devices.hotwater.allTasks') }, ...TASKS.map((v) => ({ value: v, label: t(`devices.hotwater.task.${v}`) }))]} />
            <Select aria-label={t('devices.hotwater.result')} style={{ minWidth: 140 }} value={filters.result} onChange={filters.setResult} options={[{ value: '', label: t('devices.hotwater.allResults') }, { value: 'passed', label: t('devices.hotwater.passed') }, { value: 'failed', label: t('devices.hotwater.failed') }]} />
          </Space>
          {records.status === 'error' && !records.value ? (
            <LoadFailed inline title={t('devices.hotwater.loadFailed')} onRetry={() => void records.reload()} />
          ) : records.value && records.value.total === 0 ? (
            <EmptyData description={t('devices.hotwater.noRecords')} />
          ) : (
            <Table<HotWaterRecord> aria-label={t('devices.hotwater.records')} size="small" rowKey="did" loading={!records.value} dataSource={recordRows} columns={recordColumns(intl, nameOf)} pagination={{ pageSize: 20, showSizeChanger: false }} />
          )}
        </Card>
      </Space>
      {editing ? (
        <PlanDialog
          plan={editing === 'new' ? undefined : editing}
          systems={list}
          store={state.store}
          pid={state.pid}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setVersion((v) => v + 1);
          }}
        />
      ) : null}
    </div>
  );
});
