import { Button, Card, Col, Empty, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/context';
import { LoadState } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { RankingBars } from '../../../ui/ranking';
import { useComparedTotals } from '../shared/useComparedTotals';
import { totalKpis } from './kpis';
import { usePortfolio } from './PortfolioFrame';

/** `home` with a parent business but no store: the parent across its stores, and the way to pick one. */
export const HomePortfolio = observer(function HomePortfolio() {
  const intl = useIntl();
  const { project } = useStores();
  const { stores, period, comparisons, format, parentName } = usePortfolio();
  const dids = stores.map((s) => s.did);
  const totals = useComparedTotals(comparisons, { stores: dids, groupby: 'store' }, [dids.join(','), period.start, period.end]);
  if (!totals.value) return <LoadState status={totals.status} onRetry={() => void totals.reload()} />;
  const data = totals.value;
  const choose = (
    <Button type="primary" onClick={() => project.openDialog('store')}>
      {intl.formatMessage({ id: 'overview.home.chooseStore' })}
    </Button>
  );
  return (
    <>
      <KpiRow
        items={[
          { key: 'stores', title: intl.formatMessage({ id: 'overview.kpi.stores' }), value: stores.length, fractionDigits: 0, extra: parentName },
          ...totalKpis(intl, format, data, ['tce', 'carbon', 'cost']),
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          {data.current.rows.length === 0 ? (
            <Empty description={intl.formatMessage({ id: 'energy.noData' })} />
          ) : (
            <RankingBars
              title={intl.formatMessage({ id: 'overview.rank.storesByTce' })}
              items={data.current.rows.map((r) => ({ key: r.key, name: r.name, value: r.tce }))}
              format={(v) => `${format.number(v, 3)} tce`}
            />
          )}
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title={intl.formatMessage({ id: 'overview.home.pickTitle' })} extra={choose}>
            {intl.formatMessage({ id: 'overview.home.pickHint' }, { count: stores.length })}
          </Card>
        </Col>
      </Row>
    </>
  );
});
