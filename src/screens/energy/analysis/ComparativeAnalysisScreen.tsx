import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Card, Col, Row, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ENERGY_UNIT, type EnergyType } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
import { EmptyData, idListParam, oneOfParam, useSearchParam } from '../../../ui';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useResource } from '../../../ui/resource/useResource';
import { CompareBars, CompareLines, CompareTable } from './ComparativeParts';
import { DIMENSIONS, MAX_ENTITIES, METRICS, entitiesOf, metricFor, rankRows, selectionOf, type CompareMetric, type Dimension } from './comparativeModel';
import { entitySeries } from './comparativeSeries';
import { EnergyTypeSelect, LabelledSelect, effectiveType, useEnergyTypeParam } from './controls';
import { analysisApi } from '../../../api/analysis';

const dimParam = oneOfParam(DIMENSIONS);
const metricParam = oneOfParam(METRICS);
const idsParam = idListParam({ max: MAX_ENTITIES });

/** The screen's filters, all in the URL: dimension, entities, energy type and metric. */
function useCompareParams() {
  const [dim, setDim] = useSearchParam('dim', dimParam, 'building');
  const [ids, setIds] = useSearchParam('ids', idsParam, []);
  const [metric, setMetric] = useSearchParam('metric', metricParam, 'energy');
  const [type, setType] = useEnergyTypeParam();
  return { dim, setDim, ids, setIds, metric, setMetric, type, setType };
}

/** `comparative-analysis`: stores, buildings or meters side by side over the period. */
export default function ComparativeAnalysisScreen() {
  const params = useCompareParams();
  return (
    <EnergyFrame toolbar={<Toolbar {...params} />}>
      <ComparativeAnalysis dim={params.dim} asked={params.ids} askedType={params.type} askedMetric={params.metric} />
    </EnergyFrame>
  );
}

const Toolbar = observer(function Toolbar(p: ReturnType<typeof useCompareParams>) {
  const intl = useIntl();
  const { project } = useStores();
  const { config } = useEnergy();
  const text = (id: string) => intl.formatMessage({ id });
  const type = effectiveType(config, p.type);
  const entities = entitiesOf(p.dim, type, config, project.stores);
  return (
    <>
      <LabelledSelect<Dimension>
        label={text('analysis.compare.dimension')}
        value={p.dim}
        onChange={p.setDim}
        options={DIMENSIONS.map((d) => ({ value: d, label: text(`analysis.compare.dim.${d}`) }))}
      />
      <EnergyTypeSelect value={p.type} onChange={p.setType} />
      <LabelledSelect<CompareMetric>
        label={text('analysis.compare.metric')}
        value={metricFor(p.dim, p.metric)}
        onChange={p.setMetric}
        options={METRICS.map((m) => ({ value: m, label: text(`analysis.metric.${m}`), disabled: p.dim === 'meter' && m === 'intensity' }))}
      />
      <Select<string[]>
        mode="multiple"
        aria-label={text('analysis.compare.entities')}
        placeholder={text('analysis.compare.entities')}
        value={selectionOf(p.ids, entities)}
        onChange={(keys) => p.setIds(keys.slice(0, MAX_ENTITIES))}
        options={entities.map((e) => ({ value: e.key, label: e.name }))}
        maxTagCount="responsive"
        optionFilterProp="label"
        style={{ minWidth: 260, maxWidth: 520 }}
      />
    </>
  );
});

const ComparativeAnalysis = observer(function ComparativeAnalysis(props: { dim: Dimension; asked: string[]; askedType: EnergyType; askedMetric: CompareMetric }) {
  const intl = useIntl();
  const { api, project } = useStores();
  const pid = useScreenPid();
  const { store, config, period, interval, format } = useEnergy();
  const { dim } = props;
  const type = effectiveType(config, props.askedType);
  const metric = metricFor(dim, props.askedMetric);
  const entities = entitiesOf(dim, type, config, project.stores);
  const selected = selectionOf(props.asked, entities);
  const storeKeys = dim === 'store' ? entities.map((e) => e.key) : [store];
  const key = [store, period.start, period.end, dim, type, storeKeys.join(',')];
  const totals = useResource(
    (signal) =>
      analysisApi(api, pid).aggQuery(
        { stores: storeKeys, start: period.start, end: period.end, groupby: dim, energytypes: [type], kinds: dim === 'meter' ? ['main', 'sub'] : undefined },
        { signal },
      ),
    key,
  );
  const seriesMetric = metric === 'intensity' ? 'energy' : metric;
  const lines = useResource(
    (signal) =>
      entitySeries({ api: analysisApi(api, pid), dim, store, config, type, metric: seriesMetric, keys: selected, start: period.start, end: period.end, interval, signal }),
    [...key, seriesMetric, interval, selected.join(',')],
  );

  if (!totals.value) return <LoadState status={totals.status} onRetry={() => void totals.reload()} />;
  const areaOf = (k: string) => config.buildings.find((b) => b.did === k)?.floorarea;
  const rows = rankRows(totals.value.rows, selected, metric, areaOf);
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (rows.length === 0 || rows.every((r) => r.energy === 0)) return <EmptyData description={text('analysis.compare.empty')} />;
  const unit = ENERGY_UNIT[type];
  const sum = (field: 'energy' | 'carbon' | 'cost') => rows.reduce((s, r) => s + r[field], 0);
  const top = rows[0]!;
  const bottom = rows[rows.length - 1]!;
  const show = (value: number) =>
    metric === 'energy' ? format.quantity(value, unit) : metric === 'carbon' ? format.carbon(value) : metric === 'cost' ? format.money(value) : `${format.number(value, 2)} ${unit}/m²`;

  return (
    <>
      <KpiRow
        items={[
          { key: 'count', title: text('analysis.compare.kpi.count'), value: rows.length, fractionDigits: 0, extra: text(`analysis.compare.dim.${dim}`) },
          { key: 'energy', title: text('analysis.compare.kpi.energy'), value: format.quantity(sum('energy'), unit), extra: format.energyType(type) },
          { key: 'top', title: text('analysis.compare.kpi.top'), value: top.name, extra: show(top.value) },
          {
            key: 'spread',
            title: text('analysis.compare.kpi.spread'),
            value: bottom.value > 0 ? top.value / bottom.value : null,
            unit: '×',
            fractionDigits: 2,
            extra: text('analysis.compare.lowest', { name: bottom.name, value: show(bottom.value) }),
          },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={10}>
          <CompareBars rows={rows} metric={metric} unit={unit} />
        </Col>
        <Col xs={24} xl={14}>
          <Card size="small" title={text('analysis.compare.lines')}>
            {lines.value ? (
              <CompareLines data={lines.value} rows={rows} entities={entities} metric={metric} unit={unit} loading={lines.loading} />
            ) : (
              <LoadState status={lines.status} onRetry={() => void lines.reload()} />
            )}
          </Card>
        </Col>
        <Col span={24}>
          <CompareTable rows={rows} metric={metric} unit={unit} dim={dim} />
        </Col>
      </Row>
    </>
  );
});
