import { Card, Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { assetsApi } from '../../../../api/operations';
import { ASSET_REGISTER_PIDS, WARRANTY_WINDOW_DAYS, type AssetRow } from '../../../../api/operations/assetsTypes';
import { useStores } from '../../../../stores/context';
import { Table } from '../../../../ui/data-table/Table';
import { EmptyData } from '../../../../ui/EmptyData';
import { usePagePid } from '../../../../ui/hooks/usePagePid';
import { KpiRow } from '../../../../ui/KpiRow';
import { LoadFailed } from '../../../../ui/LoadFailed';
import { useResource } from '../../../../ui/resource/useResource';
import { registerFigures } from './figures';

/** `asset-overview`: the asset register's figures: assets and value by category and state, warranties ending. */
export default observer(function AssetOverviewScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const pid = usePagePid({ fallback: ASSET_REGISTER_PIDS.overview });
  const register = useResource(pid ? (signal) => assetsApi(api).register({ pid }, { signal }) : null, [api, pid]);
  if (register.status === 'error' && !register.value) return <LoadFailed title={t('operations.assets.register.loadFailed')} onRetry={() => void register.reload()} />;
  const rows = register.value?.rows;
  if (rows && rows.length === 0) return <EmptyData description={t('operations.assets.register.empty')} />;
  const f = registerFigures(rows ?? []);
  const cny = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'CNY', maximumFractionDigits: 0 });
  const breakdown = (title: string, groups: typeof f.byState, label: (key: string) => string) => (
    <Card size="small" title={title} loading={!rows}>
      <Table
        aria-label={title}
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={groups}
        columns={[
          { key: 'key', title: title, render: (_v, g) => label(g.key) },
          { key: 'count', title: t('operations.assets.register.count'), align: 'right', render: (_v, g) => intl.formatNumber(g.count) },
          { key: 'original', title: t('operations.assets.register.originalValue'), align: 'right', render: (_v, g) => cny(g.originalvalue) },
          { key: 'net', title: t('operations.assets.register.netValue'), align: 'right', render: (_v, g) => cny(g.netvalue) },
        ]}
      />
    </Card>
  );
  const endingTitle = t('operations.assets.register.endingTitle', { days: WARRANTY_WINDOW_DAYS });
  return (
    <div data-screen="asset-overview">
      <KpiRow
        items={[
          { key: 'count', title: t('operations.assets.register.assets'), value: rows ? intl.formatNumber(f.count) : null, loading: !rows },
          { key: 'original', title: t('operations.assets.register.originalValue'), value: rows ? cny(f.originalvalue) : null, loading: !rows },
          { key: 'net', title: t('operations.assets.register.netValue'), value: rows ? cny(f.netvalue) : null, loading: !rows },
          { key: 'ending', title: endingTitle, value: rows ? intl.formatNumber(f.ending.length) : null, loading: !rows, extra: rows ? t('operations.assets.register.expired', { count: f.expired }) : null },
        ]}
      />
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} lg={12}>
          {breakdown(t('operations.assets.register.category'), f.byCategory, (k) => t(`operations.assets.register.category.${k}`))}
        </Col>
        <Col xs={24} lg={12}>
          {breakdown(t('operations.assets.register.state'), f.byState, (k) => t(`operations.assets.register.state.${k}`))}
        </Col>
      </Row>
      <Card size="small" title={endingTitle} loading={!rows}>
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
    </div>
  );
});
