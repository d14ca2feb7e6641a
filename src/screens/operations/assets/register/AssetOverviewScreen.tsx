import { Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { assetsApi } from '../../../../api/operations';
import { ASSET_REGISTER_PIDS, WARRANTY_WINDOW_DAYS, type AssetRow } from '../../../../api/operations/assetsTypes';
import { useStores } from '../../../../stores/context';
import { Table } from '../../../../ui/data-table/Table';
import { EmptyData } from '../../../../ui/EmptyData';
import { usePagePid } from '../../../../ui/hooks/usePagePid';
import { KpiRow } from '../../../../ui/KpiRow';
import { useResource } from '../../../../ui/resource/useResource';
import { registerFigures } from './figures';
import { RegisterCharts } from './RegisterCharts';

/** `asset-overview`: the asset register's figures: assets by category, state and station, their value, warranties ending. */
export default observer(function AssetOverviewScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const pid = usePagePid({ fallback: ASSET_REGISTER_PIDS.overview });
  const register = useResource(pid ? (signal) => assetsApi(api).register({ pid }, { signal }) : null, [api, pid]);
  const rows = register.value?.rows;
  // A failed first load is said on each chart, with its retry; the figures wait for the rows.
  const status = rows ? 'ready' : register.status === 'error' ? 'error' : 'loading';
  const waiting = status === 'loading';
  // Computed once per answer: the charts redraw only when the rows change.
  const f = useMemo(() => registerFigures(rows ?? []), [rows]);
  if (rows && rows.length === 0) return <EmptyData description={t('operations.assets.register.empty')} />;
  const cny = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'CNY', maximumFractionDigits: 0 });
  const endingTitle = t('operations.assets.register.endingTitle', { days: WARRANTY_WINDOW_DAYS });
  return (
    <div data-screen="asset-overview">
      <KpiRow
        items={[
          { key: 'count', title: t('operations.assets.register.assets'), value: rows ? intl.formatNumber(f.count) : null, loading: waiting },
          { key: 'original', title: t('operations.assets.register.originalValue'), value: rows ? cny(f.originalvalue) : null, loading: waiting },
          { key: 'net', title: t('operations.assets.register.netValue'), value: rows ? cny(f.netvalue) : null, loading: waiting },
          { key: 'ending', title: endingTitle, value: rows ? intl.formatNumber(f.ending.length) : null, loading: waiting, extra: rows ? t('operations.assets.register.expired', { count: f.expired }) : null },
        ]}
      />
      <RegisterCharts figures={f} status={status} onRetry={() => void register.reload()} />
      {rows ? (
        <Card size="small" title={endingTitle}>
          {f.ending.length === 0 ? (
            <EmptyData description={t('operations.assets.register.noneEnding', { days: WARRANTY_WINDOW_DAYS })} />
          ) : (
            <Table<AssetRow>
              aria-label={endingTitle}
              size="small"
              rowKey="did"
              pagination={false}
              dataSource={f.ending}
              columns={[
                { key: 'assetno', dataIndex: 'assetno', title: t('operations.assets.register.assetno') },
                { key: 'name', dataIndex: 'name', title: t('operations.assets.register.name') },
                { key: 'station', dataIndex: 'stationname', title: t('operations.assets.register.station') },
                { key: 'end', dataIndex: 'warrantyend', title: t('operations.assets.register.warrantyEnd') },
              ]}
            />
          )}
        </Card>
      ) : null}
    </div>
  );
});
