import { Col, Row } from 'antd';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ASSET_CATEGORIES, ASSET_STATES } from '../../../../api/operations/assetsTypes';
import { withQuery } from '../../../../lib/url';
import type { ChartDatum, ChartSeries } from './chartOption';
import type { RegisterFigures, RegisterGroup } from './figures';
import { RegisterChartCard, type RegisterChartCardProps } from './RegisterChartCard';

/** The asset register filtered to one value of one of its URL filters. */
const registerHref = (param: string, value: string) => withQuery('/index/asset-total', { [param]: value });

/** Every known value in its list's order (with none of its assets: 0), then any other the rows carry. */
function allOf(known: readonly string[], groups: readonly RegisterGroup[]): RegisterGroup[] {
  const found = new Map(groups.map((g) => [g.key, g]));
  return [...known.map((key) => found.get(key) ?? { key, count: 0, originalvalue: 0, netvalue: 0 }), ...groups.filter((g) => !known.includes(g.key))];
}

type ChartSpec = Omit<RegisterChartCardProps, 'status' | 'onRetry'>;

/** The five charts' titles, series and bars, in the language of `intl`. */
function chartsOf(intl: IntlShape, f: RegisterFigures): ChartSpec[] {
  const t = (id: string) => intl.formatMessage({ id });
  const count: ChartSeries = { name: t('operations.assets.register.count'), format: (n) => intl.formatNumber(n) };
  const cny = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'CNY', maximumFractionDigits: 0 });
  const values: ChartSeries[] = [
    { name: t('operations.assets.register.originalValue'), format: cny },
    { name: t('operations.assets.register.netValue'), format: cny },
  ];
  const categories = allOf(ASSET_CATEGORIES, f.byCategory);
  const category = (g: RegisterGroup, v: number[]): ChartDatum => ({ key: g.key, label: t(`operations.assets.register.category.${g.key}`), values: v, href: registerHref('category', g.key) });
  const empty = t('operations.assets.register.empty');
  return [
    { title: t('operations.assets.register.chart.byCategory'), kind: 'donut', keyTitle: t('operations.assets.register.category'), series: [count], data: categories.map((g) => category(g, [g.count])), emptyText: empty },
    {
      title: t('operations.assets.register.chart.byState'),
      kind: 'bar',
      keyTitle: t('operations.assets.register.state'),
      series: [count],
      data: allOf(ASSET_STATES, f.byState).map((g) => ({ key: g.key, label: t(`operations.assets.register.state.${g.key}`), values: [g.count], href: registerHref('state', g.key) })),
      emptyText: empty,
    },
    { title: t('operations.assets.register.chart.valueByCategory'), kind: 'bar', keyTitle: t('operations.assets.register.category'), series: values, data: categories.map((g) => category(g, [g.originalvalue, g.netvalue])), emptyText: empty },
    {
      title: t('operations.assets.register.chart.warranty'),
      kind: 'bar',
      keyTitle: t('operations.assets.register.warranty'),
      series: [count],
      data: f.warranty.map((w) => ({ key: w.key, label: t(`operations.assets.register.warranty.${w.key}`), values: [w.count], href: registerHref('warranty', w.key) })),
      emptyText: t('operations.assets.register.chart.noWarranty'),
    },
    {
      title: t('operations.assets.register.chart.byStation'),
      kind: 'hbar',
      keyTitle: t('operations.assets.register.station'),
      series: [count],
      data: f.byStation.map((g) => ({ key: g.key, label: f.stationNames.get(g.key) || '—', values: [g.count], href: g.key ? registerHref('station', g.key) : undefined })),
      emptyText: empty,
    },
  ];
}

/**
 * The overview's charts, each from the same rows as the asset register (asset-total): assets by
 * category and state, value by category, warranties ended or ending, assets by station. Each row
 * of a chart's table view opens the register filtered alike, where the same count shows.
 */
export function RegisterCharts({ figures, status, onRetry }: { figures: RegisterFigures; status: RegisterChartCardProps['status']; onRetry: () => void }) {
  const intl = useIntl();
  // Built once per answer and language: a re-render of the screen does not redraw the charts.
  const charts = useMemo(() => chartsOf(intl, figures), [intl, figures]);
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
      {charts.map((chart) => (
        <Col key={chart.title} xs={24} lg={chart.kind === 'hbar' ? 24 : 12}>
          <RegisterChartCard status={status} onRetry={onRetry} {...chart} />
        </Col>
      ))}
    </Row>
  );
}
