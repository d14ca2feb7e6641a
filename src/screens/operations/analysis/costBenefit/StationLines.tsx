import { Card, Table, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { StationCostBenefit } from '../../../../api/operations/analysisTypes';
import { cny, kwh } from '../shared/money';

interface Line {
  key: string;
  label: string;
  detail?: string;
  amount: number;
  /** A total of the lines above it. */
  total?: boolean;
}

/** One station's figures as lines: revenue, electricity by band, other costs, each total the sum of the lines above it. */
export function StationLines({ station }: { station: StationCostBenefit }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const lines: Line[] = [
    { key: 'energyFee', label: t('operations.analysis.cost.line.energyFee'), detail: t('operations.analysis.cost.line.orders', { orders: station.orders, energy: kwh(intl, station.energy) }), amount: station.energyFee },
    { key: 'serviceFee', label: t('operations.analysis.cost.line.serviceFee'), amount: station.serviceFee },
    { key: 'revenue', label: t('operations.analysis.cost.line.revenue'), amount: station.revenue, total: true },
    ...station.bands.map((b) => ({
      key: `band-${b.band}`,
      label: t(`operations.analysis.cost.band.${b.band}`),
      detail: t('operations.analysis.cost.line.bandDetail', { energy: kwh(intl, b.energy), price: intl.formatNumber(b.price, { maximumFractionDigits: 4 }) }),
      amount: -b.cost,
    })),
    { key: 'electricity', label: t('operations.analysis.cost.line.electricity'), amount: -station.electricity, total: true },
    { key: 'rent', label: t('operations.analysis.cost.line.rent'), amount: -station.rent },
    { key: 'labour', label: t('operations.analysis.cost.line.labour'), amount: -station.labour },
    { key: 'maintenance', label: t('operations.analysis.cost.line.maintenance'), amount: -station.maintenance },
    { key: 'cost', label: t('operations.analysis.cost.line.cost'), detail: t('operations.analysis.cost.line.costDetail'), amount: -station.cost, total: true },
    { key: 'margin', label: t('operations.analysis.cost.line.margin'), detail: t('operations.analysis.cost.line.marginDetail'), amount: station.margin, total: true },
  ];
  const payback = station.paybackMonths === null ? t('operations.analysis.cost.payback.none') : t('operations.analysis.cost.payback.months', { months: intl.formatNumber(station.paybackMonths, { maximumFractionDigits: 1 }) });
  const title = t('operations.analysis.cost.linesTitle', { station: station.name });
  return (
    <Card size="small" title={title} style={{ marginTop: 12 }}>
      <Table<Line>
        aria-label={title}
        size="small"
        rowKey="key"
        dataSource={lines}
        pagination={false}
        rowClassName={(line) => (line.total ? 'cem-line-total' : '')}
        columns={[
          { key: 'label', title: t('operations.analysis.cost.col.line'), render: (_v, line) => (line.total ? <strong>{line.label}</strong> : line.label) },
          { key: 'detail', title: t('operations.analysis.cost.col.detail'), render: (_v, line) => line.detail ?? '' },
          { key: 'amount', title: t('operations.analysis.cost.col.amount'), align: 'right', render: (_v, line) => <span data-amount={line.amount}>{line.total ? <strong>{cny(intl, line.amount)}</strong> : cny(intl, line.amount)}</span> },
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
        {t('operations.analysis.cost.payback.line', { investment: cny(intl, station.investment), payback })}
      </Typography.Paragraph>
    </Card>
  );
}
