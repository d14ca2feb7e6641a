import { Col, Empty, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useSearchParam } from '../../../ui';
import { trendOf } from '../shared/comparison';
import { LoadState } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { RankingBars } from '../../../ui/ranking';
import { useComparedTotals } from '../shared/useComparedTotals';
import { totalKpis, vsPrevious } from './kpis';
import { energyTypeOrAllParam, type EnergyTypeOrAll } from './params';
import { EnergyTypeSelect } from './EnergyTypeSelect';
import { consumptionOf, PortfolioTable } from './PortfolioTable';
import { PortfolioFrame, usePortfolio } from './PortfolioFrame';

/** `cmihome`: the parent business's portfolio: totals across its stores, rankings and year-on-year. */
export default function CmiHomeScreen() {
  const intl = useIntl();
  const [type, setType] = useSearchParam('type', energyTypeOrAllParam, 'all');
  const toolbar = <EnergyTypeSelect value={type} onChange={setType} label={intl.formatMessage({ id: 'overview.filter.energyType' })} />;
  return (
    <PortfolioFrame toolbar={toolbar} empty={<Empty description={intl.formatMessage({ id: 'overview.portfolio.none' })} />}>
      <CmiHome type={type} />
    </PortfolioFrame>
  );
}

const CmiHome = observer(function CmiHome({ type }: { type: EnergyTypeOrAll }) {
  const intl = useIntl();
  const { stores, period, comparisons, format } = usePortfolio();
  const dids = stores.map((s) => s.did);
  const energytypes = type === 'all' ? undefined : [type];
  const totals = useComparedTotals(comparisons, { stores: dids, groupby: 'store', energytypes }, [dids.join(','), period.start, period.end, type]);
  if (!totals.value) return <LoadState status={totals.status} onRetry={() => void totals.reload()} />;
  const data = totals.value;
  const measure = consumptionOf(type, format);
  const { current, yoy, mom } = data;
  const area = current.rows.reduce((sum, r) => sum + (r.area ?? 0), 0);
  const totalValue = measure.value(current.total);
  const yoyValue = yoy ? measure.value(yoy.total) : null;
  const yoyArea = yoy?.rows.reduce((sum, r) => sum + (r.area ?? 0), 0) ?? 0;
  return (
    <>
      <KpiRow
        items={[
          {
            key: 'consumption',
            title: intl.formatMessage({ id: 'overview.kpi.consumption' }),
            value: measure.text(totalValue),
            trend: trendOf(totalValue, yoyValue),
            extra: vsPrevious(intl, format, totalValue, mom ? measure.value(mom.total) : null),
          },
          {
            key: 'intensity',
            title: intl.formatMessage({ id: 'overview.kpi.intensity' }),
            value: area > 0 ? measure.intensity(totalValue, area) : null,
            unit: measure.intensityUnit,
            trend: area > 0 && yoyValue !== null && yoyArea > 0 ? trendOf(totalValue / area, yoyValue / yoyArea) : undefined,
          },
          ...totalKpis(intl, format, data, ['carbon', 'cost']),
        ]}
      />
      {current.rows.length === 0 ? (
        <Empty description={intl.formatMessage({ id: 'energy.noData' })} />
      ) : (
        <Row gutter={[12, 12]}>
          <Col xs={24} xl={8}>
            <RankingBars
              title={intl.formatMessage({ id: 'overview.rank.consumption' })}
              items={current.rows.map((r) => ({ key: r.key, name: r.name, value: measure.value(r) }))}
              format={measure.text}
            />
          </Col>
          <Col xs={24} xl={8}>
            <RankingBars
              title={intl.formatMessage({ id: 'overview.rank.intensity' })}
              items={current.rows.filter((r) => (r.area ?? 0) > 0).map((r) => ({ key: r.key, name: r.name, value: measure.intensity(measure.value(r), r.area!) }))}
              format={(v) => `${format.number(v, 2)} ${measure.intensityUnit}`}
            />
          </Col>
          <Col xs={24} xl={8}>
            <RankingBars
              title={intl.formatMessage({ id: 'overview.rank.carbon' })}
              items={current.rows.map((r) => ({ key: r.key, name: r.name, value: r.carbon }))}
              format={(v) => format.carbon(v)}
            />
          </Col>
          <Col xs={24}>
            <PortfolioTable data={data} measure={measure} />
          </Col>
        </Row>
      )}
    </>
  );
});
