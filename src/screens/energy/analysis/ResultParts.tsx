import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { ENERGY_UNIT, type EnergyType } from '../../../api/energyTypes';
import { useEnergy } from '../shared/EnergyFrame';
import type { ResultMetric, ResultRow, SumCheck } from './resultModel';
import { Table } from '../../../ui';

type Text = (id: string, values?: Record<string, string | number>) => string;

/** Per-meter results with the calculation written out (energy × factor = carbon; energy × price = cost). */
export function ResultTable({ rows, metric, loading }: { rows: ResultRow[]; metric: ResultMetric; loading: boolean }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const text: Text = (id, values) => intl.formatMessage({ id }, values);
  const qty = (value: number, type: EnergyType) => `${format.number(value, 2)} ${ENERGY_UNIT[type]}`;
  const price = (value: number | null, type: EnergyType) =>
    value === null ? '—' : `${intl.formatNumber(format.moneyValue(value), { style: 'currency', currency: format.moneyCurrency, maximumFractionDigits: 4 })}/${ENERGY_UNIT[type]}`;
  const typeTotal = new Map<EnergyType, number>();
  for (const r of rows) typeTotal.set(r.energytype, (typeTotal.get(r.energytype) ?? 0) + r.energy);
  const net = (r: ResultRow) => (r.green > 0 ? `(${qty(r.energy, r.energytype)} − ${qty(r.green, r.energytype)})` : qty(r.energy, r.energytype));

  const base = [
    { key: 'name', title: text('analysis.col.meter'), render: (_: unknown, r: ResultRow) => r.name },
    { key: 'type', title: text('analysis.col.energyType'), render: (_: unknown, r: ResultRow) => format.energyType(r.energytype) },
    { key: 'energy', title: text('analysis.col.energyPlain'), align: 'right' as const, render: (_: unknown, r: ResultRow) => qty(r.energy, r.energytype) },
  ];
  const byMetric = {
    energy: [
      { key: 'tce', title: text('analysis.col.tce'), align: 'right' as const, render: (_: unknown, r: ResultRow) => format.number(r.tce, 3) },
      {
        key: 'share',
        title: text('analysis.col.shareOfType'),
        align: 'right' as const,
        render: (_: unknown, r: ResultRow) => {
          const total = typeTotal.get(r.energytype) ?? 0;
          return total > 0 ? format.percent((r.energy / total) * 100) : '—';
        },
      },
    ],
    carbon: [
      { key: 'green', title: text('analysis.col.green'), align: 'right' as const, render: (_: unknown, r: ResultRow) => qty(r.green, r.energytype) },
      {
        key: 'factor',
        title: text('analysis.col.factor'),
        align: 'right' as const,
        render: (_: unknown, r: ResultRow) =>
          r.factor === null ? '—' : `${format.number(r.factor, 4)}${r.singleFactor ? '' : ` (${text('analysis.result.weighted')})`}`,
      },
      { key: 'carbon', title: text('analysis.col.carbon'), align: 'right' as const, render: (_: unknown, r: ResultRow) => format.carbon(r.carbon) },
      {
        key: 'calc',
        title: text('analysis.col.calculation'),
        render: (_: unknown, r: ResultRow) => (r.factor === null ? '—' : `${net(r)} × ${format.number(r.factor, 4)} = ${format.number(r.carbon, 2)} kgCO2`),
      },
    ],
    cost: [
      { key: 'green', title: text('analysis.col.green'), align: 'right' as const, render: (_: unknown, r: ResultRow) => qty(r.green, r.energytype) },
      { key: 'price', title: text('analysis.col.avgPrice'), align: 'right' as const, render: (_: unknown, r: ResultRow) => price(r.price, r.energytype) },
      { key: 'cost', title: text('analysis.col.cost'), align: 'right' as const, render: (_: unknown, r: ResultRow) => format.money(r.cost) },
      {
        key: 'calc',
        title: text('analysis.col.calculation'),
        render: (_: unknown, r: ResultRow) => (r.price === null ? '—' : `${net(r)} × ${price(r.price, r.energytype)} = ${format.money(r.cost)}`),
      },
    ],
  };
  return (
    <Table<ResultRow>
      size="small"
      rowKey="key"
      loading={loading}
      pagination={false}
      dataSource={rows}
      scroll={{ x: 960 }}
      aria-label={text(`analysis.result.table.${metric}`)}
      columns={[...base, ...byMetric[metric]]}
    />
  );
}

/** The sums of the meters against the store totals (the same aggregation the other screens show). */
export function ResultChecks({ checks, metric }: { checks: Array<{ type: EnergyType | null; check: SumCheck }>; metric: ResultMetric }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const text: Text = (id, values) => intl.formatMessage({ id }, values);
  const show = (value: number, type: EnergyType | null) =>
    metric === 'energy' ? (type ? `${format.number(value, 2)} ${ENERGY_UNIT[type]}` : `${format.number(value, 3)} tce`) : metric === 'carbon' ? format.carbon(value) : format.money(value);
  return (
    <Card size="small" title={text('analysis.result.checkTitle')}>
      <Typography.Paragraph type="secondary">{text('analysis.result.checkNote')}</Typography.Paragraph>
      <ul style={{ margin: 0, paddingInlineStart: 18 }} aria-label={text('analysis.result.checkTitle')}>
        {checks.map(({ type, check }) => (
          <li key={type ?? 'all'} data-check={check.agrees ? 'agree' : 'differ'}>
            {check.agrees ? <CheckCircleOutlined style={{ color: '#52c41a' }} aria-hidden /> : <WarningOutlined style={{ color: '#faad14' }} aria-hidden />}{' '}
            {text(check.agrees ? 'analysis.result.checkAgree' : 'analysis.result.checkDiffer', { label: check.label, sum: show(check.sum, type), total: show(check.total, type) })}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The tariffs behind the costs: unit prices, and the electricity time-of-use bands. */
export function TariffExplanation() {
  const intl = useIntl();
  const { config, format } = useEnergy();
  const text: Text = (id, values) => intl.formatMessage({ id }, values);
  const price = (value: number) => intl.formatNumber(format.moneyValue(value), { style: 'currency', currency: format.moneyCurrency, maximumFractionDigits: 4 });
  return (
    <Card size="small" title={text('analysis.result.tariffTitle')}>
      <Typography.Paragraph type="secondary">{text('analysis.result.tariffNote')}</Typography.Paragraph>
      <ul style={{ margin: 0, paddingInlineStart: 18 }} aria-label={text('analysis.result.tariffTitle')}>
        {config.tariffs
          .filter((t): t is typeof t & { energytype: EnergyType } => t.energytype !== 'pv-feed-in')
          .map((t) => (
            <li key={`${t.energytype}-${t.from}`}>
              {t.bandPrices
                ? text('analysis.result.tariffBands', {
                    type: format.energyType(t.energytype),
                    peak: price(t.bandPrices.peak),
                    flat: price(t.bandPrices.flat),
                    valley: price(t.bandPrices.valley),
                    unit: ENERGY_UNIT[t.energytype],
                    from: format.day(t.from),
                  })
                : text('analysis.result.tariffUnit', { type: format.energyType(t.energytype), price: price(t.price), unit: ENERGY_UNIT[t.energytype], from: format.day(t.from) })}
            </li>
          ))}
      </ul>
    </Card>
  );
}
