import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Alert, Card, Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ENERGY_UNIT, type EnergyTree, type EnergyType } from '../../../api/energyTypes';
import { EmptyData, SankeyChart, Table } from '../../../ui';
import { changePercent } from '../../../lib/carbon';
import { comparisonsOf, trendOf, vsPreviousText } from '../shared/comparison';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useComparedTotals } from '../shared/useComparedTotals';
import { useResource } from '../../../ui/resource/useResource';
import { useStores } from '../../../stores/context';
import { EnergyTypeSelect, effectiveType, useEnergyTypeParam } from './controls';
import { treeRows, treeTotal, type TreeRow } from './treeModel';
import { reportApi } from '../../../api/analysis';

/** `energy-tree-analysis`: how the store's energy of one type flows from the mains to the sub-meters. */
export default function EnergyTreeAnalysisScreen() {
  const [type, setType] = useEnergyTypeParam();
  return (
    <EnergyFrame toolbar={<EnergyTypeSelect value={type} onChange={setType} />}>
      <EnergyTreeAnalysis asked={type} />
    </EnergyFrame>
  );
}

const UNMETERED_KEY = '__unmetered';

const EnergyTreeAnalysis = observer(function EnergyTreeAnalysis({ asked }: { asked: EnergyType }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, format } = useEnergy();
  const type = effectiveType(config, asked);
  const unit = ENERGY_UNIT[type];
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const key = [store, period.start, period.end, type];
  const tree = useResource((signal) => reportApi(api, pid).energyTree({ store, start: period.start, end: period.end, energytype: type }, { signal }), key);
  const totals = useComparedTotals(comparisons, { stores: [store], groupby: 'energytype', energytypes: [type] }, key);

  if (!tree.value || !totals.value) {
    const failed = tree.status === 'error' ? tree : totals;
    return <LoadState status={failed.status} onRetry={() => void failed.reload()} />;
  }
  const { current, yoy, mom } = totals.value;
  const rows = treeRows(tree.value);
  const subs = rows.filter((r) => r.kind === 'sub');
  const mains = rows.filter((r) => r.kind === 'main');
  const mainTotal = mains.reduce((sum, r) => sum + r.value, 0);
  const unmetered = tree.value.unmetered;
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  return (
    <>
      <KpiRow
        items={[
          {
            key: 'total',
            title: text('analysis.tree.kpi.total', { type: format.energyType(type) }),
            value: format.quantity(current.total.energy, unit),
            trend: trendOf(current.total.energy, yoy?.total.energy),
            extra: vsPreviousText(intl, format, mom ? changePercent(current.total.energy, mom.total.energy) : null),
          },
          { key: 'mains', title: text('analysis.tree.kpi.mains'), value: mains.length, fractionDigits: 0 },
          { key: 'subs', title: text('analysis.tree.kpi.subs'), value: subs.length, fractionDigits: 0 },
          {
            key: 'unmetered',
            title: text('analysis.tree.kpi.unmetered'),
            value: format.quantity(unmetered, unit),
            extra: mainTotal > 0 ? format.percent((unmetered / mainTotal) * 100) : undefined,
          },
        ]}
      />
      {rows.length === 0 || treeTotal(tree.value) === 0 ? (
        <Card size="small">
          <EmptyData description={text('analysis.tree.empty')} />
        </Card>
      ) : (
        <TreeBody tree={tree.value} rows={rows} unit={unit} unmetered={unmetered} loading={tree.loading} />
      )}
    </>
  );
});

function TreeBody({ tree, rows, unit, unmetered, loading }: { tree: EnergyTree; rows: TreeRow[]; unit: string; unmetered: number; loading: boolean }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const unmeteredName = text('analysis.tree.unmetered');
  const keyOf = (ref: string) => (tree.nodes.some((n) => n.key === ref) ? ref : (tree.nodes.find((n) => n.name === ref)?.key ?? ref));
  const root = rows[0];
  const nodes = [...tree.nodes.map((n) => ({ key: n.key, name: n.name, value: n.value })), ...(unmetered > 0 ? [{ key: UNMETERED_KEY, name: unmeteredName, value: unmetered }] : [])];
  const links = [
    ...tree.links.map((l) => ({ source: keyOf(l.source), target: keyOf(l.target), value: l.value })),
    ...(unmetered > 0 && root ? [{ source: root.key, target: UNMETERED_KEY, value: unmetered }] : []),
  ];
  const tableRows: TreeRow[] = unmetered !== 0 && root
    ? [...rows, { key: UNMETERED_KEY, name: unmeteredName, kind: 'sub', value: unmetered, depth: 1, parentName: root.name, shareOfParent: root.value > 0 ? (unmetered / root.value) * 100 : null }]
    : rows;
  return (
    <Row gutter={[12, 12]}>
      {unmetered !== 0 && (
        <Col span={24}>
          <Alert type="warning" showIcon title={text('analysis.tree.unmeteredNote', { value: format.quantity(unmetered, unit) })} />
        </Col>
      )}
      <Col span={24}>
        <Card size="small" title={text('analysis.tree.sankey')}>
          <SankeyChart nodes={nodes} links={links} unit={unit} height={Math.max(360, Math.min(720, rows.length * 28))} aria-label={text('analysis.tree.sankey')} />
        </Card>
      </Col>
      <Col span={24}>
        <Card size="small" title={text('analysis.tree.table')}>
          <Table<TreeRow>
            size="small"
            rowKey="key"
            pagination={false}
            loading={loading}
            dataSource={tableRows}
            aria-label={text('analysis.tree.table')}
            columns={[
              { key: 'name', title: text('analysis.col.node'), render: (_, r) => <span style={{ paddingInlineStart: r.depth * 16 }}>{r.name}</span> },
              { key: 'kind', title: text('analysis.col.position'), render: (_, r) => (r.key === UNMETERED_KEY ? unmeteredName : text(`analysis.kind.${r.kind}`)) },
              { key: 'value', title: text('analysis.col.energy', { unit }), align: 'right', render: (_, r) => format.number(r.value, 1) },
              { key: 'parent', title: text('analysis.col.parent'), render: (_, r) => r.parentName ?? '—' },
              { key: 'share', title: text('analysis.col.shareOfParent'), align: 'right', render: (_, r) => (r.shareOfParent === null ? '—' : format.percent(r.shareOfParent)) },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
