import { Checkbox, Col, Empty, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { subsetParam, useSearchParam } from '../../../ui';
import { comparisonsOf } from '../shared/comparison';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useComparedTotals } from '../shared/useComparedTotals';
import { BudgetGauge, GreenGauge, LastDayLoad, TypeSplit } from './DashboardPanels';
import { energyTypeKpis, meteredTypes, totalKpis } from './kpis';

const PANELS = ['kpis', 'gauges', 'load', 'split'] as const;
type Panel = (typeof PANELS)[number];
const panelsParam = subsetParam(PANELS);

/** `dashboard`: the store's data board; which panels show is the user's choice, kept in the URL. */
export default function DashboardScreen() {
  const intl = useIntl();
  const [panels, setPanels] = useSearchParam('panels', panelsParam, [...PANELS]);
  const toolbar = (
    <Checkbox.Group
      aria-label={intl.formatMessage({ id: 'overview.dashboard.panels' })}
      value={panels}
      onChange={(next) => setPanels(PANELS.filter((p) => next.includes(p)))}
      options={PANELS.map((p) => ({ value: p, label: intl.formatMessage({ id: `overview.dashboard.panel.${p}` }) }))}
    />
  );
  return (
    <EnergyFrame toolbar={toolbar}>
      <Dashboard panels={panels} />
    </EnergyFrame>
  );
}

const Dashboard = observer(function Dashboard({ panels }: { panels: readonly Panel[] }) {
  const intl = useIntl();
  const { store, config, period, format } = useEnergy();
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const totals = useComparedTotals(comparisons, { stores: [store], groupby: 'energytype' }, [store, period.start, period.end]);
  if (panels.length === 0) return <Empty description={intl.formatMessage({ id: 'overview.dashboard.nothing' })} />;
  if (!totals.value) return <LoadState status={totals.status} onRetry={() => void totals.reload()} />;
  const data = totals.value;
  const show = (p: Panel) => panels.includes(p);
  const electricity = data.current.rows.find((r) => r.key === 'electricity');
  return (
    <>
      {show('kpis') && <KpiRow items={[...energyTypeKpis(intl, format, data, meteredTypes(config)), ...totalKpis(intl, format, data, ['carbon'])]} />}
      <Row gutter={[12, 12]}>
        {show('gauges') && (
          <>
            <Col xs={24} md={12} xl={6}>
              <GreenGauge energy={electricity?.energy ?? 0} green={electricity?.green ?? 0} />
            </Col>
            <Col xs={24} md={12} xl={6}>
              <BudgetGauge used={data.current} />
            </Col>
          </>
        )}
        {show('split') && (
          <Col xs={24} xl={12}>
            <TypeSplit rows={data.current.rows} />
          </Col>
        )}
        {show('load') && (
          <Col xs={24}>
            <LastDayLoad />
          </Col>
        )}
      </Row>
    </>
  );
});
