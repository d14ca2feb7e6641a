import { Button, Card, Col, Empty, Row, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/context';
import { idParam, useSearchParam } from '../../../ui';
import { LoadState } from '../shared/EnergyFrame';
import { useComparedTotals } from '../shared/useComparedTotals';
import { ChooseProject } from './ChooseProject';
import { PortfolioFrame, usePortfolio } from './PortfolioFrame';
import { ProvinceTable, StoreList } from './MapTables';
import { StoreMapChart } from './StoreMapChart';

/**
 * `cmi-project-map` (exempt from the no-project view): the parent business's stores placed by
 * longitude and latitude, sized by consumption, with a province table; choosing a store
 * selects it without a reload.
 */
export default function CmiProjectMapScreen() {
  const [province, setProvince] = useSearchParam('province', idParam, 'all');
  return (
    <PortfolioFrame empty={<ChooseProject />} toolbar={<ProvinceSelect value={province} onChange={setProvince} />}>
      <ProjectMap province={province} setProvince={setProvince} />
    </PortfolioFrame>
  );
}

const ProvinceSelect = observer(function ProvinceSelect({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const intl = useIntl();
  const { stores } = usePortfolio(); // the frame renders its toolbar inside its provider
  const provinces = [...new Map(stores.map((s) => [s.provincecode, s.province])).entries()];
  return (
    <Select
      aria-label={intl.formatMessage({ id: 'overview.map.province' })}
      value={provinces.some(([code]) => code === value) ? value : 'all'}
      onChange={onChange}
      style={{ minWidth: 180 }}
      options={[{ value: 'all', label: intl.formatMessage({ id: 'overview.map.allProvinces' }) }, ...provinces.map(([code, name]) => ({ value: code, label: name }))]}
    />
  );
});

const ProjectMap = observer(function ProjectMap({ province, setProvince }: { province: string; setProvince: (v: string) => void }) {
  const intl = useIntl();
  const { project } = useStores();
  const { stores, period, comparisons } = usePortfolio();
  const dids = stores.map((s) => s.did);
  const totals = useComparedTotals(comparisons, { stores: dids, groupby: 'store' }, [dids.join(','), period.start, period.end]);
  if (!totals.value) return <LoadState status={totals.status} onRetry={() => void totals.reload()} />;
  const data = totals.value;
  const known = stores.some((s) => s.provincecode === province);
  const shown = known ? stores.filter((s) => s.provincecode === province) : stores;
  const title = intl.formatMessage({ id: 'overview.map.title' });
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={15}>
        <Card
          size="small"
          title={title}
          extra={known ? <Button size="small" onClick={() => setProvince('all')}>{intl.formatMessage({ id: 'overview.map.showAll' })}</Button> : null}
        >
          {data.current.rows.length === 0 ? (
            <Empty description={intl.formatMessage({ id: 'energy.noData' })} />
          ) : (
            <StoreMapChart stores={shown} rows={data.current.rows} current={project.currentStore} title={title} onSelect={(did) => project.selectStore(did)} />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={9}>
        <ProvinceTable stores={stores} rows={data.current.rows} selected={known ? province : null} onSelect={setProvince} />
      </Col>
      <Col xs={24}>
        <StoreList stores={shown} data={data} current={project.currentStore} onSelect={(did) => project.selectStore(did)} />
      </Col>
    </Row>
  );
});
