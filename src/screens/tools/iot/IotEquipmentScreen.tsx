import { Card, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { SIM_ALERTS, SIM_EXPIRY_WARNING_DAYS, SIM_OPERATORS, SIM_STATES, type SimCardQuery, type SimCardRow } from '../../../api/tools/iotTypes';
import { TOOLS_PIDS } from '../../../api/tools/types';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { FilterBar } from '../../../ui/filter-bar/FilterBar';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { KpiRow } from '../../../ui/KpiRow';
import { useResource } from '../../../ui/resource/useResource';
import { anyText, oneOf, useListFilters } from '../../../ui/url-state/useListFilters';
import { localDay, simColumns, simExportColumns } from './simColumns';
import { toolsApi } from '../../../api/tools';
import { LoadFailed } from '../../../ui/LoadFailed';

const FILTERS = { q: anyText, operator: oneOf(...SIM_OPERATORS), state: oneOf(...SIM_STATES), alert: oneOf(...SIM_ALERTS) };

/**
 * `iot-equipment`: the SIM cards of the store's gateways (the gateways the device pages show)
 * and its spares, with alerts for cards near or past expiry and over their monthly data plan.
 */
export default observer(function IotEquipmentScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project, pages } = useStores();
  const store = project.currentStore;
  const pid = usePagePid({ fallback: TOOLS_PIDS.iot });
  const { filters, bar, filtered } = useListFilters(FILTERS);
  const query: SimCardQuery = { pid, store, search: filters.q || undefined, operator: filters.operator || undefined, state: filters.state || undefined, alert: filters.alert || undefined };
  const list = useResource(store && pid ? (signal) => toolsApi(api).iot.list(query, { signal }) : null, [api, store, pid, filters]);
  const columns = useMemo(() => simColumns(intl), [intl]);
  if (!list.value && list.status === 'error') {
    return <LoadFailed title={t('tools.iot.loadFailed')} onRetry={() => void list.reload()} />;
  }
  const data = list.value;
  const rows = data?.rows ?? [];
  const kpis = data?.kpis;
  const title = t('tools.iot.title');
  return (
    <div>
      <KpiRow
        items={[
          { key: 'cards', title: t('tools.iot.kpi.cards'), value: kpis?.cards, loading: !kpis },
          { key: 'active', title: t('tools.iot.kpi.active'), value: kpis?.active, loading: !kpis },
          { key: 'expiring', title: t('tools.iot.kpi.expiring', { days: SIM_EXPIRY_WARNING_DAYS }), value: kpis?.expiring, loading: !kpis },
          { key: 'overQuota', title: t('tools.iot.kpi.overQuota'), value: kpis?.overQuota, loading: !kpis },
        ]}
      />
      <Card title={title} extra={pages.can('export', pid) ? <ExportButton job={rowsExportJob(async (signal) => (await toolsApi(api).iot.list(query, { signal })).rows, simExportColumns(intl), title)} /> : null}>
        {data ? <Typography.Paragraph type="secondary">{t('tools.iot.today', { today: localDay(intl, data.today), days: SIM_EXPIRY_WARNING_DAYS })}</Typography.Paragraph> : null}
        <FilterBar
          aria-label={t('tools.iot.filters')}
          fields={[
            { key: 'q', kind: 'text', label: t('tools.iot.search') },
            { key: 'operator', kind: 'enum', label: t('tools.iot.operator'), options: SIM_OPERATORS.map((o) => ({ value: o, label: t(`tools.iot.operator.${o}`) })) },
            { key: 'state', kind: 'enum', label: t('tools.iot.state'), options: SIM_STATES.map((s) => ({ value: s, label: t(`tools.iot.state.${s}`) })) },
            { key: 'alert', kind: 'enum', label: t('tools.iot.alerts'), options: SIM_ALERTS.map((a) => ({ value: a, label: t(`tools.iot.alert.${a}`) })) },
          ]}
          {...bar}
        />
        {data && rows.length === 0 ? (
          <EmptyData description={t(filtered ? 'tools.iot.noneMatch' : 'tools.iot.none')} />
        ) : (
          <Table<SimCardRow>
            aria-label={title}
            size="small"
            rowKey="iccid"
            loading={!data}
            dataSource={rows}
            columns={columns}
            pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
            scroll={{ x: 1500 }}
          />
        )}
      </Card>
    </div>
  );
});
