import { Card, Select, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { assetsApi } from '../../../../api/operations';
import { ASSET_CATEGORIES, ASSET_REGISTER_PIDS, ASSET_STATES, type AssetRow } from '../../../../api/operations/assetsTypes';
import { useStores } from '../../../../stores/context';
import { Table } from '../../../../ui/data-table/Table';
import { EmptyData } from '../../../../ui/EmptyData';
import { ExportButton } from '../../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../../ui/export-button/rowsExportJob';
import { usePagePid } from '../../../../ui/hooks/usePagePid';
import { LoadFailed } from '../../../../ui/LoadFailed';
import { useResource } from '../../../../ui/resource/useResource';
import { useSearchParam } from '../../../../ui/url-state/useSearchParam';
import { idParam, oneOfParam } from '../../../../ui/url-state/codecs';
import { registerFigures } from './figures';
import { inWarrantyWindow, WARRANTY_FILTERS, type WarrantyFilter } from './warranty';
import { dayText } from '../../../../lib/dateText';

const categoryParam = oneOfParam(ASSET_CATEGORIES);
const stateParam = oneOfParam(ASSET_STATES);
const warrantyParam = oneOfParam<WarrantyFilter>(WARRANTY_FILTERS);

/** `asset-total`: the asset register as a table, filtered by category, state, station and warranty window (in the URL), with totals and export. */
export default observer(function AssetTotalScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const pid = usePagePid({ fallback: ASSET_REGISTER_PIDS.total });
  const [category, setCategory] = useSearchParam('category', categoryParam, '');
  const [state, setState] = useSearchParam('state', stateParam, '');
  const [station, setStation] = useSearchParam('station', idParam, '');
  const [warranty, setWarranty] = useSearchParam('warranty', warrantyParam, '');
  const register = useResource(pid ? (signal) => assetsApi(api).register({ pid }, { signal }) : null, [api, pid]);
  if (register.status === 'error' && !register.value) return <LoadFailed title={t('operations.assets.register.loadFailed')} onRetry={() => void register.reload()} />;
  const all = register.value?.rows ?? [];
  const filter = (list: readonly AssetRow[]) => list.filter((r) => (!category || r.category === category) && (!state || r.state === state) && (!station || r.stationdid === station) && (!warranty || inWarrantyWindow(r, warranty)));
  const rows = filter(all);
  const f = registerFigures(rows);
  const cny = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'CNY', maximumFractionDigits: 0 });
  const stations = [...new Map(all.map((r) => [r.stationdid, r.stationname])).entries()].filter(([did]) => did).sort((a, b) => a[0].localeCompare(b[0]));
  const catText = (k: string) => t(`operations.assets.register.category.${k}`);
  const stateText = (k: string) => t(`operations.assets.register.state.${k}`);
  const job = rowsExportJob<AssetRow>(
    async (signal) => filter((await assetsApi(api).register({ pid }, { signal })).rows),
    [
      { key: 'assetno', title: t('operations.assets.register.assetno') },
      { key: 'name', title: t('operations.assets.register.name') },
      { key: 'category', title: t('operations.assets.register.category'), value: (r) => catText(r.category) },
      { key: 'state', title: t('operations.assets.register.state'), value: (r) => stateText(r.state) },
      { key: 'stationname', title: t('operations.assets.register.station') },
      { key: 'businessname', title: t('operations.assets.register.store') },
      { key: 'originalvalue', title: t('operations.assets.register.originalValue'), type: 'number' },
      { key: 'netvalue', title: t('operations.assets.register.netValue'), type: 'number' },
      { key: 'warrantyend', title: t('operations.assets.register.warrantyEnd') },
    ],
    'asset-register',
  );
  const title = t('operations.assets.register.title');
  const any = t('operations.assets.register.any');
  return (
    <div data-screen="asset-total">
      <Space wrap style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }}>
        <Space wrap>
          <Select aria-label={t('operations.assets.register.category')} style={{ width: 160 }} value={category} onChange={setCategory} options={[{ value: '', label: any }, ...ASSET_CATEGORIES.map((c) => ({ value: c, label: catText(c) }))]} />
          <Select aria-label={t('operations.assets.register.state')} style={{ width: 160 }} value={state} onChange={setState} options={[{ value: '', label: any }, ...ASSET_STATES.map((s) => ({ value: s, label: stateText(s) }))]} />
          <Select aria-label={t('operations.assets.register.station')} style={{ width: 200 }} value={station} onChange={setStation} options={[{ value: '', label: any }, ...stations.map(([did, name]) => ({ value: did, label: name }))]} />
          <Select aria-label={t('operations.assets.register.warranty')} style={{ width: 180 }} value={warranty} onChange={setWarranty} options={[{ value: '', label: any }, ...WARRANTY_FILTERS.map((w) => ({ value: w, label: t(`operations.assets.register.warranty.${w}`) }))]} />
        </Space>
        <ExportButton job={job} disabled={rows.length === 0} />
      </Space>
      <Card size="small" title={title} loading={!register.value} extra={register.value ? t('operations.assets.register.totals', { count: f.count, original: cny(f.originalvalue), net: cny(f.netvalue) }) : null}>
        {register.value && rows.length === 0 ? (
          <EmptyData description={t('operations.assets.register.empty')} />
        ) : (
          <Table<AssetRow>
            aria-label={title}
            size="small"
            rowKey="did"
            phoneCards
            dataSource={rows}
            pagination={{ pageSize: 20, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'assetno', dataIndex: 'assetno', title: t('operations.assets.register.assetno') },
              { key: 'name', dataIndex: 'name', title: t('operations.assets.register.name') },
              { key: 'category', title: t('operations.assets.register.category'), render: (_v, r) => catText(r.category) },
              { key: 'state', title: t('operations.assets.register.state'), render: (_v, r) => stateText(r.state) },
              { key: 'station', dataIndex: 'stationname', title: t('operations.assets.register.station') },
              { key: 'store', dataIndex: 'businessname', title: t('operations.assets.register.store') },
              { key: 'original', title: t('operations.assets.register.originalValue'), align: 'right', render: (_v, r) => cny(r.originalvalue) },
              { key: 'net', title: t('operations.assets.register.netValue'), align: 'right', render: (_v, r) => cny(r.netvalue) },
              { key: 'warranty', title: t('operations.assets.register.warrantyEnd'), render: (_v, r) => (r.warrantyend ? dayText(intl, r.warrantyend) : '—') },
            ]}
          />
        )}
      </Card>
    </div>
  );
});
